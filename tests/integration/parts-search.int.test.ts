import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { request } from '../support/http'
import { root } from '../support/testEnvironment'

const port = inject('serverPort')
const SITE = 'coastal-motors'
const page = (site: string, address: string) => request(port, address, { host: `${site}.localhost` })

/** Parts as a dealer's feed lists them (src/domain/parts.ts): stock records with item_type "part"; make and model say what they fit. */
const PARTS = [
  { id: 'part-1', name: 'HiLux tow bar kit', stocknum: 'P-1001', make: 'Toyota', model: 'HiLux', price: 899 },
  { id: 'part-2', name: 'Rubber floor mats', stocknum: 'P-1002', make: 'Toyota', model: 'HiLux', price: 149 },
  { id: 'part-3', name: 'Ranger roof racks', stocknum: 'P-1003', make: 'Ford', model: 'Ranger', price: 649 },
].map((part) => ({ ...part, item_type: 'part', car_type: 'used', status: 'in_stock', show_on_dealer_website: true }))

let pool: pg.Pool

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [SITE])
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${SITE}.json`), 'utf8')))
  const cars = [...generateCars(stockProfileFromSeed(seed)!, { count: 120, now: new Date() })]
  const records = [...cars, ...PARTS].map((value, index) => ({ row: index + 1, value }))
  await importStock({ pool, siteId: rows[0]!.id, records, mode: 'full' })
  // The server's index hears of the import through PostgreSQL moments after it commits.
  for (const started = Date.now(); (await page(SITE, '/parts/search')).status !== 200; ) {
    if (Date.now() - started > 10_000) throw new Error('The server did not list the imported parts within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}, 120_000)

afterAll(async () => {
  await pool.end()
})

describe('parts search (/parts/search)', () => {
  it('lists the site’s parts, 21 a page, by keyword, make and price', async () => {
    const all = await page(SITE, '/parts/search')
    expect(all.status).toBe(200)
    expect(all.body).toContain('3 parts for sale')
    for (const part of PARTS) expect(all.body).toContain(part.name)
    expect(all.body).toContain('Part no. P-1001')
    expect(all.body).toMatch(/<link rel="canonical" href="[^"]+\/parts\/search"\/>/)
    const towBar = await page(SITE, '/parts/search?query=tow')
    expect(towBar.body).toContain('1 part for sale')
    expect(towBar.body).toContain('HiLux tow bar kit')
    const ford = await page(SITE, '/parts/search?make=Ford&price=0:1000')
    expect(ford.body).toContain('1 part for sale')
    expect(ford.body).toContain('Ranger roof racks')
  })

  it('sends the form’s empty fields to the search’s own address', async () => {
    const response = await page(SITE, '/parts/search?query=&make=Toyota&price=')
    expect(response.status).toBe(307)
    expect(response.headers.location).toMatch(/\/parts\/search\?make=Toyota$/)
  })

  it('vehicle searches leave parts out', async () => {
    for (const address of ['/search/used-cars', '/search/toyota', '/directory', '/directory?make=Toyota']) {
      const response = await page(SITE, address)
      expect(response.status).toBe(200)
      for (const part of PARTS) expect(response.body).not.toContain(part.name)
    }
  })

  it('answers 404 on a site whose stock lists no parts', async () => {
    expect((await page('swan-river-toyota', '/parts/search')).status).toBe(404)
  })
})
