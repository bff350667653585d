import { expect, test, type Locator, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (site: string, path: string) => `http://${site}.localhost:${port}${path}`
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 900 }

async function boxes(locator: Locator) {
  return Promise.all((await locator.all()).map(async (element) => (await element.boundingBox())!))
}

async function at(page: Page, viewport: { width: number; height: number }, url: string) {
  await page.setViewportSize(viewport)
  await page.goto(url)
  // Measure the settled layout: web fonts change the cards' heights, so wait for them too.
  await page.evaluate(async () => {
    await document.fonts.ready
  })
}

test.describe('the locations page lays its cards out for the screen', () => {
  const cards = (page: Page) => page.locator('article[data-location]')

  test('three cards side by side at 1366 px, one column at 390 px', async ({ page }) => {
    await at(page, LAPTOP, siteUrl('swan-river-toyota', '/locations'))
    const wide = await boxes(cards(page))
    expect(wide.length).toBeGreaterThanOrEqual(4)
    const [first, second, third, fourth] = wide as [DOMRect, DOMRect, DOMRect, DOMRect]
    expect(second.y).toBeCloseTo(first.y, 0)
    expect(third.y).toBeCloseTo(first.y, 0)
    expect(new Set([first.x, second.x, third.x].map(Math.round)).size).toBe(3)
    // The fourth starts the second row, under the first.
    expect(fourth.x).toBeCloseTo(first.x, 0)
    expect(fourth.y).toBeGreaterThan(first.y + first.height - 1)

    await at(page, PHONE, siteUrl('swan-river-toyota', '/locations'))
    const narrow = await boxes(cards(page))
    for (const card of narrow) {
      expect(card.x).toBeCloseTo(narrow[0]!.x, 0)
      expect(card.width).toBeGreaterThan(PHONE.width * 0.8)
    }
  })

  for (const viewport of [PHONE, LAPTOP]) {
    test(`every location card's photo band is 150 px tall at ${viewport.width} px`, async ({ page }) => {
      await at(page, viewport, siteUrl('sunshine-caravans', '/locations'))
      const bands = await boxes(cards(page).locator('> :first-child'))
      expect(bands.length).toBeGreaterThan(0)
      for (const band of bands) expect(band.height).toBeCloseTo(150, 0)
    })
  }
})

test('the offers sit in a grid: cards of a row side by side at 1366 px, equal in height', async ({ page }) => {
  await at(page, LAPTOP, siteUrl('swan-river-toyota', '/special-offers'))
  const cards = await boxes(page.locator('article.offer-card'))
  expect(cards.length).toBeGreaterThanOrEqual(2)
  const [first, second] = cards as [DOMRect, DOMRect]
  expect(second.y).toBeCloseTo(first.y, 0)
  expect(second.x).toBeGreaterThan(first.x + first.width - 1)
  expect(second.height).toBeCloseTo(first.height, 0)
})

test('on a phone a form field spans the form, and the submit is a full-width button at least 44 px tall', async ({ page }) => {
  await at(page, PHONE, siteUrl('coastal-motors', '/contact'))
  const form = page.locator('form[aria-labelledby="general-enquiry-heading"]')
  await expect(form).toBeVisible()
  const formBox = (await form.boundingBox())!
  const fields = await boxes(form.locator('input[type="text"], input[type="email"], input[type="tel"], select, textarea'))
  expect(fields.length).toBeGreaterThanOrEqual(4)
  for (const field of fields) {
    expect(field.width).toBeCloseTo(formBox.width, 0)
    expect(field.height).toBeGreaterThanOrEqual(44)
  }
  const submit = (await form.getByRole('button', { name: 'Send enquiry' }).boundingBox())!
  expect(submit.height).toBeGreaterThanOrEqual(44)
  expect(submit.width).toBeCloseTo(formBox.width, 0)
})

test('a page header gives each page its title and the way back home', async ({ page }) => {
  await at(page, PHONE, siteUrl('swan-river-toyota', '/blog'))
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  const header = (await page.getByRole('heading', { level: 1, name: 'Blog' }).boundingBox())!
  expect(header.y).toBeGreaterThan((await trail.boundingBox())!.y)
})

test('the 404 page offers a search of the stock and the home page', async ({ page }) => {
  await at(page, PHONE, siteUrl('coastal-motors', '/no-such-page'))
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
  const search = page.getByRole('main').getByRole('search')
  await search.getByLabel('Search our stock').fill('Toyota')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?query=Toyota$/)
})

test('the trade-in form shows which step the shopper is on', async ({ page }) => {
  await at(page, LAPTOP, siteUrl('swan-river-toyota', '/trade-in'))
  const form = page.locator('form[aria-labelledby="trade-in-step-title"]')
  await expect(form.getByText('Step 1 of 4')).toBeAttached()
  const steps = form.locator('ol[aria-hidden="true"] > li')
  await expect(steps).toHaveText(['Your car', 'Its condition', 'Your details', 'Your valuation'])
  // Each step a quarter of the row, side by side.
  const [first, second] = (await boxes(steps)) as [DOMRect, DOMRect]
  expect(second.y).toBeCloseTo(first.y, 0)
  expect(second.width).toBeCloseTo(first.width, 0)
})
