import { expect, test, type Page } from '@playwright/test'

import { signIn } from '../support/e2eAdmin'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`

const saturdayRow = (page: Page) => page.locator('table.hours-table tr').filter({ has: page.locator('th', { hasText: /^Sat$/ }) }).first()

test('the holiday hours dialog opens and closes by keyboard', async ({ page }) => {
  await page.goto(siteUrl('coastal-motors', '/locations/granville'))
  const open = page.getByRole('button', { name: 'Holiday opening hours' })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Holiday opening hours' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('25/12/2026')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})

test('a dealer editor changes Saturday hours and the location page shows them within 2 seconds, other dealers unchanged', async ({ page, browser }) => {
  const shopper = await browser.newPage()
  await shopper.goto(siteUrl('swan-river-toyota', '/locations/midland-sales'))
  await expect(saturdayRow(shopper)).toContainText('8:30 am - 4:00 pm')
  const otherDealer = await browser.newPage()
  await otherDealer.goto(siteUrl('coastal-motors', '/locations/granville'))
  await expect(saturdayRow(otherDealer)).toContainText('9:00 am - 5:00 pm')

  await signIn(page, 'editor@swan-river-toyota.test')
  await page.goto(`http://localhost:${port}/admin/collections/locations`)
  await page.getByRole('link', { name: 'Swan River Toyota Midland - Sales' }).click()
  // The admin renders fields only once they scroll into view.
  await page.getByRole('heading', { name: 'Saturday', exact: true }).scrollIntoViewIfNeeded()
  const close = page.locator('input[name="openingHours.saturday.close"]')
  await expect(close).toHaveValue('4:00 pm')
  await close.fill('3:30 pm')
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  const savedAt = Date.now()

  await expect(async () => {
    await shopper.reload()
    await expect(saturdayRow(shopper)).toContainText('8:30 am - 3:30 pm', { timeout: 200 })
  }).toPass({ timeout: 2_000, intervals: [100, 200, 300] })
  expect(Date.now() - savedAt).toBeLessThan(2_000)

  await otherDealer.reload()
  await expect(saturdayRow(otherDealer)).toContainText('9:00 am - 5:00 pm')
})

test('on a phone the sticky action bar takes its down style after 50px of scrolling, on sites that have it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 700 } })
  const page = await context.newPage()
  await page.goto(siteUrl('swan-river-toyota', '/locations/midland-sales'))
  const bar = page.getByTestId('sticky-action-bar')
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '/contact-us/swan-river-toyota-midland')
  await expect(bar).not.toHaveClass(/(\b|_)down\b/)
  await page.evaluate(() => window.scrollTo(0, 49))
  await expect(bar).not.toHaveClass(/(\b|_)down\b/)
  await page.evaluate(() => window.scrollTo(0, 50))
  await expect(bar).toHaveClass(/(\b|_)down\b/)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).not.toHaveClass(/(\b|_)down\b/)

  await page.goto(siteUrl('coastal-motors', '/locations/granville'))
  await expect(page.getByTestId('sticky-action-bar')).toHaveCount(0)
  await context.close()
})
