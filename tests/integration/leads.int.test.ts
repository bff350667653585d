import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { LEAD_RATE_LIMITS } from '../../src/domain/requestLimits'
import { TERMS_NOT_AGREED_MESSAGE } from '../../src/domain/leads/formErrors'
import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { solvedAltcha } from '../support/altcha'
import { api, logIn, request, type HttpResponse } from '../support/http'
import { ADMIN_EMAIL, EDITOR_EMAIL, root, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
// Each site counts its own submissions per address, so the tests use one site each where the count matters.
const SWAN = 'swan-river-toyota'
const COASTAL = 'coastal-motors'
const SUNSHINE = 'sunshine-caravans'
const CAR_ID = 'leads-test-1'

let pool: pg.Pool
const siteIds = new Map<string, number>()

const shopper = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678', message: 'Is it still available?', terms_agreed: true, opt_in: true }

function post(body: unknown, headers: Record<string, string> = {}, site = SWAN): Promise<HttpResponse> {
  return request(port, '/api/leads', { host: `${site}.localhost`, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })
}

/** A form's body with a fresh spam-check answer from the site, as the browser sends it. */
const checked = async (body: { form: string; lead: Record<string, unknown> }, site = SWAN) => ({ ...body, altcha: await solvedAltcha(`${site}.localhost`) })

const leadsOf = async (where = 'true', params: unknown[] = [], site = SWAN) =>
  (await pool.query<Record<string, unknown>>(`SELECT * FROM customer_leads WHERE tenant_id = $1 AND (${where}) ORDER BY id`, [siteIds.get(site), ...params])).rows

/** One listed car of the site's own demo mix, with a known id. */
async function importTestCar(site: string) {
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${site}.json`), 'utf8')))
  const [car] = [...generateCars(stockProfileFromSeed(seed)!, { count: 1, now: new Date() })]
  const report = await importStock({ pool, siteId: siteIds.get(site)!, records: [{ row: 1, value: { ...car!, id: CAR_ID, slug: `leads-test-car-${site}`, stocknum: 'LEAD01', status: 'in_stock', show_on_dealer_website: true } }], mode: 'delta' })
  if (report.rejected.length > 0) throw new Error(`The test car was refused: ${JSON.stringify(report.rejected)}`)
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  for (const row of (await pool.query<{ id: number; slug: string }>('SELECT id, slug FROM tenants')).rows) siteIds.set(row.slug, row.id)
  await importTestCar(SWAN)
  await importTestCar(COASTAL)
}, 60_000)

afterAll(async () => {
  await pool.end()
})

describe('POST /api/leads (issue 6)', () => {
  it('stores a valid enquiry with its consent evidence before answering {lead_id}', async () => {
    const response = await post(await checked({ form: 'enquiry', lead: { ...shopper, car_id: CAR_ID } }), { 'user-agent': 'LeadsTest/1.0' })
    expect(response.status, response.body).toBe(201)
    const { lead_id } = response.json<{ lead_id: number }>()
    const [stored] = await leadsOf('id = $2', [lead_id])
    expect(stored).toMatchObject({ form: 'enquiry', name: 'Jo Citizen', email: 'jo@example.com.au', phone: '+61412345678', car_id: CAR_ID })
    // Stored for delivery: the server's queue may already have delivered it.
    expect(['pending', 'delivered']).toContain(stored!.delivery_status)
    expect(stored!.lead).toMatchObject({ message: 'Is it still available?', car_id: CAR_ID })
    expect(stored).toMatchObject({ consent_opt_in: true, consent_opt_in_ticked_by_default: true, consent_terms_agreed: true, consent_user_agent: 'LeadsTest/1.0' })
    expect(stored!.consent_terms_wording).toContain('Swan River Toyota')
    expect(stored!.consent_opt_in_wording).toContain('Swan River Toyota')
    expect(stored!.consent_wording_versions).toBe('opt-in@1 terms-of-use@1')
    expect(stored!.consent_ip_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(Date.now() - (stored!.consent_recorded_at as Date).getTime()).toBeLessThan(60_000)
  })

  it('bad input gets a 400 with messages a person can act on, stores nothing and leaves the spam check unspent', async () => {
    const before = (await leadsOf()).length
    // One answer for every refused body: none of them spends it, so the corrected send still goes through.
    const { altcha } = await checked({ form: 'enquiry', lead: {} })
    const unticked = await post({ form: 'enquiry', lead: { ...shopper, car_id: CAR_ID, terms_agreed: false }, altcha })
    expect(unticked.status).toBe(400)
    expect(unticked.json<{ error: string; fields: Record<string, string> }>()).toEqual({ error: TERMS_NOT_AGREED_MESSAGE, fields: { terms_agreed: TERMS_NOT_AGREED_MESSAGE } })
    const several = await post({ form: 'general-enquiry', lead: { terms_agreed: false }, altcha })
    expect(several.status).toBe(400)
    expect(several.json<{ error: string }>().error).toMatch(/^Please fix the following errors:/)
    for (const [body, status] of [
      ['{not json', 400],
      [{ form: 'no-such-form', lead: {}, altcha }, 400],
      [{ form: 'enquiry', altcha }, 400],
      [{ form: 'enquiry', lead: { ...shopper, car_id: 'not-ours' }, altcha }, 400],
      [{ form: 'enquiry', lead: { ...shopper, car_id: CAR_ID, extra: 'x'.repeat(70_000) }, altcha }, 413],
    ] as const) {
      const response = await post(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(response.json<{ error: string }>().error.length).toBeGreaterThan(10)
    }
    expect((await post({ form: 'enquiry', lead: { ...shopper, car_id: CAR_ID }, altcha }, { 'idempotency-key': 'bad key!' })).status).toBe(400)
    expect((await leadsOf()).length).toBe(before)
    expect((await post({ form: 'enquiry', lead: { ...shopper, car_id: CAR_ID }, altcha })).status).toBe(201)
  })

  it('the same Idempotency-Key returns the same lead_id and stores one lead, even when sent 8 times at once', async () => {
    const key = `double-click-${Date.now()}`
    // One click's body, spam check included, sent 8 times: the retries are not replays of its answer.
    const body = await checked({ form: 'enquiry', lead: { ...shopper, car_id: CAR_ID } }, COASTAL)
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body, { 'idempotency-key': key }, COASTAL)))
    const ids = new Set(answers.map((answer) => answer.json<{ lead_id: number }>().lead_id))
    expect(ids.size).toBe(1)
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(7)
    expect(await leadsOf('idempotency_key = $2', [key], COASTAL)).toHaveLength(1)
  })

  it('too many from one address gets a clear 429; the address header a browser sends is not believed', async () => {
    let limited: HttpResponse | undefined
    for (let sent = 0; sent <= LEAD_RATE_LIMITS.perAddress.limit + 1 && !limited; sent++) {
      // A forged address header on each request: the server puts the connection's own address in its place.
      // The limit counts every request before its body is read, so these need no spam-check answer.
      const response = await post({ form: 'general-enquiry', lead: { ...shopper } }, { 'x-forecourt-client-address': `203.0.113.${sent}` }, SUNSHINE)
      if (response.status === 429) limited = response
    }
    expect(limited?.status).toBe(429)
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited!.json<{ error: string }>().error).toMatch(/^Too many enquiries were sent just now\. Please try again in \d+ seconds\.$/)
  })

  it('a site only takes leads on its own host: an unknown host is a 404', async () => {
    expect((await post({ form: 'enquiry', lead: shopper }, {}, 'no-such-dealer')).status).toBe(404)
  })
})

describe('the CSV export of leads (issue 6)', () => {
  /** A lead as the endpoint stores it: the location the shopper chose is its id alone. */
  const insert = async (site: string, name: string) => {
    const location = (await pool.query<{ id: number; name: string }>('SELECT id, name FROM locations WHERE tenant_id = $1 ORDER BY id LIMIT 1', [siteIds.get(site)])).rows[0]!
    await pool.query(`INSERT INTO customer_leads (tenant_id, form, name, phone, location_id, lead, consent_opt_in) VALUES ($1, 'general-enquiry', $2, '+61400000000', $3, $4, true)`, [
      siteIds.get(site),
      name,
      String(location.id),
      JSON.stringify({ message: '=HYPERLINK("x")', category: 'General Enquiry', location_id: String(location.id) }),
    ])
    return location
  }

  it('a dealer editor exports their own site’s leads only, safe to open in a spreadsheet', async () => {
    const location = await insert(SWAN, 'Swan Export Shopper')
    await insert(COASTAL, 'Coastal Only Shopper')
    const { token } = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const csv = await api(port, '/api/customer-leads/export.csv', { token })
    expect(csv.status, csv.body.slice(0, 200)).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(csv.body).toContain('Received (Australia/Perth)')
    expect(csv.body).toContain('Swan Export Shopper')
    expect(csv.body).not.toContain('Coastal Only Shopper')
    // Text a stranger typed never runs as a formula; a phone number is written as people read it, with nothing in front.
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`)
    const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').split('\r\n')
    const columns = header!.split(',')
    const row = rows.find((line) => line.includes('Swan Export Shopper'))!.split(',')
    expect(row[columns.indexOf('Phone')]).toBe('0400 000 000')
    expect(csv.body).not.toContain("'+61")
    // The location the shopper chose, by its name.
    expect(row[columns.indexOf('Location')]).toBe(location.name.includes(',') ? `"${location.name}"` : location.name)
  })

  it('a platform admin narrows the export to one site; anonymous gets nothing', async () => {
    const { token } = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const coastal = await api(port, `/api/customer-leads/export.csv?site=${siteIds.get(COASTAL)}`, { token })
    expect(coastal.body).toContain('Coastal Only Shopper')
    expect(coastal.body).not.toContain('Swan Export Shopper')
    expect((await api(port, '/api/customer-leads/export.csv')).status).toBeGreaterThanOrEqual(400)
  })
})

describe('working a lead (issue 27)', () => {
  const newLead = async (site: string, name: string) =>
    (await pool.query<{ id: number }>(`INSERT INTO customer_leads (tenant_id, form, name, lead) VALUES ($1, 'general-enquiry', $2, '{}') RETURNING id`, [siteIds.get(site), name])).rows[0]!.id

  it('the shopper’s insert stores a new lead, untouched', async () => {
    const id = await newLead(SWAN, 'Work Default')
    const [row] = (await pool.query('SELECT status, owner_id, history, last_worked_at FROM customer_leads WHERE id = $1', [id])).rows
    expect(row).toEqual({ status: 'new', owner_id: null, history: null, last_worked_at: null })
  })

  it('an editor sets status, owner and a note; the server writes who and when, and nothing else changes', async () => {
    const id = await newLead(SWAN, 'Work Shopper')
    const swan = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const staff = await api(port, `/api/customer-leads/site-staff?site=${siteIds.get(SWAN)}`, { token: swan.token })
    expect(staff.json<{ staff: { id: number }[] }>().staff.map((member) => member.id)).toContain(swan.user.id)
    const saved = await api(port, `/api/customer-leads/${id}`, {
      token: swan.token,
      method: 'PATCH',
      body: { status: 'contacted', owner: swan.user.id, newNote: 'Rang, call back Friday', name: 'Rewritten', history: [{ at: '2000-01-01T00:00:00Z', by: 'Forged', kind: 'note', note: 'x' }], lastWorkedAt: null },
    })
    expect(saved.status, saved.body).toBe(200)
    const [row] = (await pool.query('SELECT name, status, owner_id, owner_name, history, last_worked_at FROM customer_leads WHERE id = $1', [id])).rows
    expect(row).toMatchObject({ name: 'Work Shopper', status: 'contacted', owner_id: swan.user.id })
    expect(row.history.map((entry: { kind: string; by: string; byId: number }) => [entry.kind, entry.byId])).toEqual([['status', swan.user.id], ['owner', swan.user.id], ['note', swan.user.id]])
    expect(row.history.some((entry: { by: string }) => entry.by === 'Forged')).toBe(false)
    expect(Date.now() - (row.last_worked_at as Date).getTime()).toBeLessThan(60_000)
  })

  it('the owner must be one of the lead’s site’s staff: checked on the server, with a message beside the field', async () => {
    const id = await newLead(SWAN, 'Work Owner')
    const swan = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const coastal = await logIn(port, EDITOR_EMAIL(COASTAL), TEST_PASSWORD)
    const refused = await api(port, `/api/customer-leads/${id}`, { token: swan.token, method: 'PATCH', body: { owner: coastal.user.id } })
    expect(refused.status).toBe(400)
    expect(refused.body).toContain('Choose someone who works on this dealer site')
    expect((await pool.query('SELECT owner_id FROM customer_leads WHERE id = $1', [id])).rows[0].owner_id).toBeNull()
    // Another site's staff list is not theirs to read.
    expect((await api(port, `/api/customer-leads/site-staff?site=${siteIds.get(COASTAL)}`, { token: swan.token })).status).toBe(403)
    expect((await api(port, `/api/customer-leads/site-staff?site=${siteIds.get(SWAN)}`)).status).toBe(401)
  })
})
