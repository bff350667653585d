import { expect, test } from '@playwright/test'

import { PAGE_TYPES } from '../support/publicPages'

const port = process.env.E2E_PORT ?? '3200'
const PHONE = { width: 360, height: 640 }

/**
 * Pages fit a phone's width. A page wider than the screen makes a mobile
 * browser zoom out: everything shrinks, and content meant to load as it
 * nears the screen (the car page's enquiry form) loads at once. Three such
 * overflows were found by measuring: the header's menus, a car card's hidden
 * fact labels escaping the similar-cars carousel, and the locations carousel.
 */
for (const [site, paths] of Object.entries(PAGE_TYPES)) {
  test(`${site}: every page type, and a car page, fit a 360 px screen`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(`http://${site}.localhost:${port}/search/new-used-and-demo-cars`)
    const car = await page.locator('.car-card a[href^="/cars/"]').first().getAttribute('href')
    const wide: string[] = []
    for (const path of [...paths, '/search/new-used-and-demo-cars', car!]) {
      await page.goto(`http://${site}.localhost:${port}${path}`)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > PHONE.width) wide.push(`${path}: ${width} px`)
    }
    expect(wide).toEqual([])
    await context.close()
  })
}

test('the header and its open menu drawer fit a 360 px screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`http://swan-river-toyota.localhost:${port}/`)
  const header = (await page.locator('header.site-header').boundingBox())!
  expect(header.height).toBeLessThanOrEqual(64)
  await page.getByRole('button', { name: 'Menu', exact: true }).tap()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await drawer.locator('summary', { hasText: 'New Vehicles' }).tap()
  await expect(drawer.getByRole('link', { name: 'Explore bZ4X' })).toBeVisible()
  const box = (await drawer.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  expect(await drawer.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true)
  await context.close()
})
