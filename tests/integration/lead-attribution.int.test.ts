import { readFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { leadAttribution } from '../../src/domain/leads/attribution'
import { leadFormDefaults } from '../../src/domain/leads/leadDefaults'
import { leadFormContext } from '../../src/domain/leads/formContext'
import { recordVisit, type VisitRecord } from '../../src/domain/leads/visitTrail'
import { DEFAULT_SITE_SETTINGS } from '../../src/domain/site-settings'
import { prepareDelivery } from '../../src/leads/delivery/prepareDelivery'
import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { solvedAltcha } from '../support/altcha'
import { api, logIn, request } from '../support/http'
import { EDITOR_EMAIL, root, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const SITE = 'coastal-motors'
const HOST = `${SITE}.localhost`
const CAR_ID = 'attribution-test-1'
/** An address of its own, so other files' leads do not count against this one's allowance. */
const SHOPPER_ADDRESS = '127.0.0.61'

let payload: Payload
let pool: Pool
let siteId: number
const createdLeads: number[] = []

const shopper = { name: 'Nora Newsletter', email: 'nora@example.com.au', phone: '0412 345 678', terms_agreed: true }

function post(body: unknown) {
  return request(port, '/api/leads', { host: HOST, method: 'POST', localAddress: SHOPPER_ADDRESS, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

/** The visit as the browser records it (VisitRecorder): lands from the newsletter with a click id, then two more pages. */
function newsletterVisit(carSlug: string): VisitRecord {
  const pages = [
    { path: '/', search: '?utm_source=newsletter&utm_medium=email&gclid=abc&email=nora@example.com.au', referrer: 'https://mail.example.com/', host: HOST },
    { path: '/search', search: '?q=ute', referrer: `http://${HOST}/`, host: HOST },
    { path: `/cars/${carSlug}`, search: '', referrer: `http://${HOST}/search`, host: HOST },
  ]
  return pages.reduce<VisitRecord | null>((visit, page) => recordVisit(visit, page), null)!
}

beforeAll(async () => {
  payload = await getPayload({ config })
  pool = (payload.db as unknown as { pool: Pool }).pool
  siteId = (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [SITE])).rows[0]!.id
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${SITE}.json`), 'utf8')))
  const [car] = [...generateCars(stockProfileFromSeed(seed)!, { count: 1, now: new Date() })]
  const record = { ...car!, id: CAR_ID, slug: 'attribution-test-car', stocknum: 'ATTR01', status: 'in_stock', show_on_dealer_website: true, make: 'Toyota', model: 'HiLux', car_type: 'used', manufacturer_slug: 'toyota' }
  const report = await importStock({ pool, siteId, records: [{ row: 1, value: record }], mode: 'delta' })
  if (report.rejected.length > 0) throw new Error(`The test car was refused: ${JSON.stringify(report.rejected)}`)
}, 120_000)

afterAll(async () => {
  await pool.query(`DELETE FROM payload_jobs WHERE input->>'leadId' = ANY($1::text[])`, [createdLeads.map(String)])
  await pool.query('DELETE FROM lead_outbox WHERE lead_id = ANY($1::int[])', [createdLeads])
  await pool.query('DELETE FROM customer_leads WHERE id = ANY($1::int[])', [createdLeads])
  await pool.query('DELETE FROM stock_vehicles WHERE site_id = $1 AND id = $2', [siteId, CAR_ID])
  await payload.destroy()
})

describe('lead attribution: from a landing URL with utm_source to the stored lead, its CSV row and its ADF', () => {
  let leadId: number

  it('an enquiry sent as the car page’s form sends it is stored with its source, category, page, manufacturer, campaign and pages', async () => {
    const context = leadFormContext(DEFAULT_SITE_SETTINGS, { now: new Date() })
    const defaults = leadFormDefaults('enquiry', context, { id: CAR_ID, stocknum: 'ATTR01', make: 'Toyota', model: 'HiLux', car_type: 'used', manufacturer_slug: 'toyota' })
    // What useLeadForm sends: the form's values, then sentFrom() (the visit record, the page's address and the browser).
    const lead = { ...defaults, ...shopper, message: 'Still available?', ...leadAttribution(newsletterVisit('attribution-test-car')), url: `http://${HOST}/cars/attribution-test-car`, user_agent: 'AttributionTest/1.0' }
    const response = await post({ form: 'enquiry', lead, altcha: await solvedAltcha(HOST) })
    expect(response.status, response.body).toBe(201)
    leadId = response.json<{ lead_id: number }>().lead_id
    createdLeads.push(leadId)

    const stored = await payload.findByID({ collection: 'customer-leads', id: leadId, depth: 0, overrideAccess: true })
    expect(stored.attribution).toEqual({
      source: 'newsletter',
      category: 'Used Vehicles',
      pageId: CAR_ID,
      manufacturerSlug: 'toyota',
      // The email address in the landing URL is not a campaign parameter: it is never kept.
      linkedQueryParams: { utm_source: 'newsletter', utm_medium: 'email', gclid: 'abc' },
      // Paths only: the search's query string stays in the browser.
      visitedPages: ['/', '/search', '/cars/attribution-test-car'],
    })
  })

  it('its row in the dealer editor’s CSV export carries the source, campaign and pages', async () => {
    const { token } = await logIn(port, EDITOR_EMAIL(SITE), TEST_PASSWORD)
    const csv = await api(port, `/api/customer-leads/export.csv?site=${siteId}`, { token })
    expect(csv.status, csv.body.slice(0, 200)).toBe(200)
    const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toMatch(/,Source,Lead category,Page id,Manufacturer,Campaign,Pages visited$/)
    const row = rows.find((line) => line.includes('Nora Newsletter'))
    expect(row).toMatch(/,newsletter,Used Vehicles,attribution-test-1,toyota,utm_source=newsletter&utm_medium=email&gclid=abc,\/ \/search \/cars\/attribution-test-car$/)
  })

  it('its ADF copy names the source as the provider’s service and the campaign and pages in the comments; the webhook JSON carries them', async () => {
    const delivery = await prepareDelivery(payload, leadId)
    const webhook = JSON.parse(delivery!.webhookBody) as { adf: string | null; attribution: unknown }
    const adf = webhook.adf ?? ''
    expect(adf).toMatch(/<provider>[\s\S]*<service>newsletter<\/service>[\s\S]*<\/provider>/)
    expect(adf).toContain('Still available?\n\nSource: newsletter\nCampaign: utm_source=newsletter, utm_medium=email, gclid=abc\nPages: / → /search → /cars/attribution-test-car')
    expect(webhook.attribution).toEqual({
      source: 'newsletter',
      category: 'Used Vehicles',
      page_id: CAR_ID,
      manufacturer_slug: 'toyota',
      visited_pages: ['/', '/search', '/cars/attribution-test-car'],
      linked_query_params: { utm_source: 'newsletter', utm_medium: 'email', gclid: 'abc' },
    })
    // The server's own delivery writes the same ADF into the lead outbox (no SMTP in tests).
    let attachment: string | null = null
    for (let tries = 0; tries < 60 && !attachment; tries += 1) {
      attachment = (await pool.query<{ adf_attachment: string | null }>('SELECT adf_attachment FROM lead_outbox WHERE lead_id = $1', [leadId])).rows[0]?.adf_attachment ?? null
      if (!attachment) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(attachment).toContain('<service>newsletter</service>')
  })

  it('a trail or campaign the forms never send is a 400 naming what is wrong, and nothing is stored', async () => {
    const before = (await pool.query('SELECT count(*)::int AS n FROM customer_leads WHERE tenant_id = $1', [siteId])).rows[0].n
    const base = { ...shopper, message: 'Hello', opt_in: false }
    const tooMany = await post({ form: 'general-enquiry', lead: { ...base, lead_attributes: { visited_pages: Array.from({ length: 11 }, (_, at) => `/p${at}`) } }, altcha: await solvedAltcha(HOST) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json<{ fields: Record<string, string> }>().fields['lead_attributes.visited_pages']).toBe('Send at most the last 10 visited pages.')
    const unknown = await post({ form: 'general-enquiry', lead: { ...base, lead_attributes: { linked_query_params: { email: 'x@y.z' } } }, altcha: await solvedAltcha(HOST) })
    expect(unknown.status).toBe(400)
    expect(unknown.json<{ error: string }>().error).toMatch(/email is not a campaign or click-id parameter/)
    expect((await pool.query('SELECT count(*)::int AS n FROM customer_leads WHERE tenant_id = $1', [siteId])).rows[0].n).toBe(before)
  })
})
