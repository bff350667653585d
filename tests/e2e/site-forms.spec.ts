import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`

const shopper = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678' }

type StoredLead = { form: string; tenant: { slug: string } | number; lead: Record<string, unknown>; consent?: { termsAgreed?: boolean } }
type DataLayerEntry = { event: string; eventId: number | null }

/**
 * Every dataLayer push of the tab, kept in sessionStorage: a sent lead pushes
 * its conversion event and leaves for /success straight away, so the event
 * must outlive the page that pushed it.
 */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e:dataLayer'
    const layer: unknown[] = []
    layer.push = (...events: unknown[]) => {
      sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]), ...events]))
      return Array.prototype.push.apply(layer, events)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  })
}

async function recordedEvents(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:dataLayer') ?? '[]') as DataLayerEntry[])
}

// Labels by their start: the opt-in's words mention email and phone too, and a required field's label ends in ' *'.
async function fillShopper(form: Locator, message: string) {
  await form.getByLabel(/^Name/).fill(shopper.name)
  await form.getByLabel(/^Email/).fill(shopper.email)
  await form.getByLabel(/^Phone/).fill(shopper.phone)
  await form.getByLabel(/^Message/).fill(message)
  await form.getByLabel(/^I agree to the terms of use/).check()
}

/**
 * Keeps each answer of POST /api/leads in sessionStorage: the browser drops a
 * response's body once the page navigates to /success, and only the browser
 * resolves *.localhost, so the test reads the answer where it landed.
 */
async function recordLeadAnswers(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e:leadAnswers'
    const send = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const response = await send(input, init)
      if (String(input instanceof Request ? input.url : input).endsWith('/api/leads')) {
        const body: unknown = await response.clone().json()
        sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]), { status: response.status, body }]))
      }
      return response
    }
  })
}

/** Submits the form and answers the lead_id POST /api/leads gave, once the browser is on /success. */
async function sendAndLand(page: Page, button: string): Promise<string> {
  await page.getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(/\/success$/)
  const answers = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:leadAnswers') ?? '[]') as { status: number; body: { lead_id?: string | number } }[])
  expect(answers).toEqual([{ status: 201, body: { lead_id: expect.anything() } }])
  return String(answers[0]!.body.lead_id)
}

/** The stored lead, read back through the admin's REST API as the platform admin: its form, site and fields. */
/** A document as the platform admin reads it over REST. */
async function adminRead<T>(request: APIRequestContext, path: string): Promise<T> {
  const login = await request.post(`http://localhost:${port}/api/users/login`, { data: { email: 'admin@forecourt.test', password } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(`http://localhost:${port}${path}`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}

const storedLead = (request: APIRequestContext, leadId: string) => adminRead<StoredLead>(request, `/api/customer-leads/${leadId}?depth=1`)

const storedOffer = (request: APIRequestContext, offerId: string) => adminRead<{ manufacturer: string; model: { name: string } }>(request, `/api/offers/${offerId}?depth=1`)

const siteOf = (lead: StoredLead) => (typeof lead.tenant === 'object' ? lead.tenant.slug : lead.tenant)

/** A listed used car of the demo site, found through the public search API as a shopper's browser would. */
async function usedCar(page: Page, site: string): Promise<{ id: string; make: string; model: string; tag: string | null }> {
  await page.goto(siteUrl(site, '/'))
  const body = await page.evaluate(async () => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { facetFilters: ['car_type:used'], hitsPerPage: 1 } }] }) })
    return response.json()
  })
  const hit = body.results[0].hits[0] as { id?: string | number; objectID?: string; make: string; model: string; tag?: string | null } | undefined
  if (!hit) throw new Error(`${site} has no listed used car`)
  return { id: String(hit.id ?? hit.objectID), make: hit.make, model: hit.model, tag: hit.tag ?? null }
}

test('a /finance link fills in the finance enquiry on the server, before and without JavaScript, and the lead keeps the car, its event and the way back to it', async ({ page, browser, request }) => {
  await recordDataLayer(page)
  await recordLeadAnswers(page)
  const car = await usedCar(page, 'swan-river-toyota')
  const link = siteUrl('swan-river-toyota', `/finance?preferredDealership=swan-river-toyota-cannington&vehiclePriceBudget=35000&car_id=${car.id}&car_type=used#finance-form`)

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto(link)
  await expect(plain.getByLabel(/^Preferred dealership/)).toHaveValue('swan-river-toyota-cannington')
  await expect(plain.getByLabel('Vehicle price budget')).toHaveValue('35000')
  await expect(plain.locator('.finance-car')).toContainText(`${car.make} ${car.model}`)
  await noScript.close()

  await page.goto(link)
  await expect(page.locator('#finance-form')).toBeInViewport()
  await expect(page.getByLabel(/^Preferred dealership/)).toHaveValue('swan-river-toyota-cannington')
  await expect(page.getByLabel('Vehicle price budget')).toHaveValue('35000')
  // One place to choose: the dealership, so no location besides.
  await expect(page.getByRole('combobox', { name: /^Location/ })).toHaveCount(0)
  await fillShopper(page.getByRole('form', { name: 'Finance enquiry' }), 'What would the repayments be over five years?')
  const leadId = await sendAndLand(page, 'Send finance enquiry')

  const lead = await storedLead(request, leadId)
  expect(lead.form).toBe('finance-enquiry')
  expect(siteOf(lead)).toBe('swan-river-toyota')
  expect(lead.lead).toMatchObject({ car_id: car.id, car_type: 'used', vehicle_price_budget: 35000, dealership_slug: 'swan-river-toyota-cannington', 'Vehicle Make': car.make })
  // The car's own enquiry event (15 used, 17 Test Drive Only), not the general one, and /success links back to the car.
  const expected = car.tag?.toLowerCase() === 'test drive only' ? { event: 'testDrive', eventId: 17 } : { event: 'usedEnquiry', eventId: 15 }
  expect((await recordedEvents(page)).filter((event) => event.eventId !== null)).toEqual([expect.objectContaining(expected)])
  await expect(page.getByRole('link', { name: new RegExp(`^Back to the .*${car.make} ${car.model}`) })).toBeVisible()
})

test('a link with values the form would refuse fills in only the ones it accepts', async ({ page }) => {
  await page.goto(siteUrl('swan-river-toyota', '/finance?preferredDealership=someone-else&vehiclePriceBudget=lots&car_id=not%20an%20id'))
  await expect(page.getByLabel(/^Preferred dealership/)).toHaveValue('')
  await expect(page.getByLabel('Vehicle price budget')).toHaveValue('')
  await expect(page.locator('.finance-car')).toHaveCount(0)
})

test('/finance-enquiry and /apply-for-finance show the same prefilled finance form', async ({ page }) => {
  for (const [path, heading] of [
    ['/finance-enquiry', 'Finance Enquiry'],
    ['/apply-for-finance', 'Apply for Finance'],
  ] as const) {
    await page.goto(siteUrl('swan-river-toyota', `${path}?vehiclePriceBudget=42000`))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByLabel('Vehicle price budget')).toHaveValue('42000')
  }
})

test('a general enquiry starts on General Enquiry, lists errors, then goes to /success with the general enquiry event (22) and lands for its site', async ({ page, request }) => {
  await recordDataLayer(page)
  await recordLeadAnswers(page)
  await page.goto(siteUrl('coastal-motors', '/contact'))
  const form = page.getByRole('form', { name: 'Send us an enquiry' })
  await expect(form.getByLabel(/^Enquiry type/)).toHaveValue('General Enquiry')

  await form.getByRole('button', { name: 'Send enquiry' }).click()
  const summary = form.getByRole('alert')
  await expect(summary).toContainText('Please fix the following errors:')
  await expect(summary).toContainText('*You must agree to the terms of use before submitting.')

  await form.getByLabel(/^Enquiry type/).selectOption('Used Vehicles')
  await form.getByLabel(/^Location/).selectOption({ label: 'Coastal Motors Gosford' })
  await fillShopper(form, 'Do you take trade-ins on weekends?')
  const leadId = await sendAndLand(page, 'Send enquiry')

  expect((await recordedEvents(page)).filter((event) => event.eventId !== null)).toEqual([expect.objectContaining({ event: 'generalEnquiry', eventId: 22 })])
  const lead = await storedLead(request, leadId)
  expect(lead.form).toBe('general-enquiry')
  expect(siteOf(lead)).toBe('coastal-motors')
  expect(lead.lead).toMatchObject({ category: 'Used Vehicles', subcategory: 'General Enquiry', email: shopper.email, terms_agreed: true })
})

test("a location's contact form starts on that location and its lead lands for its site", async ({ page, request }) => {
  await recordLeadAnswers(page)
  await page.goto(siteUrl('swan-river-toyota', '/contact-us/swan-river-toyota-cannington'))
  const form = page.getByRole('form', { name: 'Contact Swan River Toyota Cannington' })
  const location = form.getByLabel(/^Location/)
  await expect(location).toHaveValue(/.+/)
  await expect(location.locator('option:checked')).toHaveText('Swan River Toyota Cannington - Sales')
  // The place's own dealership goes with the lead: there is nothing to choose.
  await expect(form.getByLabel(/^Preferred dealership/)).toHaveCount(0)
  await fillShopper(form, 'Is the service desk open on Saturday?')
  const leadId = await sendAndLand(page, 'Send enquiry')

  const lead = await storedLead(request, leadId)
  expect(lead.form).toBe('contact')
  expect(siteOf(lead)).toBe('swan-river-toyota')
  expect(lead.lead).toMatchObject({ dealership_slug: 'swan-river-toyota-cannington', subcategory: 'Contact Us' })
})

test('a location page carries the contact form of that location', async ({ page }) => {
  await page.goto(siteUrl('coastal-motors', '/locations/granville'))
  const form = page.getByRole('form', { name: 'Contact Coastal Motors Granville' })
  await expect(form.getByLabel(/^Location/).locator('option:checked')).toHaveText('Coastal Motors Granville')
})

test("an offer's page sends an offer enquiry naming the offer", async ({ page, request }) => {
  await recordLeadAnswers(page)
  await page.goto(siteUrl('swan-river-toyota', '/special-offers'))
  await page.locator('.offer-card', { hasText: 'RAV4 Hybrid' }).getByRole('link', { name: 'Enquire' }).click()
  await expect(page).toHaveURL(/\/offers\//)
  const offerName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const form = page.getByRole('form', { name: 'Enquire about this offer' })
  await form.getByLabel(/^Location/).selectOption({ label: 'Swan River Toyota Cannington - Sales' })
  // The location says which dealership: the form asks for one place only.
  await expect(form.getByLabel(/^Preferred dealership/)).toHaveCount(0)
  await fillShopper(form, 'Does this apply to the white one?')
  const leadId = await sendAndLand(page, 'Send enquiry')

  const lead = await storedLead(request, leadId)
  expect(lead.form).toBe('offer-enquiry')
  expect(siteOf(lead)).toBe('swan-river-toyota')
  expect(lead.lead.subcategory).toBe(offerName)
  expect(lead.lead.page_id).toMatch(/^\d+$/)
  // The offer's make and model (the site's RAV4) ride as the lead's vehicle, as the dealer's CRM reads them.
  const offer = await storedOffer(request, String(lead.lead.page_id))
  expect(offer.model.name).toBe('RAV4')
  expect(lead.lead).toMatchObject({ 'Vehicle Make': 'Toyota', 'Vehicle Model': 'RAV4', dealership_slug: 'swan-river-toyota-cannington' })
})

test('a careers enquiry goes to /success with the careers event (51) and lands for its site', async ({ page, request }) => {
  await recordDataLayer(page)
  await recordLeadAnswers(page)
  await page.goto(siteUrl('sunshine-caravans', '/careers'))
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Sunshine Caravans & Motorcycles' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Careers enquiry' })
  await form.getByLabel(/^Location/).selectOption({ label: 'Sunshine Caravans Caloundra' })
  await fillShopper(form, 'I am a qualified RV technician looking for work on the Sunshine Coast.')
  const leadId = await sendAndLand(page, 'Send careers enquiry')

  expect((await recordedEvents(page)).filter((event) => event.eventId !== null)).toEqual([expect.objectContaining({ event: 'careersEnquiry', eventId: 51 })])
  const lead = await storedLead(request, leadId)
  expect(lead.form).toBe('careers-enquiry')
  expect(siteOf(lead)).toBe('sunshine-caravans')
})
