import { expect, test, type Locator, type Page } from '@playwright/test'

import { adminUrl, openList, signIn } from '../support/e2eAdmin'

const port = process.env.E2E_PORT ?? '3200'
const api = (path: string) => `http://localhost:${port}/api${path}`
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`

// Several admin pages a test, each drawn by a busy shared machine.
test.describe.configure({ timeout: 180_000 })

type Doc = { id: number } & Record<string, unknown>

/** One document of a collection, found as the signed-in staff member (the page's cookies). */
async function findOne(page: Page, collection: string, where: string): Promise<Doc> {
  const response = await page.request.get(api(`/${collection}?${where}&limit=1&depth=0&draft=true`))
  expect(response.status(), await response.text()).toBe(200)
  const doc = ((await response.json()) as { docs: Doc[] }).docs[0]
  expect(doc, `${collection} where ${where}`).toBeTruthy()
  return doc!
}

/** A document's edit page, once its form has loaded (fields are read-only until then). */
async function openDocument(page: Page, collection: string, id: number) {
  await page.goto(adminUrl(`/collections/${collection}/${id}`))
  await expect(page.locator('input[name="name"]')).toBeEditable({ timeout: 60_000 })
}

async function openLocation(page: Page, slug: string) {
  const location = await findOne(page, 'locations', `where[slug][equals]=${slug}`)
  await openDocument(page, 'locations', location.id)
  return location
}

/** The admin draws a field only once it scrolls into view: scroll down until the field is there. */
async function reveal(locator: Locator) {
  const page = locator.page()
  await page.mouse.move(400, 400)
  for (let step = 0; step < 80 && (await locator.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(150)
  }
  await locator.first().scrollIntoViewIfNeeded()
}

const rowHeader = (page: Page, rowId: string) => page.locator(`#${rowId} .array-field__row-header`).first()

/** The open/close button of a collapsible section, found by its label. */
const sectionToggle = (page: Page, label: string) =>
  page.locator('.collapsible__header-wrap', { hasText: new RegExp(`^${label}$`) }).first().locator('xpath=..').locator('.collapsible__toggle')

async function save(page: Page) {
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
}

test('array rows read as their content: menu items by label, holidays by date, team members by name', async ({ page }) => {
  await signIn(page, 'editor@swan-river-toyota.test')

  await openList(page, 'menus')
  await page.locator('table tbody tr').filter({ hasText: /header/i }).getByRole('link').first().click()
  await expect(page.locator('input[name="items.0.label"]')).toBeEditable({ timeout: 60_000 })
  const firstLabel = await page.locator('input[name="items.0.label"]').inputValue()
  expect(firstLabel).not.toBe('')
  await expect(rowHeader(page, 'items-row-0')).toContainText(firstLabel)
  await expect(rowHeader(page, 'items-row-0')).not.toContainText(/Menu item 0?1/)

  const location = await openLocation(page, 'midland-sales')
  await reveal(page.locator('#specialHours-row-1'))
  await expect(rowHeader(page, 'specialHours-row-0')).toContainText(/25 December 2026 · Closed/)
  await expect(rowHeader(page, 'specialHours-row-1')).toContainText(/26 December 2026 · \d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m/)
  await reveal(page.locator('#team-row-0'))
  await expect(rowHeader(page, 'team-row-0')).toContainText('Greg Thornton')

  // Holidays entered out of order are saved earliest first.
  const holidays = location.specialHours as { date: string; status: string; open?: string | null; close?: string | null; department?: string | null }[]
  const shuffled = [...holidays].reverse().map(({ date, status, open, close, department }) => ({ date, status, open, close, department }))
  const saved = await page.request.patch(api(`/locations/${location.id}`), { data: { specialHours: shuffled } })
  expect(saved.status(), await saved.text()).toBe(200)
  const dates = ((await saved.json()) as { doc: { specialHours: { date: string }[] } }).doc.specialHours.map((row) => row.date)
  expect(dates).toEqual([...dates].sort())
  expect(dates).toHaveLength(holidays.length)
})

test('a closed day hides its times; times are typed and shown as "8:30 am" and stored as before', async ({ page }) => {
  await signIn(page, 'editor@swan-river-toyota.test')
  const location = await openLocation(page, 'midland-parts')

  await reveal(page.locator('input[name="openingHours.monday.open"]'))
  await expect(page.locator('input[name="openingHours.monday.open"]')).toHaveValue('7:30 am')
  await expect(page.locator('input[name="openingHours.monday.close"]')).toHaveValue('5:00 pm')
  await reveal(page.locator('#field-openingHours__sunday__status'))
  await expect(page.locator('input[name="openingHours.sunday.open"]')).toHaveCount(0)
  await expect(page.locator('input[name="openingHours.sunday.close"]')).toHaveCount(0)

  await page.locator('#field-openingHours__sunday__status .rs__control').click()
  await page.locator('.rs__option', { hasText: /^Open$/ }).click()
  const opens = page.locator('input[name="openingHours.sunday.open"]')
  await expect(opens).toBeVisible()
  await opens.fill('9.30am')
  await page.locator('input[name="openingHours.sunday.close"]').fill('1 pm')
  await opens.click()
  await page.locator('input[name="openingHours.sunday.close"]').click()
  await expect(opens).toHaveValue('9:30 am')
  await save(page)

  const stored = (await (await page.request.get(api(`/locations/${location.id}?depth=0`))).json()) as { openingHours: Record<string, { status: string; open: string | null; close: string | null }> }
  expect(stored.openingHours.sunday).toMatchObject({ status: 'Open', open: '09:30', close: '13:00' })
  expect(stored.openingHours.monday).toMatchObject({ open: '07:30', close: '17:00' })

  await openDocument(page, 'locations', location.id)
  await reveal(page.locator('input[name="openingHours.sunday.open"]'))
  await expect(page.locator('input[name="openingHours.sunday.open"]')).toHaveValue('9:30 am')
  await expect(page.locator('input[name="openingHours.sunday.close"]')).toHaveValue('1:00 pm')

  // Closed again: the times go out of sight, and the site reads Sunday as closed.
  await page.locator('#field-openingHours__sunday__status .rs__control').click()
  await page.locator('.rs__option', { hasText: /^Closed$/ }).click()
  await expect(page.locator('input[name="openingHours.sunday.open"]')).toHaveCount(0)
  await save(page)
  const closed = (await (await page.request.get(api(`/locations/${location.id}?depth=0`))).json()) as { openingHours: Record<string, { status: string }> }
  expect(closed.openingHours.sunday?.status).toBe('Closed')
})

test('a setting whose platform default is on shows ticked while the site stores nothing, and saving keeps it so', async ({ page }) => {
  await signIn(page, 'admin@forecourt.test')
  const swan = await findOne(page, 'tenants', 'where[slug][equals]=swan-river-toyota')
  expect((swan.settings as Record<string, unknown>).optInTickedByDefault ?? null).toBeNull()
  await openDocument(page, 'tenants', swan.id)
  await reveal(page.locator('#field-settings__carCardButtons'))
  // A text field with several values has its path as a class, not an id.
  await reveal(page.locator('.field-settings__finance__providers'))
  await reveal(page.locator('#field-settings__printPdf'))
  await reveal(page.locator('#field-settings__gatedRoutes__checkout'))
  const optIn = page.locator('#field-settings__optInTickedByDefault')
  await reveal(optIn)
  await expect(optIn).toBeChecked()
  await expect(page.locator('#field-settings__gatedRoutes__checkout')).toBeChecked()
  await expect(page.locator('#field-settings__directionsInNewTab')).toBeChecked()
  // Stored on: ticked; platform default off and nothing stored: unticked.
  await expect(page.locator('#field-settings__printPdf')).toBeChecked()
  await expect(page.locator('#field-settings__makeAnOffer')).not.toBeChecked()

  // Car card buttons and finance providers read as words, not keys.
  const buttons = page.locator('#field-settings__carCardButtons .multi-value-label__text')
  await expect(buttons).toHaveText(['Explore Vehicle', 'Quick Enquiry', 'Reserve This Car'])
  await expect(page.locator('.field-settings__finance__providers .multi-value-label__text')).toHaveText(['Toyota Finance (toyota-finance)', 'Dealer Finance (generic)'])

  // Saved with another change only: the opt-in still follows the default.
  const name = page.locator('input[name="name"]')
  const siteName = await name.inputValue()
  await name.fill(`${siteName} `)
  await name.fill(siteName)
  await save(page)
  const after = await findOne(page, 'tenants', 'where[slug][equals]=swan-river-toyota')
  expect((after.settings as Record<string, unknown>).optInTickedByDefault ?? null).toBeNull()
  expect((after.settings as Record<string, unknown>).carCardButtons).toEqual(['explore-vehicle', 'quick-enquiry', 'reserve'])
  expect((after.settings as { finance: { providers: string[] } }).finance.providers).toEqual(['toyota-finance', 'generic'])

  // A site that turned it off shows it off.
  const coastal = await findOne(page, 'tenants', 'where[slug][equals]=coastal-motors')
  await openDocument(page, 'tenants', coastal.id)
  await reveal(page.locator('#field-settings__optInTickedByDefault'))
  await expect(page.locator('#field-settings__optInTickedByDefault')).not.toBeChecked()
})

test('car page content is titled by its site, and the navigation has no "Leads › Leads"', async ({ page }) => {
  await signIn(page, 'editor@swan-river-toyota.test')
  // One document per site: the editor's list opens their site's document, titled by the site.
  await page.goto(adminUrl('/collections/car-page-content'))
  await expect(page.locator('h1').first()).toHaveText('Swan River Toyota', { timeout: 60_000 })
  await expect(page.getByRole('banner').getByRole('navigation')).toContainText('Car page content')
  await expect(page.getByRole('banner').getByRole('navigation')).toContainText('Swan River Toyota')
  await expect(page.getByText(/ID: \d+/)).toHaveCount(0)

  const groups = await page.locator('.nav-group__toggle').allInnerTexts()
  const groupNames = groups.map((text) => text.trim())
  expect(groupNames).toContain('Customers')
  expect(groupNames).not.toContain('Leads')
  expect(groupNames).not.toContain('Shoppers')
  const customers = page.locator('.nav-group').filter({ has: page.locator('.nav-group__toggle', { hasText: 'Customers' }) })
  await expect(customers.getByRole('link', { name: 'Leads', exact: true })).toBeVisible()
  await expect(customers.getByRole('link', { name: 'Shoppers', exact: true })).toBeVisible()
})

test('a draft offer: scheduling starts on Publish in the site’s time zone, and Preview opens it on the offers page', async ({ page }) => {
  await signIn(page, 'editor@swan-river-toyota.test')
  const offer = await findOne(page, 'offers', `where[name][equals]=${encodeURIComponent('Draft: LandCruiser 300 launch event')}`)
  await openDocument(page, 'offers', offer.id)

  const preview = page.locator('#preview-button')
  await expect(preview).toHaveText('Preview')
  const [listPreview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview on offers page' }).click()])
  await listPreview.waitForLoadState()
  expect(listPreview.url()).toBe(siteUrl('swan-river-toyota', '/special-offers'))
  await expect(listPreview.getByText('Draft: LandCruiser 300 launch event').first()).toBeVisible()
  await expect(listPreview.getByText('RAV4 Hybrid GX from $44,990 drive away').first()).toBeVisible()
  await listPreview.close()

  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  await expect(page.locator(`#field-schedule-publish-${offer.id}-type-publish`)).toBeChecked()
  const zone = page.locator('.timezone-picker')
  await expect(zone).toContainText('Perth (WA)')
  await zone.locator('.rs__control').click()
  const options = await page.locator('.rs__option').allInnerTexts()
  for (const city of ['Perth', 'Adelaide', 'Darwin', 'Hobart', 'Sydney', 'Melbourne', 'Brisbane']) {
    expect(options.some((option) => option.includes(city)), `${city} among ${options.join(', ')}`).toBe(true)
  }
  expect(options).toHaveLength(7)
})

test('integration ids sit in a closed Integration section; ratings come from the location’s reviews', async ({ page }) => {
  await signIn(page, 'editor@swan-river-toyota.test')
  await openLocation(page, 'midland-sales')

  await reveal(page.locator('input[name="reviewsAverageRating"]'))
  await reveal(page.locator('.collapsible__header-wrap', { hasText: /^Integration$/ }))
  const externalId = page.locator('input[name="externalId"]')
  await expect(externalId).toBeHidden()
  await expect(page.locator('input[name="address.placeId"]')).toBeHidden()
  await sectionToggle(page, 'Integration').click()
  await expect(externalId).toBeVisible()
  await expect(externalId).toHaveValue('1011')

  // Six reviews: 5, 5, 4, 5, 2, 5. The figures typed on the location (4.7 from 812) give way.
  const average = page.locator('input[name="reviewsAverageRating"]')
  await expect(average).toHaveValue('4.3')
  await expect(average).not.toBeEditable()
  await expect(page.locator('input[name="reviewsCount"]')).toHaveValue('6')
  await expect(page.locator('input[name="averageRating"]')).toHaveCount(0)

  const shopper = await page.context().newPage()
  await shopper.goto(siteUrl('swan-river-toyota', '/locations/midland-sales'))
  await expect(shopper.getByRole('img', { name: '4.3 out of 5 stars' }).first()).toBeVisible()
  await expect(shopper.getByText('(6 reviews)').first()).toBeVisible()

  const dealership = await findOne(page, 'dealerships', 'where[externalId][equals]=101')
  await openDocument(page, 'dealerships', dealership.id)
  await reveal(page.locator('.collapsible__header-wrap', { hasText: /^Integration$/ }))
  await expect(page.locator('input[name="externalId"]')).toBeHidden()
  await sectionToggle(page, 'Integration').click()
  await expect(page.locator('input[name="externalId"]')).toHaveValue('101')
})
