import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (site: string, path: string) => `http://${site}.localhost:${port}${path}`

type Hit = { objectID: string; slug: string; car_type: string; tag: string | null; price: number | null }

/** Listed cars of a demo site, found through the public search API as a shopper's browser would. */
async function carsWhere(page: Page, site: string, params: Record<string, unknown>): Promise<Hit[]> {
  await page.goto(siteUrl(site, '/contact'))
  const body = await page.evaluate(async (search) => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: search }] }) })
    return response.json()
  }, params)
  const hits = (body.results[0].hits as Hit[]).filter((hit) => (hit.tag ?? '').toLowerCase() !== 'test drive only')
  if (hits.length === 0) throw new Error(`${site}'s demo stock has no listed car with ${JSON.stringify(params)}`)
  return hits
}

const DATA_LAYER_LOG = 'e2e:dataLayer'

/**
 * Keeps every dataLayer push in sessionStorage as well: the lead form pushes
 * its conversion event and at once leaves for /success, where the page's own
 * dataLayer starts anew but the tab's sessionStorage remains.
 */
async function recordDataLayer(page: Page) {
  await page.addInitScript((key) => {
    const log: unknown[] = JSON.parse(sessionStorage.getItem(key) ?? '[]')
    const layer: unknown[] = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []
    layer.push = function push(...events: unknown[]) {
      log.push(...events)
      sessionStorage.setItem(key, JSON.stringify(log))
      return Array.prototype.push.apply(this, events)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  }, DATA_LAYER_LOG)
}

async function recordedEvents(page: Page): Promise<{ event: string; eventId: number | null; vehicleMake?: string }[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), DATA_LAYER_LOG)
}

type StoredLead = { form: string; car_id: string | null; email: string; lead: Record<string, unknown>; consent_terms_agreed: boolean; idempotency_key: string | null }

/** The leads the server stored for an email address, read from its database. */
async function storedLeads(email: string): Promise<StoredLead[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    const result = await client.query<StoredLead>('select form, car_id, email, lead, consent_terms_agreed, idempotency_key from customer_leads where email = $1', [email])
    return result.rows
  } finally {
    await client.end()
  }
}

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}@example.com`

async function fillContactDetails(scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByRole('textbox', { name: 'Name' }).fill('Jo Citizen')
  await scope.getByRole('textbox', { name: 'Email' }).fill(email)
  await scope.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
}

const termsBox = (scope: ReturnType<Page['locator']>) => scope.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ })

test('the multi-step enquiry goes step by step to /success, pushes the new-car enquiry event (14) and stores the lead', async ({ page }) => {
  await recordDataLayer(page)
  const [car] = await carsWhere(page, 'swan-river-toyota', { facetFilters: ['car_type:new', 'status:in_stock'], hitsPerPage: 5 })
  await page.goto(siteUrl('swan-river-toyota', `/cars/${car!.slug}`))
  const title = await page.getByRole('heading', { level: 1 }).innerText()
  await page.getByRole('navigation', { name: 'This car' }).getByRole('button', { name: 'Enquire' }).click()
  const dialog = page.getByRole('dialog', { name: 'Submit an enquiry' })
  await expect(dialog).toBeVisible()

  await expect(dialog.getByRole('heading', { name: 'Your enquiry' })).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Is it available in white?')
  await dialog.getByRole('checkbox', { name: "I'm interested in finance." }).check()
  await dialog.getByRole('button', { name: 'Next' }).click()

  // The last step checks its own fields: several errors are listed under the spec's heading.
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Submit enquiry' }).click()
  const errors = dialog.getByRole('alert')
  await expect(errors).toContainText('Please fix the following errors:')
  await expect(errors.getByRole('listitem')).toHaveCount(4)
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')

  const email = uniqueEmail('enquiry')
  await fillContactDetails(dialog, email)
  await termsBox(dialog).check()
  await dialog.getByRole('button', { name: 'Submit enquiry' }).click()

  await expect(page).toHaveURL(siteUrl('swan-river-toyota', '/success'))
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  await expect(page.getByTestId('lead-success-summary')).toHaveText(`You sent “Submit an enquiry” about the ${title}.`)
  await expect(page.getByRole('link', { name: `Back to the ${title}` })).toHaveAttribute('href', `/cars/${car!.slug}`)
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

  const conversions = (await recordedEvents(page)).filter((event) => event.eventId === 14 || event.eventId === 15 || event.eventId === 17)
  expect(conversions).toEqual([expect.objectContaining({ eventId: 14, vehicleStatus: 'new' })])

  const [stored, ...more] = await storedLeads(email)
  expect(more).toEqual([])
  expect(stored).toMatchObject({ form: 'enquiry', car_id: car!.objectID, consent_terms_agreed: true, idempotency_key: expect.any(String) })
  expect(stored!.lead).toMatchObject({ message: 'Is it available in white?', opt_in_finance: true, opt_in_trade: false, subcategory: 'Submit an enquiry', car_type: 'new' })
})

test('Book a Test Drive: a time in the past is refused, a future one is sent with the used test drive event (48)', async ({ page }) => {
  await recordDataLayer(page)
  const [car] = await carsWhere(page, 'coastal-motors', { facetFilters: ['car_type:used', 'status:in_stock'], hitsPerPage: 5 })
  await page.goto(siteUrl('coastal-motors', `/cars/${car!.slug}`))
  const title = await page.getByRole('heading', { level: 1 }).innerText()
  await page.getByRole('navigation', { name: 'This car' }).getByRole('button', { name: 'Book a Test Drive' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' })
  const email = uniqueEmail('test-drive')
  await fillContactDetails(dialog, email)
  await termsBox(dialog).check()
  const when = dialog.getByLabel('Preferred date and time (optional)')
  await when.fill('2020-01-06T10:00')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a date and time in the future for your test drive.')
  expect(await storedLeads(email)).toEqual([])

  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T10:30`
  await when.fill(local)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(siteUrl('coastal-motors', '/success'))
  await expect(page.getByTestId('lead-success-summary')).toHaveText(`You sent “Book a Test Drive” about the ${title}.`)
  expect((await recordedEvents(page)).filter((event) => event.eventId === 48 || event.eventId === 17)).toEqual([expect.objectContaining({ eventId: 48 })])

  const [stored] = await storedLeads(email)
  expect(stored).toMatchObject({ form: 'test-drive', car_id: car!.objectID })
  expect(Date.parse(String(stored!.lead.preferred_date_time))).toBeGreaterThan(Date.now())
})

test('Make An Offer: the offer is required, with the asking price in its placeholder, and is sent without message or opt-in', async ({ page }) => {
  await recordDataLayer(page)
  const [car] = await carsWhere(page, 'coastal-motors', { facetFilters: ['car_type:used', 'status:in_stock'], numericFilters: ['price>1000'], hitsPerPage: 5 })
  await page.goto(siteUrl('coastal-motors', `/cars/${car!.slug}`))
  await page.getByRole('navigation', { name: 'This car' }).getByRole('button', { name: 'Make An Offer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Make An Offer' })
  const offer = dialog.getByRole('textbox', { name: 'Your offer' })
  await expect(offer).toHaveAttribute('placeholder', `Your offer i.e. $${new Intl.NumberFormat('en-AU').format(car!.price!)}`)
  await expect(dialog.getByRole('textbox', { name: /Message/ })).toHaveCount(0)
  await expect(dialog.getByRole('checkbox', { name: /Keep me up to date/ })).toHaveCount(0)

  const email = uniqueEmail('offer')
  await fillContactDetails(dialog, email)
  await termsBox(dialog).check()
  await dialog.getByRole('button', { name: 'Send my offer' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your offer in dollars, e.g. 25000.')
  await offer.fill('$25,000')
  await dialog.getByRole('button', { name: 'Send my offer' }).click()

  await expect(page).toHaveURL(siteUrl('coastal-motors', '/success'))
  expect((await recordedEvents(page)).filter((event) => event.eventId === 15)).toHaveLength(1)
  const [stored] = await storedLeads(email)
  expect(stored).toMatchObject({ form: 'make-an-offer', car_id: car!.objectID })
  expect(stored!.lead.offer_from_client).toBe(25000)
  expect(stored!.lead).not.toHaveProperty('message')
  expect(stored!.lead).not.toHaveProperty('opt_in')
})

test('the consent error: without the terms box ticked the enquiry is not sent', async ({ page }) => {
  const [car] = await carsWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock'], hitsPerPage: 5 })
  await page.goto(siteUrl('swan-river-toyota', `/cars/${car!.slug}#enquire`))
  const section = page.locator('#enquire')
  const email = uniqueEmail('consent')
  await fillContactDetails(section, email)
  await section.getByRole('textbox', { name: 'Message' }).fill('Can I see it on Saturday?')
  await section.getByRole('button', { name: 'Send' }).click()

  await expect(section.getByRole('alert')).toHaveText('*You must agree to the terms of use before submitting.')
  await expect(termsBox(section)).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(new RegExp(`/cars/${car!.slug}#enquire$`))
  expect(await storedLeads(email)).toEqual([])

  // Ticking the box is all it takes.
  await termsBox(section).check()
  await expect(section.getByRole('alert')).toHaveCount(0)
  await section.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(siteUrl('swan-river-toyota', '/success'))
  expect(await storedLeads(email)).toEqual([expect.objectContaining({ form: 'quick-enquiry', car_id: car!.objectID })])
})

test('on a phone the sticky footer’s Enquire opens the Enquiry dialog, and Escape closes it keeping what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const [car] = await carsWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock'], hitsPerPage: 5 })
  await page.goto(siteUrl('swan-river-toyota', `/cars/${car!.slug}`))
  await page.getByTestId('sticky-action-bar').getByRole('link', { name: 'Enquire' }).click()
  const dialog = page.getByRole('dialog', { name: 'Submit an enquiry' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(siteUrl('swan-river-toyota', `/cars/${car!.slug}`))
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Still there?')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('navigation', { name: 'This car' }).getByRole('button', { name: 'Enquire' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('Still there?')
})

test('Request Photos from a card’s link sends the hidden line', async ({ page }) => {
  const [car] = await carsWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock'], hitsPerPage: 5 })
  await page.goto(siteUrl('swan-river-toyota', `/cars/${car!.slug}?enquiry=request-photos#enquire`))
  const section = page.locator('#enquire')
  await expect(section.getByRole('heading', { name: 'Request Photos' })).toBeVisible()
  const email = uniqueEmail('photos')
  await fillContactDetails(section, email)
  await expect(section.getByRole('textbox', { name: /Message/ })).toHaveCount(0)
  await termsBox(section).check()
  await section.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(siteUrl('swan-river-toyota', '/success'))
  const [stored] = await storedLeads(email)
  expect(stored).toMatchObject({ form: 'request-photos', car_id: car!.objectID })
  expect(stored!.lead).toMatchObject({ message: 'Please send photos for this car', subcategory: 'Request Photos' })
})

test('an open form dialog showing its errors has no WCAG 2.2 AA violations', async ({ page }) => {
  const [car] = await carsWhere(page, 'coastal-motors', { facetFilters: ['status:in_stock'], hitsPerPage: 5 })
  await page.goto(siteUrl('coastal-motors', `/cars/${car!.slug}`))
  await page.getByRole('navigation', { name: 'This car' }).getByRole('button', { name: 'Make An Offer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Make An Offer' })
  await dialog.getByRole('button', { name: 'Send my offer' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Please fix the following errors:')
  // The first field with an error takes focus, so a keyboard user starts there.
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused()
  const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations).toEqual([])
})
