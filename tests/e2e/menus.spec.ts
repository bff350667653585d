import { expect, test } from '@playwright/test'

import { signIn } from '../support/e2eAdmin'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

// The menus sit in the header's bar from 1024 px; below, in the menu drawer (tested at the end).
test.use({ viewport: { width: 1366, height: 900 } })

test('a header dropdown opens on hover and on click, and closes when the pointer leaves', async ({ page }) => {
  await page.goto(siteUrl('swan-river-toyota'))
  const company = page.getByRole('button', { name: 'Company' })
  const aboutUs = page.locator('header').getByRole('link', { name: 'About Us' })
  await expect(aboutUs).toBeHidden()
  await company.hover()
  await expect(company).toHaveAttribute('aria-expanded', 'true')
  await expect(aboutUs).toBeVisible()
  await page.mouse.move(5, 700)
  await expect(aboutUs).toBeHidden()

  await company.click()
  await expect(aboutUs).toBeVisible()
  await aboutUs.click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About')
})

test('a header dropdown works by keyboard: ArrowDown opens and moves, Escape closes and returns focus', async ({ page }) => {
  await page.goto(siteUrl('swan-river-toyota'))
  const nav = page.getByRole('navigation', { name: 'Main' })
  const service = nav.getByRole('button', { name: 'Service menu' })
  // The entry's own page stays a plain link beside the button.
  await expect(nav.getByRole('link', { name: 'Service', exact: true })).toHaveAttribute('href', '/service')
  await service.focus()
  await page.keyboard.press('ArrowDown')
  await expect(service).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Online Service Booking' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(nav.getByRole('link', { name: 'Warranty Advantage' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(service).toHaveAttribute('aria-expanded', 'false')
  await expect(service).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(service).toHaveAttribute('aria-expanded', 'true')
})

test('the stock dropdown lists the car types the site sells', async ({ page }) => {
  await page.goto(siteUrl('swan-river-toyota'))
  const stock = page.getByRole('button', { name: 'Pre-owned Vehicles' })
  await stock.click()
  const panel = page.locator(`[id="${await stock.getAttribute('aria-controls')}"]`)
  await expect(panel.getByRole('link')).toHaveText(['New Cars', 'Used Cars', 'Demo Cars', 'All Stock'])
})

test('a dealer editor renames a header item and the site shows it within 2 seconds, other dealers unchanged', async ({ page, browser }) => {
  // Three pages and the admin's menu editor: on a busy shared machine the admin alone can take most of the default minute.
  test.slow()
  const shopper = await browser.newPage()
  // The header is on every page; the contact page is light to render again, where the home page's stock blocks are not.
  await shopper.goto(siteUrl('swan-river-toyota', '/contact'))
  const nav = shopper.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Parts & Accessories' })).toBeVisible()
  const otherDealer = await browser.newPage()
  await otherDealer.goto(siteUrl('coastal-motors'))
  const otherHeader = await otherDealer.getByRole('navigation', { name: 'Main' }).innerText()

  await signIn(page, 'editor@swan-river-toyota.test')
  await page.goto(`http://localhost:${port}/admin/collections/menus`)
  await page.locator('table tbody tr').filter({ hasText: /header/i }).getByRole('link').first().click()
  // Another spec clicks Special Offers; this one renames an item no other spec uses.
  const label = page.locator('input[name="items.6.label"]')
  await label.scrollIntoViewIfNeeded()
  await expect(label).toHaveValue('Parts & Accessories')
  await label.fill('Genuine Parts')
  await page.locator('#action-save').click()
  // The save itself may take a while on a busy machine; the 2 seconds run from its answer.
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 30_000 })
  const savedAt = Date.now()

  await expect(async () => {
    await shopper.reload()
    await expect(nav.getByRole('link', { name: 'Genuine Parts' })).toBeVisible({ timeout: 200 })
  }).toPass({ timeout: 2_000, intervals: [100, 200, 300] })
  expect(Date.now() - savedAt).toBeLessThan(2_000)

  await otherDealer.reload()
  expect(await otherDealer.getByRole('navigation', { name: 'Main' }).innerText()).toBe(otherHeader)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menus open from the menu button: a dropdown is an accordion listing its links, and a link closes the drawer', async ({ page }) => {
    await page.goto(siteUrl('swan-river-toyota'))
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.locator('summary', { hasText: 'Pre-owned Vehicles' }).click()
    await expect(drawer.getByRole('navigation', { name: 'Menu' }).locator('details[open]').getByRole('link')).toHaveText(['New Cars', 'Used Cars', 'Demo Cars', 'All Stock'])
    await drawer.locator('summary', { hasText: 'Company' }).click()
    await drawer.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About')
  })
})
