import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { api, logIn, request } from '../support/http'
import { ADMIN_EMAIL, root, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const COASTAL = 'coastal-motors'
const SWAN = 'swan-river-toyota'

let pool: pg.Pool
let siteId: number
let car: Record<string, unknown> & { slug: string }

const page = (site: string, address: string, headers: Record<string, string> = {}) => request(port, address, { host: `${site}.localhost`, headers })
const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1]

/** A page's bytes as sent, with how they were encoded and whether the page cache answered. */
function pageBytes(address: string, headers: Record<string, string>): Promise<{ encoding?: string; cache?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: address, headers: { host: `${COASTAL}.localhost:${port}`, ...headers } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], cache: response.headers['x-page-cache'] as string | undefined, body: Buffer.concat(chunks) }))
      })
      .once('error', reject)
  })
}

async function importCar(value: Record<string, unknown>) {
  const report = await importStock({ pool, siteId, records: [{ row: 1, value }], mode: 'delta' })
  expect(report.rejected).toEqual([])
}

/** Asks for the page until its HTML says `text` (the server hears of an import within moments), for up to 5 seconds. */
async function pageShowing(address: string, text: string) {
  const started = Date.now()
  let body = ''
  while (Date.now() - started < 5_000) {
    const response = await page(COASTAL, address)
    body = response.body
    if (response.status === 200 && body.includes(text)) return response
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${address} never showed ${text}`)
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [COASTAL])
  siteId = rows[0]!.id
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${COASTAL}.json`), 'utf8')))
  const [generated] = [...generateCars(stockProfileFromSeed(seed)!, { count: 1, now: new Date() })]
  car = { ...generated!, id: 'page-cache-1', stocknum: 'PC0001', slug: 'page-cache-test-car', status: 'in_stock', show_on_dealer_website: true, price: 31990 } as typeof car
  await importCar(car)
  await pageShowing(`/cars/${car.slug}`, '$31,990')
}, 60_000)

afterAll(async () => {
  await pool.end()
})

describe('the page cache', () => {
  it('a second shopper gets the car page from the cache: the same page, its scripts allowed by hash rather than by a nonce', async () => {
    // beforeAll's visits stored the bare address: a query string of its own makes this one a first visit.
    const address = `/cars/${car.slug}?shopper=${Date.now()}`
    const first = await page(COASTAL, address)
    const second = await page(COASTAL, address)
    expect(first.headers['x-page-cache']).toBe('miss')
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(nonceOf(first.headers['content-security-policy'])).toBeTruthy()
    expect(second.body).toBe(first.body)
    const scripts = String(second.headers['content-security-policy']).split('; ').find((directive) => directive.startsWith('script-src '))!
    expect(scripts).not.toMatch(/nonce|strict-dynamic|'self'/)
    expect(scripts).toContain(` ${COASTAL}.localhost:${port}/_next/static/ `)
    const inline = [...second.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`)
    expect(inline.length).toBeGreaterThan(3)
    for (const hash of inline) expect(scripts).toContain(hash)
    expect(second.headers['x-frame-options']).toBe('DENY')
    expect(second.headers['content-type']).toMatch(/^text\/html/)
  })

  it('compresses every page for browsers that accept it, a cache miss, a request with a cookie and a hit alike: brotli where accepted, else gzip', async () => {
    const miss = `/?compressed=${Date.now()}`
    const answers = {
      miss: await pageBytes(miss, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      hit: await pageBytes(miss, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      cookie: await pageBytes('/', { 'accept-encoding': 'gzip, deflate, br, zstd', cookie: '__prerender_bypass=whatever' }),
      gzipOnly: await pageBytes(`/?gzip-only=${Date.now()}`, { 'accept-encoding': 'gzip' }),
    }
    expect(Object.values(answers).map((answer) => answer.cache)).toEqual(['miss', 'hit', undefined, 'miss'])
    expect(Object.values(answers).map((answer) => answer.encoding)).toEqual(['br', 'br', 'br', 'gzip'])
    for (const [name, answer] of Object.entries(answers)) {
      const html = (answer.encoding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body)).toString('utf8')
      expect(html, name).toMatch(/<\/html>$/)
      // A home page's HTML compresses to well under a quarter of its size.
      expect(answer.body.length, name).toBeLessThan(html.length / 4)
    }
    // A hit is compressed once, when the page is stored, at a higher quality than a page streamed as it renders.
    const again = await pageBytes(miss, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(again.cache).toBe('hit')
    expect(again.body.equals(answers.hit.body)).toBe(true)
    expect(answers.hit.body.length).toBeLessThan(answers.miss.body.length)
  })

  it('is kept per host: another dealer’s host never gets this dealer’s page', async () => {
    await page(COASTAL, `/cars/${car.slug}`)
    const other = await page(SWAN, `/cars/${car.slug}`)
    expect(other.status).toBe(404)
    expect(other.body).not.toContain('$31,990')
  })

  it('a request with a cookie (draft preview) is always rendered afresh', async () => {
    const response = await page(COASTAL, `/cars/${car.slug}`, { cookie: '__prerender_bypass=whatever' })
    expect(response.status).toBe(200)
    expect(response.headers['x-page-cache']).toBeUndefined()
  })

  it('a stock import drops the site’s cached pages: a new price shows within 5 seconds', async () => {
    await page(COASTAL, `/cars/${car.slug}`)
    expect((await page(COASTAL, `/cars/${car.slug}`)).headers['x-page-cache']).toBe('hit')
    await importCar({ ...car, price: 29990 })
    const updated = await pageShowing(`/cars/${car.slug}`, '$29,990')
    expect(updated.body).not.toContain('$31,990')
  })

  it('an admin change to the site drops its cached pages at once', async () => {
    await page(COASTAL, '/')
    expect((await page(COASTAL, '/')).headers['x-page-cache']).toBe('hit')
    const { token } = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const site = await api(port, `/api/tenants/${siteId}`, { token })
    const name = site.json<{ name: string }>().name
    try {
      expect((await api(port, `/api/tenants/${siteId}`, { token, method: 'PATCH', body: { name: 'Coastal Motors Renamed' } })).status).toBe(200)
      const renamed = await page(COASTAL, '/')
      expect(renamed.headers['x-page-cache']).toBe('miss')
      expect(renamed.body).toContain('Coastal Motors Renamed')
    } finally {
      await api(port, `/api/tenants/${siteId}`, { token, method: 'PATCH', body: { name } })
    }
  })
})
