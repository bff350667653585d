import { expect, test } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'

// The mega-menu opens from the header's bar from 1024 px; on phones it is an accordion in the menu drawer (tests/e2e/header-layout.spec.ts).
test.use({ viewport: { width: 1366, height: 900 } })

test('the models mega-menu starts on All Vehicles, filters by category and closes when a model is chosen', async ({ page }) => {
  await page.goto(`http://swan-river-toyota.localhost:${port}/`)
  const toggle = page.getByRole('button', { name: 'New Vehicles' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const categories = page.getByRole('group', { name: 'Model categories' })
  await expect(categories.getByRole('button', { name: 'All Vehicles' })).toHaveAttribute('aria-pressed', 'true')
  const explore = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).getByRole('link', { name: /^Explore / })
  await expect(explore.first()).toHaveAccessibleName('Explore bZ4X')
  await expect(explore).toHaveCount(10)

  await categories.getByRole('button', { name: 'Utes & Vans' }).click()
  await expect(explore).toHaveCount(2)
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.focus()
  await page.keyboard.press('Enter')
  // The menu's own tile: the home page's offers block has an Explore HiLux too.
  await explore.and(page.getByRole('link', { name: 'Explore HiLux' })).click()
  await expect(page).toHaveURL(/\/models\/new-toyota-hilux-vehicle$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux')
  await expect(page.getByRole('button', { name: 'New Vehicles' })).toHaveAttribute('aria-expanded', 'false')
})

test('a site with no models has no New Vehicles menu', async ({ page }) => {
  await page.goto(`http://coastal-motors.localhost:${port}/`)
  await expect(page.getByRole('button', { name: 'New Vehicles' })).toHaveCount(0)
})

test('on a phone, a site with no models has no New Vehicles section in the menu drawer', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.goto(`http://coastal-motors.localhost:${port}/`)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByRole('link').first()).toBeVisible()
  await expect(drawer.locator('summary', { hasText: 'New Vehicles' })).toHaveCount(0)
  await page.close()
})
