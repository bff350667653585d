import net from 'node:net'

import fc from 'fast-check'
import pg from 'pg'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { LEAD_BODY_MAX_BYTES } from '../../src/domain/requestLimits'
import { LEAD_FORMS, leadFormSchema } from '../../src/domain/leads/leadForms'
import { urlProblem } from '../../src/domain/requestText'
import { solvedAltcha } from '../support/altcha'
import { request, type HttpResponse } from '../support/http'
import { startNextServer, type RunningServer } from '../support/nextServer'

/**
 * Issue 6, "Proof": thousands of malformed bodies sent to every public
 * endpoint of the lead work never get a 5xx, always get a 4xx with an
 * {error} a person can read, and store nothing. A server of its own runs
 * with rate limits high enough for the flood and a cheap spam check. About
 * 2,000 requests: under a minute on a quiet 2-core machine.
 */

const SWAN = 'swan-river-toyota'
const COASTAL = 'coastal-motors'
const host = `${SWAN}.localhost`

/**
 * The public POST endpoints and the tables they write: every property below
 * runs against each. POST /api/miscellaneous (saving valuations) joins here,
 * with its own table, and gets its own body generators below.
 */
/** Every public POST of issue 6; `share` scales the runs, so the trade-in calls (one shared reader of bodies) add a fraction of the lead endpoint's time. */
const POST_ENDPOINTS = [
  { path: '/api/leads', tables: ['customer_leads', 'used_spam_answers'], share: 1 },
  { path: '/api/trade-in/valuation', tables: ['customer_leads'], share: 0.2 },
  { path: '/api/trade-in/location', tables: ['customer_leads'], share: 0.2 },
  { path: '/api/trade-in/offer', tables: ['customer_leads'], share: 0.2 },
  { path: '/api/miscellaneous', tables: ['customer_leads'], share: 0.2 },
] as const

let server: RunningServer
let pool: pg.Pool
const rowsBefore = new Map<string, number>()
/** Answers that pass every check but one: already spent, from another site, or not an answer at all. */
const spamAnswers: string[] = []
/** A general enquiry this site takes, with a fresh answer. */
let validLead: Record<string, unknown> = {}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.once('error', reject)
  })
}

async function rowCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const table of new Set(POST_ENDPOINTS.flatMap((endpoint) => endpoint.tables))) {
    counts.set(table, Number((await pool.query<{ count: string }>(`SELECT count(*) FROM ${table}`)).rows[0]!.count))
  }
  return counts
}

/** A 4xx whose body is JSON with an error a person can read: a sentence, not a stack trace or an object dump. */
function expectReadableRefusal(response: HttpResponse, sent: string) {
  expect(response.status, `${response.status} ${response.body.slice(0, 300)} for ${sent.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(response.status, `${response.body.slice(0, 300)} for ${sent.slice(0, 300)}`).toBeLessThan(500)
  const { error } = response.json<{ error?: unknown }>()
  expect(typeof error).toBe('string')
  expect((error as string).length).toBeGreaterThan(10)
  expect(error).not.toMatch(/\bat \S+ \(|\[object |undefined|TypeError|SyntaxError|ZodError/)
}

function post(path: string, body: string, headers: Record<string, string> = {}): Promise<HttpResponse> {
  return request(server.port, path, { host, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
}

/** The keys a form's schema knows, read from the zod schema itself (through its refinements and pipes). */
function schemaKeys(schema: z.ZodType): string[] {
  let current: unknown = schema
  for (let depth = 0; depth < 10 && current; depth++) {
    const shape = (current as { shape?: Record<string, unknown> }).shape
    if (shape) return Object.keys(shape)
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } })._zod?.def
    current = def?.in ?? def?.innerType ?? def?.schema
  }
  return []
}

const context = { messageOptional: false, optInTickedByDefault: false, locations: [{ id: '1', name: 'Perth' }], dealerships: [], categories: [], now: new Date() }

/** A field's value: often the right type with wrong content, often the wrong type, sometimes huge. */
const fuzzedValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', 'jo@example.com.au', '0412 345 678', 'not-an-id!', '2020-01-01T00:00', 'https://example.com/x', '<script>alert(1)</script>', '=HYPERLINK("x")', '\u0000', '🚗'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.nat({ max: 5_000 }).map((length) => 'x'.repeat(length)),
)

/** A lead for a form: some of its own keys with fuzzed values, maybe a key it does not know. */
const fuzzedLead = (form: (typeof LEAD_FORMS)[number]) => {
  const keys = schemaKeys(leadFormSchema(form, context))
  return fc.record({
    known: fc.dictionary(fc.constantFrom(...keys), fuzzedValue, { maxKeys: keys.length }),
    extra: fc.option(fc.dictionary(fc.string({ maxLength: 12 }), fuzzedValue, { maxKeys: 2 }), { nil: undefined }),
    termsAgreed: fc.boolean(),
  }).map(({ known, extra, termsAgreed }) => ({ ...extra, ...known, ...(termsAgreed ? { terms_agreed: true } : {}) }))
}

const idempotencyKey = fc.oneof(
  fc.constant(undefined),
  fc.uuid(),
  fc.string({ maxLength: 200 }).filter((key) => /^[\x20-\x7e]*$/.test(key)),
  fc.constantFrom('', 'short', 'has space in it', 'x'.repeat(129), 'ünïcødé-key'),
)

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  const port = await freePort()
  const saved = { ...process.env }
  Object.assign(process.env, { LEAD_RATE_LIMIT_PER_ADDRESS: '1000000', LEAD_RATE_LIMIT_PER_SITE: '1000000', ALTCHA_MAX_NUMBER: '50' })
  try {
    server = await startNextServer({ port, databaseUrl: inject('databaseUrl') })
  } finally {
    process.env = saved
  }
  // A spent answer: a real lead sent with it first (before the counts are taken), so later bodies carrying it reach the replay check.
  const siteId = (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [SWAN])).rows[0]!.id
  const location = (await pool.query<{ id: number }>(`SELECT id FROM locations WHERE tenant_id = $1 AND location_type = 'sales' ORDER BY id LIMIT 1`, [siteId])).rows[0]
  const dealerships = (await pool.query<{ slug: string }>('SELECT slug FROM dealerships WHERE tenant_id = $1 ORDER BY id', [siteId])).rows
  const spent = await solvedAltcha(host, port)
  validLead = { name: 'Pat Property', email: 'pat@example.com.au', phone: '0412 345 678', message: 'Is the service centre open on Saturdays?', terms_agreed: true, ...(location ? { location_id: String(location.id) } : {}), ...(dealerships.length > 1 ? { dealership_slug: dealerships[0]!.slug } : {}) }
  const stored = await post('/api/leads', JSON.stringify({ form: 'general-enquiry', lead: validLead, altcha: spent }))
  if (stored.status !== 201) throw new Error(`The spent answer's lead was refused: ${stored.status} ${stored.body}`)
  spamAnswers.push(spent, await solvedAltcha(`${COASTAL}.localhost`, port), 'bm90IGFuIGFuc3dlcg==', 'x'.repeat(5_000))
  for (const [table, count] of await rowCounts()) rowsBefore.set(table, count)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await pool?.end()
})

describe.each(POST_ENDPOINTS)('POST $path under thousands of malformed bodies (issue 6: Proof)', ({ path, share }) => {
  it('any JSON value as the body gets a readable 4xx', async () => {
    await expect(
      fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
          const body = JSON.stringify(value)
          expectReadableRefusal(await post(path, body), body)
        }),
        { numRuns: Math.ceil(300 * share) },
      ),
    ).resolves.toBeUndefined()
  })

  it('text that is not JSON, under any content type, gets a readable 4xx', async () => {
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', '')
    const text = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('{', '{"form":', '[1,', 'null', '"', '{"form":"enquiry","lead":{}', 'form=enquiry&lead=x'))
    await expect(
      fc.assert(
        fc.asyncProperty(text, contentType, async (body, type) => {
          expectReadableRefusal(await post(path, body, type ? { 'content-type': type } : {}), body)
        }),
        { numRuns: Math.ceil(250 * share) },
      ),
    ).resolves.toBeUndefined()
  })

  it('bodies over the size limit get a readable 413, whatever they hold', async () => {
    await expect(
      fc.assert(
        fc.asyncProperty(fc.integer({ min: LEAD_BODY_MAX_BYTES + 1, max: LEAD_BODY_MAX_BYTES * 4 }), fc.boolean(), async (size, json) => {
          const body = json ? JSON.stringify({ form: 'enquiry', lead: { message: 'x'.repeat(size) } }) : 'x'.repeat(size)
          const response = await post(path, body)
          expect(response.status).toBe(413)
          expectReadableRefusal(response, body)
        }),
        { numRuns: Math.ceil(30 * share) },
      ),
    ).resolves.toBeUndefined()
  })
})

describe('POST /api/leads: every form with fuzzed fields (issue 6: Proof)', () => {
  it.each(LEAD_FORMS)('%s: fuzzed fields, spam-check answers and Idempotency-Keys get a readable 4xx', async (form) => {
    const submission = fc.record(
      {
        form: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>(form) }, { weight: 1, arbitrary: fuzzedValue }),
        lead: fc.oneof({ weight: 8, arbitrary: fuzzedLead(form) }, { weight: 1, arbitrary: fuzzedValue }),
        altcha: fc.oneof(fc.constantFrom(...spamAnswers), fuzzedValue),
        extra: fuzzedValue,
      },
      { requiredKeys: ['form', 'lead'] },
    )
    await expect(
      fc.assert(
        fc.asyncProperty(submission, idempotencyKey, async (body, key) => {
          const text = JSON.stringify(body)
          expectReadableRefusal(await post('/api/leads', text, key === undefined ? {} : { 'idempotency-key': key }), text)
        }),
        { numRuns: 100 },
      ),
    ).resolves.toBeUndefined()
  })
})

describe('POST /api/leads: a lead it would take, with any spam-check answer but a fresh one (issue 6: Proof)', () => {
  it('is refused with a readable 4xx: spent, from another site, garbled or of the wrong type', async () => {
    await expect(
      fc.assert(
        fc.asyncProperty(fc.oneof(fc.constantFrom(...spamAnswers), fuzzedValue), idempotencyKey, async (altcha, key) => {
          const text = JSON.stringify({ form: 'general-enquiry', lead: validLead, altcha })
          expectReadableRefusal(await post('/api/leads', text, key === undefined ? {} : { 'idempotency-key': key }), text)
        }),
        { numRuns: 100 },
      ),
    ).resolves.toBeUndefined()
  })
})

describe('GET /api/altcha under odd requests (issue 6: Proof)', () => {
  it('answers a challenge whatever the query (control characters aside: every route refuses those) and headers, never a 5xx', async () => {
    const query = fc
      .oneof(fc.constant(''), fc.webQueryParameters().map((q) => `?${q}`), fc.string({ maxLength: 40 }).map((q) => `?${encodeURIComponent(q)}`))
      .filter((q) => urlProblem('/api/altcha', q) === null)
    const headers = fc.dictionary(fc.constantFrom('accept', 'accept-language', 'cookie', 'x-forwarded-for', 'user-agent', 'if-none-match', 'range'), fc.string({ maxLength: 60 }).filter((value) => /^[\x20-\x7e]*$/.test(value)), { maxKeys: 3 })
    await expect(
      fc.assert(
        fc.asyncProperty(query, headers, async (q, extra) => {
          const response = await request(server.port, `/api/altcha${q}`, { host, headers: extra })
          expect(response.status, response.body.slice(0, 200)).toBe(200)
          expect(response.headers['cache-control']).toBe('no-store')
          expect(response.json<{ signature?: string }>().signature).toMatch(/^[0-9a-f]{64}$/)
        }),
        { numRuns: 150 },
      ),
    ).resolves.toBeUndefined()
  })

  it('answers other methods and hosts with a 4xx, never a 5xx', async () => {
    for (const [method, target] of [['POST', host], ['PUT', host], ['DELETE', host], ['GET', 'no-such-dealer.localhost']] as const) {
      const response = await request(server.port, '/api/altcha', { host: target, method, headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(response.status, `${method} ${target}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${method} ${target}`).toBeLessThan(500)
    }
  })
})

describe('after the flood', () => {
  it('nothing was stored: no lead, no spent answer', async () => {
    expect(Object.fromEntries(await rowCounts())).toEqual(Object.fromEntries(rowsBefore))
  })
})
