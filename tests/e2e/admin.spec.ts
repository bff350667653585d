import { expect, test, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const admin = (path: string) => `http://localhost:${port}/admin${path}`
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'

async function signIn(page: Page, email: string) {
  await page.goto(admin('/login'))
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/login/)
}

test('agency staff sign in and manage every dealer site', async ({ page }) => {
  await signIn(page, 'admin@forecourt.test')
  await page.goto(admin('/collections/tenants'))
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(3)
  for (const name of ['Swan River Toyota', 'Coastal Motors', 'Sunshine Caravans & Motorcycles']) {
    await expect(page.locator('table').getByText(name, { exact: true })).toBeVisible()
  }
  await page.goto(admin('/collections/tenants/create'))
  await expect(page.locator('input[name="name"]')).toBeEditable()
})

test('a dealer editor sees only their own site and its images, and cannot change the site or their role', async ({ page }) => {
  await signIn(page, 'editor@swan-river-toyota.test')

  await page.goto(admin('/collections/tenants'))
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(page.locator('table').getByText('Swan River Toyota', { exact: true })).toBeVisible()
  await expect(page.getByText('Coastal Motors')).toHaveCount(0)

  // The site's logo and its three promo card images; nothing of another dealer.
  await page.goto(admin('/collections/media'))
  await expect(page.locator('table tbody tr')).toHaveCount(4)
  await expect(page.locator('table')).toContainText('logo-swan-river-toyota')
  await expect(page.locator('table')).not.toContainText('coastal-motors')

  await page.goto(admin('/collections/tenants'))
  await page.locator('table tbody tr a').first().click()
  await expect(page.locator('input[name="name"]')).toBeVisible()
  await expect(page.locator('input[name="name"]')).not.toBeEditable()

  await page.goto(admin('/account'))
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await expect(page.locator('#field-roles')).toBeVisible()
  await expect(page.locator('#field-roles input')).toBeDisabled()
})
