import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { INVALID_POSTCODE_MESSAGE } from '../../src/domain/australianAddress'
import { LEAD_MESSAGES } from '../../src/domain/leads/formWording'
import { POSTCODE_NOT_FOUND_MESSAGE } from '../../src/domain/tradeIn/postcodeLookup'
import { offerPrice } from '../../src/domain/tradeIn/offerPrice'
import type { ValuationResult } from '../../src/domain/tradeIn/leadUpdates'
import { TRADE_IN_MESSAGES } from '../../src/domain/tradeIn/valuationRequest'
import { storeLead } from '../../src/leads/storeLead'
import { offerSignature } from '../../src/tradeIn/offerSignature'
import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { changeOfSiteRecord, encodeSiteDataChange, SITE_DATA_CHANGED_CHANNEL } from '@/lib/siteDataChange'
import { request, type HttpResponse } from '../support/http'
import { root, TEST_SECRET } from '../support/testEnvironment'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'
const COASTAL = 'coastal-motors'

let pool: pg.Pool
const siteIds = new Map<string, number>()
/** The market the local estimator values against: 3 used cars of a model no other test lists, hidden from the site's pages. */
const market = { make: 'Toyota', model: 'Tradein Testcar', year: new Date().getFullYear() - 2 }
const MARKET_IDS = ['trade-in-market-1', 'trade-in-market-2', 'trade-in-market-3']
const COASTAL_CAR_ID = 'trade-in-market-c'
const leads: Record<string, number> = {}

function post(route: string, body: unknown, site = SWAN): Promise<HttpResponse> {
  return request(port, route, { host: `${site}.localhost`, method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
}

const leadJson = async (id: number) => (await pool.query<{ lead: Record<string, unknown> }>('SELECT lead FROM customer_leads WHERE id = $1', [id])).rows[0]!.lead

/** A trade-in lead as POST /api/leads stores it (its rate limit is another test's subject). */
async function tradeInLead(site: string): Promise<number> {
  const consent = { optIn: false, optInTickedByDefault: true, termsAgreed: true, optInWording: null, termsWording: 'terms', wordingVersions: 'terms-of-use@1', recordedAt: new Date(), ipHash: 'test', userAgent: null }
  const lead = { name: 'Jo', last_name: 'Citizen', postcode: '6056', phone: '+61412345678', email: 'jo@example.com.au', PreferredContactMethod: 'Phone', finance: 'No', kms: 60_000, rego: 'TRADE1', regoState: 'WA', terms_conditions: true }
  return (await storeLead(pool, { siteId: siteIds.get(site)!, form: 'trade-in', lead, consent, idempotencyKey: null })).leadId
}

/**
 * The market records, in Swan River Toyota's stock (the first one listed, for the car's own trade-in page), and
 * one listed car of Coastal Motors, which lacks the feature. Hidden through an import before they are deleted,
 * so no site lists a car its table no longer holds.
 */
async function importMarket(listed: boolean) {
  for (const [site, ids] of [[SWAN, MARKET_IDS], [COASTAL, [COASTAL_CAR_ID]]] as const) {
    const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${site}.json`), 'utf8')))
    const [base] = [...generateCars(stockProfileFromSeed(seed)!, { count: 1, now: new Date() })]
    const records = ids.map((id, index) => ({
      row: index + 1,
      value: { ...base!, id, slug: id, stocknum: id, make: market.make, model: market.model, year: market.year, km: 30_000, price: 24_000 + index * 1000, car_type: 'used', status: 'in_stock', sold: false, reserved: false, show_on_dealer_website: listed && index === 0 },
    }))
    const report = await importStock({ pool, siteId: siteIds.get(site)!, records, mode: 'delta' })
    if (report.rejected.length > 0) throw new Error(`The market records were refused: ${JSON.stringify(report.rejected)}`)
  }
}

/** Changes the site's setting in the database and announces it as the admin would: the server keeps a found site for a few seconds until told. */
async function setSaveValuations(site: string, on: boolean | null) {
  await pool.query('UPDATE tenants SET settings_save_trade_in_valuations = $2 WHERE slug = $1', [site, on])
  await pool.query('SELECT pg_notify($1, $2)', [SITE_DATA_CHANGED_CHANNEL, encodeSiteDataChange(changeOfSiteRecord(siteIds.get(site)!))])
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  for (const row of (await pool.query<{ id: number; slug: string }>('SELECT id, slug FROM tenants')).rows) siteIds.set(row.slug, row.id)
  await importMarket(true)
  leads.swan = await tradeInLead(SWAN)
  leads.coastal = await tradeInLead(COASTAL)
  await setSaveValuations(SWAN, true)
}, 60_000)

afterAll(async () => {
  await setSaveValuations(SWAN, null)
  await importMarket(false)
  await pool.query('DELETE FROM stock_vehicles WHERE id = ANY($1)', [[...MARKET_IDS, COASTAL_CAR_ID]])
  await pool.query('DELETE FROM customer_leads WHERE id = ANY($1)', [Object.values(leads)])
  await pool.end()
})

describe('POST /api/trade-in/valuation', () => {
  it('values a car by make, model and year from the used cars we hold, with the offer price', async () => {
    const response = await post('/api/trade-in/valuation', { identifyBy: 'vehicle', make: market.make, model: market.model, year: String(market.year), kms: '20,000', adjustmentAnswers: { bodyDamage: 'minor' } })
    expect(response.status, response.body).toBe(200)
    const { valuation } = response.json<{ valuation: ValuationResult }>()
    expect(valuation).toMatchObject({ kms: 20_000, estimate: { kind: 'estimate' } })
    if (valuation.estimate.kind !== 'estimate') throw new Error('expected an estimate')
    // Every site's cars count: Swan's three at $24,000 to $26,000 and Coastal's at $24,000, each with 10,000 km more
    // than the shopper's (worth 2% more moved to 20,000 km): median $25,000, trade-in 80% of it.
    expect(valuation.estimate).toMatchObject({ comparables: 4, retailValue: 25_000, tradeValue: 20_000 })
    expect(valuation.estimate.adjustments.map((adjustment) => adjustment.question)).toEqual(['bodyDamage'])
    expect(valuation.estimate.tradeIn.low).toBeLessThan(valuation.estimate.tradeIn.high)
    expect(valuation.offer_price).toBe(offerPrice(valuation.estimate))
  })

  it('gives no online estimate over 100,000 km or 7 years, nor for a plate it cannot look up offline', async () => {
    const overKms = await post('/api/trade-in/valuation', { identifyBy: 'vehicle', make: market.make, model: market.model, year: market.year, kms: 100_001 })
    expect(overKms.json<{ valuation: ValuationResult }>().valuation).toMatchObject({ offer_price: null, estimate: { kind: 'no-online-estimate', reason: 'over-kms' } })
    const overAge = await post('/api/trade-in/valuation', { identifyBy: 'vehicle', make: market.make, model: market.model, year: new Date().getFullYear() - 9, kms: 50_000 })
    expect(overAge.json<{ valuation: ValuationResult }>().valuation.estimate).toEqual({ kind: 'no-online-estimate', reason: 'over-age' })
    const byPlate = await post('/api/trade-in/valuation', { identifyBy: 'rego', rego: 'abc123', regoState: 'WA', kms: 50_000 })
    expect(byPlate.status).toBe(200)
    expect(byPlate.json<{ valuation: ValuationResult }>().valuation).toMatchObject({ vehicleId: null, estimate: { reason: 'vehicle-not-found' } })
  })

  it('bad input gets a 4xx with a message per field, never a 5xx', async () => {
    const refused = await post('/api/trade-in/valuation', { identifyBy: 'vehicle', make: 'Toyota', model: 'Corolla', year: '1800', kms: 'lots' })
    expect(refused.status).toBe(400)
    const body = refused.json<{ error: string; fields: Record<string, string> }>()
    expect(body.fields).toEqual({ year: TRADE_IN_MESSAGES.year(new Date().getFullYear() + 1), kms: LEAD_MESSAGES.kilometres })
    expect(body.error).toMatch(/^Please fix the following errors:/)
    for (const junk of ['{not json', 'null', '[]', '{}', { identifyBy: 'rego' }, { identifyBy: 'vehicle', make: 'x'.repeat(10_000) }, { identifyBy: 'vehicle', make: 'A', model: 'B', year: 2020, kms: 1, adjustmentAnswers: { bodyDamage: { $gt: '' } } }]) {
      const answer = await post('/api/trade-in/valuation', junk)
      expect(answer.status, `${JSON.stringify(junk).slice(0, 80)}: ${answer.body}`).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.json<{ error: string }>().error).toBeTruthy()
    }
  })
})

describe('POST /api/trade-in/location: the nearest location for a postcode', () => {
  it('a malformed postcode gets the field message, an unknown one "Invalid postcode"', async () => {
    const malformed = await post('/api/trade-in/location', { postcode: '60a' })
    expect([malformed.status, malformed.json<{ error: string }>().error]).toEqual([400, INVALID_POSTCODE_MESSAGE])
    const unknown = await post('/api/trade-in/location', { postcode: '0000' })
    expect([unknown.status, unknown.json<{ error: string }>().error]).toEqual([422, POSTCODE_NOT_FOUND_MESSAGE])
  })

  it('chooses the site’s sales location nearest the postcode', async () => {
    const cannington = await post('/api/trade-in/location', { postcode: '6107' })
    expect(cannington.status, cannington.body).toBe(200)
    expect(cannington.json<{ location: { name: string } }>().location.name).toMatch(/Cannington/)
    const midland = await post('/api/trade-in/location', { postcode: '6056' })
    expect(midland.json<{ location: { name: string }; distanceKm: number }>().location.name).toMatch(/Midland/)
  })
})

describe('POST /api/miscellaneous and the offer', () => {
  let valuation: ValuationResult
  /** The offer as the server signs it for Swan River Toyota (the test server's secret is TEST_SECRET). */
  const signed = (price: number) => offerSignature(siteIds.get(SWAN)!, 'valuation-int-1', price, { PAYLOAD_SECRET: TEST_SECRET })

  beforeAll(() => {
    valuation = {
      id: 'valuation-int-1',
      vehicleId: '2022|Toyota|Corolla|',
      kms: 20_000,
      offer_price: 17_600,
      offer_signature: signed(17_600),
      estimate: { kind: 'estimate', retailValue: 22_000, tradeValue: 17_600, tradeIn: { low: 16_700, high: 18_500 }, comparables: 3, confidence: 0.3, adjustments: [] },
    }
  })

  it('keeps the valuation with the site’s trade-in lead when the site asks for it', async () => {
    const saved = await post('/api/miscellaneous', { lead_id: leads.swan, column_name: 'valuation', valuation })
    expect(saved.status, saved.body).toBe(200)
    expect((await leadJson(leads.swan!)).valuation).toMatchObject(valuation)
  })

  it('bad input gets a 4xx with a message and stores nothing', async () => {
    await pool.query(`UPDATE customer_leads SET lead = lead - 'valuation' WHERE id = $1`, [leads.swan])
    for (const bad of [
      { lead_id: leads.swan, column_name: 'name', valuation },
      { lead_id: leads.swan, column_name: 'valuation', valuation: { ...valuation, offer_price: -5 } },
      { lead_id: leads.swan, column_name: 'valuation', valuation: { ...valuation, offer_price: 30_000 } },
      { lead_id: leads.swan, column_name: 'valuation', valuation: { ...valuation, estimate: { kind: 'estimate' } } },
      { lead_id: 'first', column_name: 'valuation', valuation },
      { column_name: 'valuation', valuation },
      '{not json',
    ]) {
      const refused = await post('/api/miscellaneous', bad)
      expect(refused.status, refused.body).toBe(400)
      expect(refused.json<{ error: string }>().error).toBeTruthy()
    }
    const otherSitesLead = await post('/api/miscellaneous', { lead_id: leads.coastal, column_name: 'valuation', valuation })
    expect(otherSitesLead.status).toBe(404)
    expect(await leadJson(leads.swan!)).not.toHaveProperty('valuation')
    expect(await leadJson(leads.coastal!)).not.toHaveProperty('valuation')
  })

  it('a site that does not keep valuations refuses them, and stores nothing', async () => {
    const refused = await post('/api/miscellaneous', { lead_id: leads.coastal, column_name: 'valuation', valuation }, COASTAL)
    expect(refused.status).toBe(403)
    expect(refused.json<{ error: string }>().error).toBe('This site does not keep trade-in valuations.')
    expect(await leadJson(leads.coastal!)).not.toHaveProperty('valuation')
  })

  it('offer acceptance records lead_id, form_completed and offer_accepted on the lead; bad input stores nothing', async () => {
    const bad = await post('/api/trade-in/offer', { lead_id: leads.swan, valuation_id: valuation.id, offer_price: 17_600, form_completed: false, offer_accepted: true })
    expect(bad.status).toBe(400)
    expect(bad.json<{ fields: Record<string, string> }>().fields.form_completed).toMatch(/form_completed must be true/)
    expect(await leadJson(leads.swan!)).not.toHaveProperty('offer_accepted')
    const otherSite = await post('/api/trade-in/offer', { lead_id: leads.coastal, valuation_id: valuation.id, offer_price: 17_600, offer_signature: signed(17_600), form_completed: true, offer_accepted: true })
    expect(otherSite.status).toBe(404)
    // A price the server did not offer (typed by the shopper, or another valuation's) is refused, and nothing is recorded.
    for (const forged of [{ offer_price: 25_000, offer_signature: signed(17_600) }, { offer_price: 17_600, offer_signature: 'f'.repeat(64) }]) {
      const refused = await post('/api/trade-in/offer', { lead_id: leads.swan, valuation_id: valuation.id, form_completed: true, offer_accepted: true, ...forged })
      expect(refused.status, refused.body).toBe(400)
      expect(refused.json<{ fields: Record<string, string> }>().fields.offer_price).toMatch(/not the offer we made/)
    }
    const onCoastal = await post('/api/trade-in/offer', { lead_id: leads.coastal, valuation_id: valuation.id, offer_price: 17_600, offer_signature: signed(17_600), form_completed: true, offer_accepted: true }, COASTAL)
    expect(onCoastal.status, 'Swan River Toyota’s offer on Coastal Motors').toBe(400)
    expect(await leadJson(leads.swan!)).not.toHaveProperty('offer_accepted')
    const accepted = await post('/api/trade-in/offer', { lead_id: String(leads.swan), valuation_id: valuation.id, offer_price: 17_600, offer_signature: signed(17_600), form_completed: true, offer_accepted: true })
    expect(accepted.status, accepted.body).toBe(200)
    expect(await leadJson(leads.swan!)).toMatchObject({ offer_accepted: true, form_completed: true, offer_price: 17_600, valuation_id: valuation.id, name: 'Jo' })
    expect(await leadJson(leads.coastal!)).not.toHaveProperty('offer_accepted')
  })
})

describe('the trade-in pages', () => {
  it('/trade-in and /sell-my-car are on every site, with the FAQ readable without JavaScript', async () => {
    for (const site of [SWAN, COASTAL]) {
      for (const route of ['/trade-in', '/sell-my-car']) {
        const page = await request(port, route, { host: `${site}.localhost` })
        expect(page.status, `${site}${route}`).toBe(200)
        expect(page.body).toMatch(/<details[^>]*><summary[^>]*>(<span>)?Can every car get an online estimate\?</)
      }
    }
  })

  it('/cars/trade-in?car_id= shows for an eligible car of a site with the feature, and nowhere else', async () => {
    const page = await request(port, `/cars/trade-in?car_id=${MARKET_IDS[0]}`, { host: `${SWAN}.localhost` })
    expect(page.status).toBe(200)
    expect(page.body).toContain(`Value your car as a trade-in towards the ${market.year} Toyota Tradein Testcar.`)
    // A car the site does not list, and a listed car of a site without the trade-in valuation feature.
    expect((await request(port, `/cars/trade-in?car_id=${MARKET_IDS[1]}`, { host: `${SWAN}.localhost` })).status).toBe(404)
    expect((await request(port, `/cars/trade-in?car_id=${COASTAL_CAR_ID}`, { host: `${COASTAL}.localhost` })).status).toBe(404)
    expect((await request(port, `/cars/${COASTAL_CAR_ID}`, { host: `${COASTAL}.localhost` })).status).toBe(200)
    // An unknown id and no id find no page.
    expect((await request(port, '/cars/trade-in?car_id=no-such-car', { host: `${SWAN}.localhost` })).status).toBe(404)
    expect((await request(port, '/cars/trade-in', { host: `${SWAN}.localhost` })).status).toBe(404)
  })
})
