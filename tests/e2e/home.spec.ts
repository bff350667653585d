import { expect, test } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

test.describe('the Our Locations carousel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('arrow keys and buttons move between locations, and the arrows are disabled at the ends', async ({ page }) => {
    await page.goto(siteUrl('swan-river-toyota'))
    const carousel = page.getByRole('region', { name: 'Our Locations' })
    const previous = carousel.getByRole('button', { name: 'Previous locations' })
    const next = carousel.getByRole('button', { name: 'Next locations' })
    await expect(previous).toBeDisabled()
    await expect(carousel.getByRole('button', { name: 'Show location 1' })).toHaveAttribute('aria-current', 'true')

    await next.focus()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByRole('button', { name: 'Show location 2' })).toHaveAttribute('aria-current', 'true')
    await expect(previous).toBeEnabled()
    await page.keyboard.press('ArrowLeft')
    await expect(carousel.getByRole('button', { name: 'Show location 1' })).toHaveAttribute('aria-current', 'true')

    for (let step = 0; step < 4; step += 1) await next.click()
    await expect(carousel.getByRole('button', { name: 'Show location 5' })).toHaveAttribute('aria-current', 'true')
    await expect(next).toBeDisabled()
  })

  test('swiping the strip moves the dots with the card in view', async ({ page }) => {
    await page.goto(siteUrl('swan-river-toyota'))
    const carousel = page.getByRole('region', { name: 'Our Locations' })
    await expect(carousel.getByRole('button', { name: 'Show location 1' })).toHaveAttribute('aria-current', 'true')
    // A finger on the strip, then the strip scrolls two cards along.
    const strip = carousel.getByRole('list')
    await strip.dispatchEvent('pointerdown')
    await strip.evaluate((list) => list.scrollBy({ left: list.clientWidth * 2, behavior: 'instant' }))
    await expect(carousel.getByRole('button', { name: 'Show location 1' })).not.toHaveAttribute('aria-current', 'true')
  })

  test('a site with 3 or fewer locations shows the Swipe hint', async ({ page }) => {
    await page.goto(siteUrl('coastal-motors'))
    await expect(page.getByRole('region', { name: 'Our Locations' }).getByText('Swipe', { exact: true })).toBeVisible()
  })
})

test('View Location leads to the location page', async ({ page }) => {
  await page.goto(siteUrl('sunshine-caravans'))
  await page.getByRole('region', { name: 'Our Locations' }).getByRole('link', { name: 'View Location' }).first().click()
  await expect(page).toHaveURL(/\/locations\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sunshine')
})
