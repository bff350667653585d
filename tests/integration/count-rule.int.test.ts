import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { MAX_PAGINATED_HITS, SEARCH_PAGE_SIZE } from '../../src/domain/listing'
import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { announceStockChange } from '@/server/stockVersion'
import { api, logIn, request } from '../support/http'
import { waitFor } from '../support/nextServer'
import { ADMIN_EMAIL, root, TEST_PASSWORD } from '../support/testEnvironment'

/**
 * The count rule end to end (src/domain/listing.ts displayedCount): above
 * 1,999 results shoppers are shown the sum of the car-type counts, or the
 * site's fixed stock count when it has one; at 1,999 or fewer, the true
 * count; paging always follows the true count.
 */
const port = inject('serverPort')
const SITE = 'swan-river-toyota'
const CARS = 2_100
/** The site's fixed stock count: under the pagination cap, so paging by the shown count instead of the true one would show. */
const OVERRIDE = 500
/** Every so many Toyotas lose their car type, so both the whole stock and the Toyotas have a car-type sum short of their true count. */
const UNTYPED_EVERY = 50
/** The site's search page of all its stock, with no filter chosen. */
const ALL_STOCK_PAGE = '/search/new-used-and-demo-cars'
/** Paging follows the true count, up to the pagination cap. */
const PAGES = Math.ceil(MAX_PAGINATED_HITS / SEARCH_PAGE_SIZE)

type Result = { nbHits: number; nbPages: number; hits: unknown[]; facets: Record<string, Record<string, number>> }

let pool: pg.Pool
let siteId: number
let adminToken: string
let savedStock: unknown
let toyotas: number
let untyped: string[]

async function search(params: Record<string, unknown>): Promise<Result> {
  const response = await request(port, '/api/search', {
    host: `${SITE}.localhost`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: SEARCH_PAGE_SIZE, facets: ['car_type'], ...params } }] }),
  })
  if (response.status !== 200) throw new Error(`search answered ${response.status}: ${response.body}`)
  return response.json<{ results: Result[] }>().results[0]!
}

const carTypeSum = (result: Result) => Object.values(result.facets.car_type ?? {}).reduce((sum, count) => sum + count, 0)
// React parts adjacent text with empty comments ("Page <!-- -->1"): read the text as a shopper sees it.
const searchPage = async () => (await request(port, ALL_STOCK_PAGE, { host: `${SITE}.localhost` })).body.replaceAll('<!-- -->', '')
const shownOnPage = (count: number) => `${count.toLocaleString('en-AU')} cars for sale`

async function setStockCountOverride(stockCountOverride: number | null) {
  const response = await api(port, `/api/tenants/${siteId}`, { token: adminToken, method: 'PATCH', body: { settings: { stockCountOverride } } })
  if (response.status !== 200) throw new Error(`Setting the fixed stock count answered ${response.status}: ${response.body}`)
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  siteId = (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [SITE])).rows[0]!.id
  adminToken = (await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)).token
  // Other test files may have stock on this site: kept, to put back afterwards.
  savedStock = (await pool.query('SELECT json_agg(v) AS rows FROM stock_vehicles v WHERE site_id = $1', [siteId])).rows[0].rows

  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${SITE}.json`), 'utf8')))
  const cars = [...generateCars(stockProfileFromSeed(seed)!, { count: CARS, now: new Date() })].map((car) => ({
    ...car,
    status: 'in_stock',
    sold: false,
    sold_date_timestamp: null,
    show_on_dealer_website: true,
  }))
  // A full import: these 2,100 listed cars become the site's whole stock.
  const report = await importStock({ pool, siteId, records: cars.map((value, index) => ({ row: index + 1, value })), mode: 'full' })
  if (report.rejected.length > 0) throw new Error(`Cars were refused: ${JSON.stringify(report.rejected.slice(0, 3))}`)
  const toyotaIds = cars.filter((car) => car.make === 'Toyota').map((car) => String(car.id))
  toyotas = toyotaIds.length
  untyped = toyotaIds.filter((_, at) => at % UNTYPED_EVERY === 0)

  // The import refuses a car without a car type, so on imported stock the two counts agree. To tell them apart,
  // a few stored records lose theirs behind the import's back: the index reads the stored record, and a new
  // content hash and stock version make it read these again.
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query("UPDATE stock_vehicles SET data = data - 'car_type', content_hash = md5(content_hash) WHERE site_id = $1 AND id = ANY($2::varchar[])", [siteId, untyped])
    await announceStockChange(client, siteId)
    await client.query('COMMIT')
  } finally {
    client.release()
  }

  // The server's index refreshes on the NOTIFY: wait until its car-type counts show the untyped cars gone.
  await waitFor(async () => carTypeSum(await search({ hitsPerPage: 0 })) === CARS - untyped.length, 30_000, () => 'the index never showed the imported cars')
}, 120_000)

afterAll(async () => {
  await setStockCountOverride(null).catch((error: unknown) => console.error(error))
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('DELETE FROM stock_vehicles WHERE site_id = $1', [siteId])
    if (savedStock) await client.query('INSERT INTO stock_vehicles SELECT * FROM json_populate_recordset(null::stock_vehicles, $1)', [JSON.stringify(savedStock)])
    await announceStockChange(client, siteId)
    await client.query('COMMIT')
  } finally {
    client.release()
    await pool.end()
  }
})

describe('the count shown to shoppers, on a site of 2,100 listed cars', () => {
  it('above 1,999: the sum of the car-type counts, not the true count; paging follows the true count', async () => {
    expect(untyped.length).toBeGreaterThan(0)
    const result = await search({})
    expect(result.nbHits).toBe(CARS - untyped.length)
    expect(result.nbHits).toBe(carTypeSum(result))
    expect(result.nbPages).toBe(PAGES)
    const last = await search({ page: PAGES - 1 })
    expect(last.hits).toHaveLength(MAX_PAGINATED_HITS - (PAGES - 1) * SEARCH_PAGE_SIZE)
    const page = await searchPage()
    expect(page).toContain(shownOnPage(CARS - untyped.length))
    expect(lastPageLinked(page)).toBe(PAGES)
  })

  it('a refinement down to 1,999 or fewer shows the true count', async () => {
    expect(toyotas).toBeLessThanOrEqual(1_999)
    const result = await search({ facetFilters: [['make:Toyota']] })
    expect(result.nbHits).toBe(toyotas)
    expect(carTypeSum(result)).toBe(toyotas - untyped.length)
  })

  it("with the site's fixed stock count set, above 1,999 shows that number at once, on the search and its page; paging still follows the true count", async () => {
    // The page has just read the site's settings: the change must reach it at once, not when its caches lapse.
    expect(await searchPage()).toContain(shownOnPage(CARS - untyped.length))
    await setStockCountOverride(OVERRIDE)
    const result = await search({})
    expect(result.nbHits).toBe(OVERRIDE)
    expect(result.nbPages).toBe(PAGES)
    expect((await search({ facetFilters: [['make:Toyota']] })).nbHits).toBe(toyotas)
    const page = await searchPage()
    expect(page).toContain(shownOnPage(OVERRIDE))
    expect(lastPageLinked(page)).toBe(PAGES)
  })
})

/** The highest page number the search page's numbered pages link to. */
function lastPageLinked(html: string): number {
  return Math.max(0, ...[...html.matchAll(/[?&]page=(\d+)["&]/g)].map((match) => Number(match[1])))
}
