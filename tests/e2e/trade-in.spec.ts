import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { INVALID_POSTCODE_MESSAGE } from '../../src/domain/australianAddress'
import { LEAD_MESSAGES } from '../../src/domain/leads/formWording'
import { POSTCODE_NOT_FOUND_MESSAGE } from '../../src/domain/tradeIn/postcodeLookup'

const port = process.env.E2E_PORT ?? '3200'
const SITE = 'swan-river-toyota'
const siteUrl = (path: string) => `http://${SITE}.localhost:${port}${path}`
const platform = (path: string) => `http://localhost:${port}${path}`

type Hit = { make: string; model: string; year?: number; km?: number; price?: number }

/** A make, model and year the demo stock holds at least 3 recent used cars of, so the local estimator can value it. */
async function valuedModel(page: Page): Promise<{ make: string; model: string; year: number }> {
  await page.goto(siteUrl('/'))
  const hits = await page.evaluate(async () => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { facetFilters: ['car_type:used'], hitsPerPage: 500 } }] }) })
    return (await response.json()).results[0].hits as Hit[]
  })
  const counts = new Map<string, number>()
  const recent = new Date().getFullYear() - 5
  for (const hit of hits) {
    if (typeof hit.year !== 'number' || hit.year < recent || typeof hit.km !== 'number' || typeof hit.price !== 'number' || hit.price < 1000) continue
    const key = JSON.stringify([hit.make, hit.model, hit.year])
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0]
  if (!best || best[1] < 3) throw new Error('The demo stock has no model with 3 recent used cars to value against')
  const [make, model, year] = JSON.parse(best[0]) as [string, string, number]
  return { make, model, year }
}

/** The stored lead, read through the admin API as agency staff would. */
async function storedLead(request: APIRequestContext, leadId: string): Promise<{ form: string; email: string; lead: Record<string, unknown> }> {
  const login = await request.post(platform('/api/users/login'), { data: { email: 'admin@forecourt.test', password: process.env.DEMO_PASSWORD ?? 'test-password-123' } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const lead = await request.get(platform(`/api/customer-leads/${leadId}?depth=0`), { headers: { Authorization: `JWT ${token}` } })
  expect(lead.ok(), await lead.text()).toBe(true)
  return lead.json()
}

test('the trade-in: car, condition, details with the postcode errors and the nearest location, valuation, offer accepted with its event, lead stored', async ({ page, request }) => {
  const car = await valuedModel(page)
  // The offer's event fires as the page leaves for /success: keep the dataLayer across the navigation.
  await page.addInitScript(() => {
    const kept = JSON.parse(sessionStorage.getItem('e2e-dataLayer') ?? '[]') as unknown[]
    const layer: unknown[] = []
    layer.push = (...events: unknown[]) => {
      sessionStorage.setItem('e2e-dataLayer', JSON.stringify([...kept, ...events]))
      kept.push(...events)
      return Array.prototype.push.apply(layer, events)
    }
    ;(window as unknown as { dataLayer: unknown[]; keptDataLayer: unknown[] }).dataLayer = layer
    ;(window as unknown as { keptDataLayer: unknown[] }).keptDataLayer = kept
  })
  await page.goto(siteUrl('/trade-in'))
  const form = page.locator('form[aria-labelledby="trade-in-step-title"]')
  await expect(page.getByRole('heading', { level: 1, name: 'Trade-In Valuation' })).toBeVisible()
  const faq = page.locator('.trade-in-faq details').first()
  await faq.locator('summary').click()
  await expect(faq.locator('p')).toContainText('not given for cars over 7 years old or with more than 100,000 km')

  // Step 1: the car. Nothing filled in: the plate's messages.
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText(LEAD_MESSAGES.regoRequired)
  await form.getByLabel('Registration (number plate)').fill('trd 123')
  await form.getByLabel('State of registration').selectOption('WA')
  await form.getByLabel('Make').fill(car.make)
  await form.getByLabel('Model').fill(car.model)
  await form.getByLabel('Year built').fill(String(car.year))
  await form.getByLabel('Kilometres (odometer)').fill('20,000')
  await form.getByRole('button', { name: 'Next' }).click()

  // Step 2: the condition.
  await expect(page.getByRole('heading', { name: 'Its condition' })).toBeVisible()
  await expect(form.getByLabel('Registration (number plate)')).toBeHidden()
  await form.getByLabel('Body damage').selectOption('minor')
  await form.getByRole('button', { name: 'Next' }).click()

  // Step 3: the shopper's details and the postcode.
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  await expect(form.getByLabel('Body damage')).toBeHidden()
  await form.getByLabel('First name').fill('Jo')
  await form.getByLabel('Last name').fill('Trader')
  await form.getByRole('textbox', { name: 'Email' }).fill('jo.trader@example.com.au')
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  const postcode = form.getByLabel('Postcode')
  await expect(postcode).toHaveAttribute('maxlength', '4')
  await postcode.pressSequentially('60a')
  await postcode.blur()
  await expect(page.getByText(INVALID_POSTCODE_MESSAGE).first()).toBeVisible()
  await postcode.fill('')
  await postcode.pressSequentially('00001')
  await expect(postcode).toHaveValue('0000')
  await expect(page.getByText(POSTCODE_NOT_FOUND_MESSAGE, { exact: true }).first()).toBeVisible()
  await postcode.fill('')
  await postcode.pressSequentially('6107')
  await expect(page.getByText(/Nearest location: .*Cannington/)).toBeVisible()
  await expect(page.getByText(POSTCODE_NOT_FOUND_MESSAGE, { exact: true })).toHaveCount(0)
  await expect(form.getByRole('combobox', { name: 'Nearest location' }).locator('option:checked')).toContainText('Cannington')
  const dealership = form.getByLabel('Preferred dealership')
  if (await dealership.count()) await dealership.selectOption({ index: 1 })
  await form.getByLabel('Is there finance owing on this car?').selectOption('No')
  await form.getByRole('checkbox', { name: /^I agree to the terms of use/ }).check()
  await form.getByRole('button', { name: 'Get my valuation' }).click()

  // Step 4: the valuation and the offer.
  await expect(page.getByRole('heading', { name: 'Your valuation' })).toBeVisible()
  await expect(page.getByText(/Estimated trade-in value: \$[\d,]+ to \$[\d,]+/)).toBeVisible()
  await expect(page.getByText('Body damage: Minor dents or scratches', { exact: false })).toBeVisible()
  const offer = (await page.locator('.trade-in-offer strong').textContent()) ?? ''
  expect(offer).toMatch(/^\$[\d,]+$/)
  await form.getByRole('button', { name: 'Accept offer' }).click()
  await expect(page).toHaveURL(/\/success$/)

  const events = await page.evaluate(() => (window as unknown as { keptDataLayer: { event: string; eventId: number }[] }).keptDataLayer)
  expect(events.filter((event) => event.eventId === 18)).toEqual([expect.objectContaining({ event: 'offerAccepted', eventId: 18 })])
  const success = await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:lead-success') ?? 'null') as { leadId: string; form: string })
  expect(success.form).toBe('trade-in')

  const stored = await storedLead(request, success.leadId)
  expect(stored).toMatchObject({ form: 'trade-in', email: 'jo.trader@example.com.au' })
  expect(stored.lead).toMatchObject({ rego: 'TRD 123', regoState: 'WA', kms: 20_000, postcode: '6107', finance: 'No', offer_accepted: true, form_completed: true, offer_price: Number(offer.replace(/[$,]/g, '')) })
})

test('an eligible car’s page links to its trade-in valuation; other ids find no page', async ({ page }) => {
  await page.goto(siteUrl('/'))
  const car = await page.evaluate(async () => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { facetFilters: ['status:in_stock'], hitsPerPage: 50 } }] }) })
    return ((await response.json()).results[0].hits as { objectID: string; slug: string; price?: number; reserved?: boolean; sold?: boolean }[]).find((hit) => (hit.price ?? 0) > 200 && !hit.reserved && !hit.sold)
  })
  if (!car) throw new Error('The demo stock has no in-stock car priced above $200')
  await page.goto(siteUrl(`/cars/${car.slug}`))
  await page.getByRole('link', { name: 'Trade-In Valuation' }).click()
  await expect(page).toHaveURL(siteUrl(`/cars/trade-in?car_id=${encodeURIComponent(car.objectID)}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Trade-In Valuation' })).toBeVisible()
  await expect(page.getByText(/Value your car as a trade-in towards the/)).toBeVisible()
  const missing = await page.goto(siteUrl('/cars/trade-in?car_id=no-such-car'))
  expect(missing?.status()).toBe(404)
  const sell = await page.goto(siteUrl('/sell-my-car'))
  expect(sell?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Sell My Car' })).toBeVisible()
})
