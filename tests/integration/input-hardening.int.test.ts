import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { isSiteApiPath } from '../../src/sites/siteApiRoutes'
import { request, type HttpResponse } from '../support/http'
import { describeResponse, readable } from '../support/readableAnswer'
import { root } from '../support/testEnvironment'

/**
 * Malformed input never gets a 5xx, on every route there is: our own API
 * routes and the dealer sites' dynamic routes, both enumerated from the file
 * system (a new route is covered when it is added); Payload's REST API for
 * every collection is input-hardening-data.int.test.ts. NUL bytes, malformed
 * UTF-8, overlong encodings and line breaks get a 4xx a person can read;
 * anything else odd (very long, unicode, path tricks) at least never a 5xx.
 */

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'
const SITE_HOST = `${SWAN}.localhost`
const PLATFORM_HOST = 'localhost'
/**
 * This file's requests come from a loopback address of their own: its
 * thousands of requests use up that address's lead and trade-in allowances,
 * not those of the test files that run after it from 127.0.0.1.
 */
const SWEEP_ADDRESS = '127.0.0.2'
const sweep = (pathname: string, options: Parameters<typeof request>[2] = {}): Promise<HttpResponse> => request(port, pathname, { ...options, localAddress: SWEEP_ADDRESS })

/** Percent-encoded values no route may take: they decode to a NUL, a line break, or no UTF-8 at all. */
const MALFORMED = ['%00', 'a%00b', '%ff', '%c0%ae', '%e2%28%a1', 'a%0d%0aSet-Cookie:%20x=1', '%7f']
/**
 * In a query string only control characters are refused: Next itself turns
 * bytes that are not UTF-8 into U+FFFD before any route sees them.
 */
const MALFORMED_QUERY = ['%00', 'a%00b', 'a%0d%0aSet-Cookie:%20x=1', '%7f', '%1b']
/** Odd but well-formed values: never a 5xx. */
const ODD = ['x'.repeat(3000), '%F0%9F%9A%97', '%E2%80%AE%E2%80%8B', '..%2f..%2fetc%2fpasswd', "'%20OR%201=1--", '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '-1', '99999999999999999999999']

/** Any bytes as a percent-encoded URL part (UTF-8 or not, control characters or not), or any text properly encoded. */
const urlPart = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 24 }).map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'))),
)
/** Any JSON body, its strings often holding control characters. */
const jsonBody = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value))

/** Route files under `dir`, with the URL path their folders make (route groups dropped). */
function routeFiles(dir: string, file: RegExp): { urlSegments: string[]; source: string }[] {
  const found: { urlSegments: string[]; source: string }[] = []
  const walk = (at: string, segments: string[]) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) walk(full, /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
      else if (file.test(entry.name)) found.push({ urlSegments: segments, source: readFileSync(full, 'utf8') })
    }
  }
  walk(dir, [])
  return found
}

const isDynamic = (segment: string) => /^\[.*\]$/.test(segment)
const withValue = (segments: string[], value: string) => `/${segments.map((segment) => (isDynamic(segment) ? value : segment)).join('/')}`

/** Our own API routes: every route.ts under (payload)/api except Payload's own handlers. */
const API_ROUTES = routeFiles(path.join(root, 'src/app/(payload)/api'), /^route\.ts$/)
  .filter(({ source }) => !source.includes('@payloadcms/next/routes'))
  .map(({ urlSegments, source }) => ({
    route: ['api', ...urlSegments].join('/'),
    segments: ['api', ...urlSegments],
    methods: [...source.matchAll(/export (?:async )?function (GET|POST|PUT|PATCH|DELETE)\b/g)].map((match) => match[1]!),
  }))
/** Routes whose answer depends on the install, not the request: Stripe's webhook answers 503 until Stripe keys are set. */
const UNCONFIGURED = new Set(['api/payments/stripe/webhook'])
/** The highest status a route may give odd input: below 500, but 503 for a route the install has not configured. */
const highestStatus = (route: string) => (UNCONFIGURED.has(route) ? 503 : 499)
const apiHost = (segments: string[]) => (isSiteApiPath(withValue(segments, 'x')) ? SITE_HOST : PLATFORM_HOST)

/** Every page and route of a dealer site (the [host] segment is the Host header), and the stock media route. */
const SITE_ROUTES = [
  ...routeFiles(path.join(root, 'src/app/(site)/sites/[host]'), /^(page\.tsx|route\.ts)$/),
  ...routeFiles(path.join(root, 'src/app/(site)/stock-media'), /^route\.ts$/).map((route) => ({ ...route, urlSegments: ['stock-media', ...route.urlSegments] })),
].map(({ urlSegments }) => ({ route: urlSegments.join('/'), segments: urlSegments }))
const DYNAMIC_SITE_ROUTES = SITE_ROUTES.filter(({ segments }) => segments.some(isDynamic))

/** A POST whose body is sent as raw bytes (malformed UTF-8 cannot be a JS string). */
function postBytes(host: string, pathname: string, body: Buffer, type = 'application/json', headers: Record<string, string> = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, localAddress: SWEEP_ADDRESS, path: pathname, method: 'POST', headers: { host: `${host}:${port}`, 'content-type': type, 'content-length': body.length, ...headers } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: <T>() => JSON.parse(text) as T }))
    })
    req.once('error', reject)
    req.end(body)
  })
}

/**
 * A body of `size` bytes streamed in chunks with no Content-Length, the way
 * an attacker would send 30 MB. The server may answer (and stop reading)
 * long before the last byte; the answer is what counts, not a write error.
 */
function postHuge(host: string, pathname: string, size: number, headers: Record<string, string> = {}): Promise<{ response: HttpResponse; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, localAddress: SWEEP_ADDRESS, path: pathname, method: 'POST', headers: { host: `${host}:${port}`, 'content-type': 'application/json', ...headers } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        resolve({ response: { status: res.statusCode ?? 0, headers: res.headers, body: text, json: <T>() => JSON.parse(text) as T }, ms: Date.now() - started })
        req.destroy()
      })
    })
    req.on('error', (error) => (req.writableEnded || req.destroyed ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, '{"x":"'.padEnd(64 * 1024, 'x'))
    let sent = 0
    const pump = () => {
      while (sent < size && !req.destroyed) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!req.destroyed) req.end()
    }
    pump()
  })
}

let pool: pg.Pool

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
})
afterAll(async () => {
  await pool?.end()
})

describe('bodies over the size limit', () => {
  /** Every POST route of ours that reads a body; sign-out reads none, and Stripe's webhook answers 503 until Stripe is configured. */
  const BODY_ROUTES = API_ROUTES.filter(({ methods, segments }) => methods.includes('POST') && !['api/account/sign-out', 'api/payments/stripe/webhook'].includes(segments.join('/')))

  it('the routes that read bodies include the shopper endpoints and search', () => {
    expect(BODY_ROUTES.map(({ segments }) => segments.join('/'))).toEqual(expect.arrayContaining(['api/search', 'api/leads', 'api/phone-reveals', 'api/watchlist/save-car', 'api/account/code', 'api/reserve', 'api/test-payment/[paymentId]']))
  })

  it.each(BODY_ROUTES.map(({ segments }) => withValue(segments, 'x')))('%s refuses 8 MB with a quick, readable 413, and the server stays healthy', async (address) => {
    const { response, ms } = await postHuge(apiHost(address.split('/').slice(1)), address, 8 * 1024 * 1024)
    expect(response.status, describeResponse(address, response)).toBe(413)
    expect(readable(response), describeResponse(address, response)).toBe(true)
    expect(ms).toBeLessThan(3_000)
    expect((await sweep('/api/health')).status).toBe(200)
  })
})

describe('the routes under test are found on disk', () => {
  it('finds our API routes (with their methods) and the sites’ dynamic routes', () => {
    expect(API_ROUTES.map(({ segments }) => segments.join('/'))).toEqual(expect.arrayContaining(['api/leads', 'api/phone-reveals', 'api/search', 'api/test-payment/[paymentId]', 'api/watchlist/save-car']))
    expect(API_ROUTES.every(({ methods }) => methods.length > 0)).toBe(true)
    expect(DYNAMIC_SITE_ROUTES.map(({ route }) => route)).toEqual(expect.arrayContaining(['cars/[slug]', 'cars/[slug]/pdf', 'test-payment/[paymentId]', 'stock-media/[...path]']))
  })
})

describe.each(API_ROUTES)('our API route /$route: malformed URLs and bodies', ({ route, segments, methods }) => {
  const host = apiHost(segments)

  it.each(methods)('%s with a malformed path segment or query string gets a readable 4xx', async (method) => {
    const addresses = [
      ...(segments.some(isDynamic) ? MALFORMED.map((value) => withValue(segments, value)) : []),
      ...MALFORMED_QUERY.map((value) => `${withValue(segments, 'x')}?q=${value}`),
      `${withValue(segments, 'x')}?where[title][equals]=a%00b`,
    ]
    for (const address of addresses) {
      const response = await sweep(address, { host, method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' })
      expect(response.status, describeResponse(`${method} ${address}`, response)).toBeGreaterThanOrEqual(400)
      expect(response.status, describeResponse(`${method} ${address}`, response)).toBeLessThan(500)
      expect(readable(response), describeResponse(`${method} ${address}`, response)).toBe(true)
    }
  })

  it.each(methods)('%s with odd but well-formed path segments never gets a 5xx', async (method) => {
    for (const value of segments.some(isDynamic) ? ODD : ['x']) {
      const address = withValue(segments, value)
      const response = await sweep(address, { host, method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' })
      expect(response.status, describeResponse(`${method} ${address.slice(0, 100)}`, response)).toBeLessThanOrEqual(highestStatus(route))
    }
  })

  it.each(methods)('%s with generated path segments, query strings and bodies never gets a 5xx', async (method) => {
    await fc.assert(
      fc.asyncProperty(urlPart, urlPart, jsonBody, async (segment, query, body) => {
        const address = `${withValue(segments, segment)}?q=${query}`
        const response = await sweep(address, { host, method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : body })
        expect(response.status, describeResponse(`${method} ${address.slice(0, 200)} ${body.slice(0, 100)}`, response)).toBeLessThanOrEqual(highestStatus(route))
      }),
      { numRuns: 20 },
    )
  })

  it.each(methods.filter((method) => method !== 'GET'))('%s with NUL bytes, control characters or malformed UTF-8 in its body never gets a 5xx', async (method) => {
    const address = withValue(segments, 'x')
    const bodies: [string, Buffer][] = [
      ['application/json', Buffer.from(JSON.stringify({ car_id: 'a\u0000b', email: 'a\u0000@example.com', phone_number: '0412\u0000', lead: { message: '\u0000' }, requests: [{ indexName: 'vehicles', params: { query: '\u0000' } }], postcode: '6000\u0000', outcome: 'pay\u0000', form: 'enquiry' }))],
      ['application/json', Buffer.from([0x7b, 0x22, 0x63, 0x61, 0x72, 0x5f, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0xae, 0x22, 0x7d])],
      ['application/x-www-form-urlencoded', Buffer.from('car_id=a%00b&email=x%00%40example.com&outcome=pay%00&phone_number=%ff')],
    ]
    for (const [type, body] of bodies) {
      const response = await postBytes(host, address, body, type)
      expect(response.status, describeResponse(`${method} ${address} ${type}`, response)).toBeLessThanOrEqual(highestStatus(route))
    }
  })
})

describe('the findings, one by one', () => {
  it('a NUL in car_id to /api/phone-reveals gets a 400 that names the field', async () => {
    const response = await sweep('/api/phone-reveals', { host: SITE_HOST, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ car_id: 'a\u0000b' }) })
    expect(response.status).toBe(400)
    expect(response.json<{ message: string }>().message).toBe('"car_id" holds a control character (U+0000): please remove it.')
  })

  it('a NUL in car_id to /api/watchlist/save-car from a signed-in shopper gets a 400', async () => {
    const cookie = await signedInShopper('nul.watcher@example.com.au')
    const response = await sweep('/api/watchlist/save-car', { host: SITE_HOST, method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ phone_number: '0412 555 011', car_id: 'a\u0000b' }) })
    expect(response.status, response.body).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch(/"car_id" holds a control character/)
  })

  it.each(['/api/test-payment/%00', '/api/test-payment/%ff', '/test-payment/%00', '/test-payment/%ff', '/cars/%c0%ae'])('%s gets a 400 with a message', async (address) => {
    const response = await sweep(address, { host: SITE_HOST, method: address.startsWith('/api/') ? 'POST' : 'GET' })
    expect(response.status).toBe(400)
    expect(readable(response)).toBe(true)
  })
})

describe.each(DYNAMIC_SITE_ROUTES)('a dealer site’s /$route', ({ segments: route }) => {
  it('answers malformed dynamic segments with a readable 4xx', async () => {
    for (const value of MALFORMED) {
      const address = withValue(route, value)
      const response = await sweep(address, { host: SITE_HOST })
      expect(response.status, describeResponse(address, response)).toBeGreaterThanOrEqual(400)
      expect(response.status, describeResponse(address, response)).toBeLessThan(500)
      expect(readable(response), describeResponse(address, response)).toBe(true)
    }
  })

  it('never answers generated dynamic segments with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(urlPart, async (segment) => {
        const address = withValue(route, segment)
        const response = await sweep(address, { host: SITE_HOST })
        expect(response.status, describeResponse(address.slice(0, 200), response)).toBeLessThan(500)
      }),
      { numRuns: 10 },
    )
  })

  it('never answers odd but well-formed dynamic segments with a 5xx', async () => {
    for (const value of ODD) {
      const address = withValue(route, value)
      const response = await sweep(address, { host: SITE_HOST })
      expect(response.status, describeResponse(address.slice(0, 100), response)).toBeLessThan(500)
    }
  })
})

/** Signs a shopper in on Swan River Toyota (server watchlist) with a phone; the session cookie. */
async function signedInShopper(email: string): Promise<string> {
  const send = (pathname: string, body: unknown, cookie?: string) =>
    sweep(pathname, { host: SITE_HOST, method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) })
  const journey = { type: 'watchlist', redirect: '/watchlist', back: '/' }
  const asked = await send('/api/account/code', { email, phone_number: '0412 555 011', ...journey })
  if (asked.status !== 200) throw new Error(`No sign-in code: ${asked.status} ${asked.body}`)
  const { rows } = await pool.query<{ text: string }>(`SELECT text FROM lead_outbox WHERE "to" = $1 AND subject LIKE '%sign-in code' ORDER BY id DESC LIMIT 1`, [email])
  const code = /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1]
  const verified = await send('/api/account/verify', { email, code, ...journey })
  const cookie = [verified.headers['set-cookie'] ?? []].flat().find((header) => header.startsWith('forecourt_shopper='))
  if (!cookie) throw new Error(`Not signed in: ${verified.status} ${verified.body}`)
  return cookie.split(';')[0]!
}
