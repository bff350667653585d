import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import config from '@payload-config'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { api, logIn, request, type HttpResponse } from '../support/http'
import { describeResponse, readable } from '../support/readableAnswer'
import { ADMIN_EMAIL, root, TEST_PASSWORD } from '../support/testEnvironment'

/**
 * Malformed input never gets a 5xx, continued from input-hardening.int.test.ts
 * (every route of ours, swept): Payload's REST and GraphQL APIs for every
 * collection, and hostile feed data (a car's photos in its PDF, private
 * fields and markup in search) that must neither leak nor run.
 */

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'
const COASTAL = 'coastal-motors'
const SITE_HOST = `${SWAN}.localhost`
/**
 * As in input-hardening.int.test.ts, this file's requests come from that
 * file's loopback address: they use up its lead and trade-in allowances,
 * not those of the test files that run after it from 127.0.0.1.
 */
const SWEEP_ADDRESS = '127.0.0.2'
const sweep = (pathname: string, options: Parameters<typeof request>[2] = {}): Promise<HttpResponse> => request(port, pathname, { ...options, localAddress: SWEEP_ADDRESS })

let pool: pg.Pool
let admin: string

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  admin = (await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)).token
})
afterAll(async () => {
  await pool?.end()
})

describe('Payload’s REST and GraphQL APIs, for every collection', () => {
  let slugs: string[] = []
  beforeAll(async () => {
    // A collection without a REST API (endpoints: false, e.g. payload-migrations) answers every request 501 "Cannot GET", whatever it holds.
    slugs = (await config).collections.filter((collection) => collection.endpoints !== false).map((collection) => collection.slug)
  })

  it('non-numeric and NUL ids, and where clauses with NUL, get a readable 4xx', async () => {
    expect(slugs).toEqual(expect.arrayContaining(['dealerships', 'tenants', 'pages', 'users']))
    // Preferences are addressed by their key (/api/payload-preferences/{key}): any word is a key, and an unknown one is "Not Found" with a 200.
    for (const slug of slugs.filter((candidate) => candidate !== 'payload-preferences')) {
      const calls: [string, string][] = [
        ['GET', `/api/${slug}/abc`],
        ['GET', `/api/${slug}/%00`],
        ['GET', `/api/${slug}/%ff`],
        ['GET', `/api/${slug}?where[title][equals]=a%00b`],
        ['PATCH', `/api/${slug}/abc`],
        ['DELETE', `/api/${slug}/abc`],
      ]
      for (const [method, address] of calls) {
        const response = await api(port, address, { method, token: admin, body: method === 'PATCH' ? {} : undefined })
        expect(response.status, describeResponse(`${method} ${address}`, response)).toBeGreaterThanOrEqual(400)
        expect(response.status, describeResponse(`${method} ${address}`, response)).toBeLessThan(500)
        expect(readable(response), describeResponse(`${method} ${address}`, response)).toBe(true)
      }
    }
  })

  it('out-of-range ids and where clauses with bad UTF-8, a word for a number or a date never get a 5xx; a refusal is readable', async () => {
    for (const slug of slugs) {
      for (const address of [`/api/${slug}?where[title][equals]=%ff%fe`, `/api/${slug}/99999999999999999999`, `/api/${slug}?where[id][equals]=abc`, `/api/${slug}?where[id][in]=1,abc`, `/api/${slug}?where[createdAt][equals]=not-a-date`]) {
        const response = await api(port, address, { token: admin })
        expect(response.status, describeResponse(address, response)).toBeLessThan(500)
        expect(response.status < 400 || readable(response), describeResponse(address, response)).toBe(true)
      }
    }
  })

  it('/api/dealerships/abc says what is wrong with the id', async () => {
    const response = await api(port, '/api/dealerships/abc', { token: admin })
    expect(response.status).toBe(400)
    expect(response.json<{ errors: { message: string }[] }>().errors[0]!.message).toMatch(/id number/)
  })

  it('a NUL in GraphQL gets a readable error, not "Something went wrong"', async () => {
    for (const query of ['{ Dealerships(where: { name: { equals: "a\\u0000b" } }) { docs { id } } }', '{ Dealerships(where: { name: { like: "\\u0000" } }) { docs { id } } }']) {
      const response = await api(port, '/api/graphql', { method: 'POST', token: admin, body: { query } })
      expect(response.status, response.body).toBeLessThan(500)
      const { errors } = response.json<{ errors?: { message: string; extensions?: { statusCode?: number } }[] }>()
      expect(errors?.[0]?.message, response.body).not.toBe('Something went wrong.')
      expect(errors?.[0]?.extensions?.statusCode, response.body).toBe(400)
    }
  })
})

/** One generated car of the site, imported alone (a delta import leaves the rest of the stock as it is) with the photos given; its slug. */
async function importedCar(site: string, fields: Record<string, unknown>): Promise<string> {
  const siteId = (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [site])).rows[0]!.id
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${site}.json`), 'utf8')))
  const [generated] = [...generateCars(stockProfileFromSeed(seed)!, { count: 1, now: new Date() })]
  const id = `input-hardening-${site}-${Object.keys(fields).join('-') || 'plain'}`.slice(0, 60)
  const car = { ...generated!, id, slug: id, stocknum: id.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(-20), status: 'in_stock', show_on_dealer_website: true, ...fields }
  const report = await importStock({ pool, siteId, records: [{ row: 1, value: car }], mode: 'delta' })
  if (report.rejected.length > 0) throw new Error(`The car was refused: ${JSON.stringify(report.rejected)}`)
  const slug = (await pool.query<{ slug: string }>('SELECT slug FROM stock_vehicles WHERE site_id = $1 AND id = $2', [siteId, id])).rows[0]!.slug
  // The index hears of the import within a few seconds.
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if ((await sweep(`/cars/${slug}`, { host: `${site}.localhost` })).status === 200) break
  }
  return slug
}

describe('the car PDF', () => {
  let photoServer: http.Server
  const asked: string[] = []
  let photoOrigin = ''

  beforeAll(async () => {
    photoServer = http.createServer((req, res) => {
      asked.push(req.url ?? '')
      res.writeHead(200, { 'content-type': 'image/png' }).end()
    })
    await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve))
    photoOrigin = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`
  })
  afterAll(() => photoServer?.close())

  it('is a 404 on a site whose printPdf setting is off', async () => {
    const slug = await importedCar(COASTAL, {})
    expect((await sweep(`/cars/${slug}`, { host: `${COASTAL}.localhost` })).status).toBe(200)
    const response = await sweep(`/cars/${slug}.pdf`, { host: `${COASTAL}.localhost` })
    expect(response.status).toBe(404)
    expect(response.body).toBe('This site does not offer car PDFs.')
  })

  it('never fetches a feed photo from an internal address: the PDF comes without it', async () => {
    const photos = [`${photoOrigin}/admin-only/photo.png`, `http://localhost:${port}/api/health`]
    const slug = await importedCar(SWAN, { images: photos, primary_image_url: photos[0] })
    const pdf = await sweep(`/cars/${slug}.pdf`, { host: SITE_HOST })
    expect(pdf.status).toBe(200)
    expect(pdf.body.startsWith('%PDF-')).toBe(true)
    expect(asked).toEqual([])
  })
})

describe('public search', () => {
  it.each([[['*']], [['autograb_data', 'private_cost_price', 'slug']]])('attributesToRetrieve %j returns no private feed field, and highlights come raw as Algolia’s do (InstantSearch escapes them)', async (attributes) => {
    const hostile = '<img src=x onerror=alert(1)>'
    await importedCar(SWAN, { autograb_data: { state_average_market_price: 21000, average_market_price: 20500 }, private_cost_price: 9000, badge: `Hostile ${hostile}` })
    const response = await sweep('/api/search', {
      host: SITE_HOST,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { query: 'hostile', attributesToRetrieve: attributes, attributesToHighlight: ['*'] } }] }),
    })
    expect(response.status, response.body).toBe(200)
    const [hit] = response.json<{ results: { hits: Record<string, unknown>[] }[] }>().results[0]!.hits
    expect(hit, response.body.slice(0, 300)).toBeDefined()
    expect(hit).not.toHaveProperty('autograb_data')
    expect(hit).not.toHaveProperty('private_cost_price')
    expect((hit!._highlightResult as Record<string, { value: string }>).badge!.value).toBe(`<em>Hostile</em> ${hostile}`)
  })
})
