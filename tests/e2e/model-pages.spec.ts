import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

/**
 * A model page leads to stock: the model's count and lowest price, a strip of
 * its cars and the search holding them all, Book a Test Drive and Get a Quote
 * for the model; a model the site has none of offers its make's stock and a
 * Find Me One form. The models list shows each model's from-price and count.
 */

const port = process.env.E2E_PORT ?? '3200'
const swan = (path: string) => `http://swan-river-toyota.localhost:${port}${path}`
const RAV4 = '/models/new-toyota-rav4-vehicle'
// The demo stock has no GR86, and plenty of other Toyotas.
const GR86 = '/models/new-toyota-gr86-vehicle'

/** The count of a search page's heading ("38 cars for sale"). */
async function searchCount(page: Page): Promise<number> {
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  const count = /^([\d,]+) cars? for sale$/.exec(heading ?? '')?.[1]
  expect(count, `search heading: ${heading}`).toBeDefined()
  return Number(count!.replaceAll(',', ''))
}

/** Width the image is drawn at, and the true pixel width of the file the browser chose (fetched again without srcset, so no density correction). */
async function imageWidths(page: Page): Promise<{ rendered: number; pixels: number }> {
  return page.locator('main img').first().evaluate(async (element: HTMLImageElement) => {
    await element.decode()
    const file = new Image()
    file.src = element.currentSrc
    await file.decode()
    return { rendered: element.getBoundingClientRect().width, pixels: file.naturalWidth }
  })
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px, the RAV4 page shows its stock and price, a strip of cars, the search with them all, a sharp image, and test drive and quote forms for it`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto(swan(RAV4))
    const line = (await page.locator('#model-stock').textContent()) ?? ''
    const [, shown, price] = /^([\d,]+) in stock from (\$[\d,]+)$/.exec(line) ?? []
    expect(shown, line).toBeDefined()
    const count = Number(shown!.replaceAll(',', ''))
    expect(count).toBeGreaterThan(0)

    // The strip's cards are RAV4s and lead to their car pages.
    const strip = page.getByRole('group', { name: 'Toyota RAV4 for sale' })
    const cars = strip.locator('.car-card a[href^="/cars/"]')
    await expect(cars.first()).toBeVisible()
    expect(await strip.locator('.car-card h3').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/RAV4/)]))

    const { rendered, pixels } = await imageWidths(page)
    expect(rendered).toBeGreaterThan(0)
    expect(pixels).toBeGreaterThanOrEqual(Math.round(rendered))

    await page.getByRole('link', { name: `See all ${shown} in stock` }).click()
    await expect(page).toHaveURL(swan('/search/toyota/rav4'))
    expect(await searchCount(page)).toBe(count)
    // The lowest price the search shows (prices of $10 or less are placeholders, shown as Enquire for price) is the page's "from" price.
    await page.goto(swan('/search/toyota/rav4?range[price]=11:&sortBy=vehicles_price_asc'))
    await expect(page.locator('.car-card').first()).toContainText(price!)

    await page.goto(swan(RAV4))
    await page.getByRole('link', { name: 'Book a Test Drive' }).click()
    await expect(page).toHaveURL(/\/book-test-drive\?make=Toyota&model=RAV4$/)
    await expect(page.getByRole('combobox', { name: /^Which car would you like to drive/ }).locator('option:checked')).toHaveText('Toyota RAV4')

    await page.goto(swan(RAV4))
    await page.getByRole('link', { name: 'Get a Quote' }).click()
    await expect(page).toHaveURL(/\/models\/get-quote\?model=rav4$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a Quote on the Toyota RAV4')
    await expect(page.getByRole('form', { name: 'Your quote' }).getByLabel(/^Message/)).toHaveValue('Please send me a quote for a new Toyota RAV4.')
  })
}

test('a model with none in stock shows its make’s stock, and its Find Me One form sends a lead naming the model', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(swan(GR86))
  await expect(page.locator('#model-stock')).toHaveText('No GR86 in stock right now')
  const strip = page.getByRole('region', { name: 'Other Toyota cars for sale' })
  const line = (await strip.getByText(/^[\d,]+ in stock from \$[\d,]+$/).textContent()) ?? ''
  const count = Number(/^([\d,]+)/.exec(line)?.[1]?.replaceAll(',', ''))
  await expect(strip.locator('.car-card a[href^="/cars/"]').first()).toBeVisible()

  const form = page.getByRole('form', { name: 'Find me a Toyota GR86' })
  await page.getByRole('link', { name: 'Find me one' }).click()
  await expect(form).toBeInViewport()
  const email = `e2e-find-me-one-${Date.now()}@example.com`
  await form.getByLabel(/^Name/).fill('Jo Citizen')
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Phone/).fill('0412 345 678')
  for (const choice of [/^Location/, /^Preferred dealership/]) {
    const select = form.getByLabel(choice)
    if ((await select.count()) > 0 && !(await select.inputValue())) await select.selectOption({ index: 1 })
  }
  await expect(form.getByLabel(/^Message/)).toHaveValue('Please find me a Toyota GR86.')
  await form.getByLabel(/^I agree to the terms of use/).check()
  await form.getByRole('button', { name: 'Find me one' }).click()
  await expect(page).toHaveURL(swan('/success'))

  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ form: string; lead: Record<string, unknown> }>('select form, lead from customer_leads where email = $1', [email])
    expect(rows).toEqual([expect.objectContaining({ form: 'general-enquiry', lead: expect.objectContaining({ subcategory: 'Find Me One', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'GR86' }) })])
  } finally {
    await client.end()
  }

  await page.goto(swan(GR86))
  await page.getByRole('region', { name: 'Other Toyota cars for sale' }).getByRole('link', { name: /^View all/ }).click()
  await expect(page).toHaveURL(swan('/search/toyota'))
  expect(await searchCount(page)).toBe(count)
})

test('the models list shows a model’s from-price and count when it is in stock, and nothing about stock when not', async ({ page }) => {
  await page.goto(swan(RAV4))
  const rav4Line = (await page.locator('#model-stock').textContent()) ?? ''
  const [, count, price] = /^([\d,]+) in stock from (\$[\d,]+)$/.exec(rav4Line) ?? []

  await page.goto(swan('/models'))
  const tile = (name: string) => page.locator('main li').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
  await expect(tile('RAV4')).toContainText(`From ${price}`)
  await expect(tile('RAV4')).toContainText(`${count} in stock`)
  await expect(tile('GR86')).toBeVisible()
  await expect(tile('GR86')).not.toContainText(/in stock|From \$/)
})
