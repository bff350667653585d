import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { readSeedFile } from '../../src/onboarding/readSeedFile'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { reflectHoldInAlgolia } from '../../src/reservations/algoliaHold'
import { createAlgoliaEngine, type AlgoliaConfig } from '../../src/search/algolia'
import { createBuiltInEngine } from '../../src/search/builtIn/builtInEngine'
import { parseSiteFilter } from '../../src/search/builtIn/siteFilter'
import type { SearchEngine, SiteScope } from '../../src/search/engine'
import { parseSearchBody } from '../../src/search/request'
import { generateCars } from '../../src/stock-demo/generate'
import { findSiteForImport } from '../../src/stock/importTarget'
import { runImport, type SiteForImport } from '../../src/stock/runImport'
import { startFakeAlgolia, type FakeAlgolia } from '../support/fakeAlgolia'
import { runScript, testProcessEnv } from '../support/testEnvironment'

/** A site no other integration test stocks; its stock is put back afterwards. */
const SITE = 'sunshine-caravans'
const DAY_MS = 86_400_000
const dir = mkdtempSync(path.join(tmpdir(), 'algolia-sync-'))

type Car = Record<string, unknown> & { id: string }

let pool: pg.Pool
let fake: FakeAlgolia
let site: SiteForImport
let config: AlgoliaConfig
let savedStock: unknown
let savedEnv: NodeJS.ProcessEnv
let cars: Car[]
let algolia: SearchEngine
let builtIn: SearchEngine
const now = new Date()

const feed = (name: string, vehicles: Car[]) => {
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify(vehicles))
  return file
}
const importFeed = (vehicles: Car[], mode: 'full' | 'delta' = 'full') => runImport(pool, { site, source: feed(`${Math.random()}.json`, vehicles), mode, trigger: 'command' })
/** The writes Algolia received while `action` ran. */
async function writesDuring(action: () => Promise<unknown>) {
  const before = fake.writes.length
  await action()
  return fake.writes.slice(before)
}
const scope = (at: Date): SiteScope => ({ siteId: site.id, filter: parseSiteFilter(site.searchFilter), includeSoldCarsDays: site.includeSoldCarsDays, stockCountOverride: null, now: at })
const listedIds = async (engine: SearchEngine, at: Date) => {
  const [result] = await engine.search(scope(at), parseSearchBody({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 1000, attributesToRetrieve: ['id'] } }] }))
  return ((result as Hits).hits ?? []).map((hit) => String(hit.objectID)).sort()
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4 })
  site = (await findSiteForImport(pool, SITE))!
  savedStock = (await pool.query('SELECT json_agg(v) AS rows FROM stock_vehicles v WHERE site_id = $1', [site.id])).rows[0].rows
  await pool.query('DELETE FROM stock_vehicles WHERE site_id = $1', [site.id])
  fake = await startFakeAlgolia()
  savedEnv = { ...process.env }
  // runImport and the hold read Algolia's configuration from the environment, as the server does.
  Object.assign(process.env, { ALGOLIA_APP_ID: 'FAKEAPP1', ALGOLIA_ADMIN_KEY: 'fakeadminkey', ALGOLIA_INDEX_PREFIX: 'int_', ALGOLIA_HOSTS: fake.address })
  config = { appId: 'FAKEAPP1', adminKey: 'fakeadminkey', searchKey: null, indexPrefix: 'int_', hosts: fake.hosts }
  const profile = stockProfileFromSeed(await readSeedFile(`tenants-seed/${SITE}.json`))!
  cars = [...generateCars(profile, { count: 120, now, seed: 'algolia-sync' })].map(({ slug: _slug, ...car }) => ({ ...car, id: `as-${car.id}` }) as Car)
  // One car sold a day ago: listed until its window ends.
  Object.assign(cars[0]!, { status: 'sold', sold: true, sold_date_timestamp: Math.floor((now.getTime() - DAY_MS) / 1000) })
  algolia = createAlgoliaEngine({ config })
  builtIn = createBuiltInEngine(pool)
}, 60_000)

afterAll(async () => {
  process.env = savedEnv
  builtIn?.close()
  await fake?.close()
  await pool.query('DELETE FROM stock_vehicles WHERE site_id = $1', [site.id])
  if (savedStock) await pool.query(`INSERT INTO stock_vehicles SELECT * FROM json_populate_recordset(NULL::stock_vehicles, $1)`, [JSON.stringify(savedStock)])
  await pool.end()
})

describe('what an import sends Algolia', () => {
  it('a first import configures the index and its replicas and sends each car that may be listed, once', async () => {
    const writes = await writesDuring(() => importFeed(cars))
    const settings = writes.filter((write) => write.action === 'setSettings')
    expect(settings.map((write) => write.index)).toEqual([`int_site_${site.id}_vehicles`, ...['price_asc', 'price_desc', 'km_asc', 'km_desc', 'year_desc', 'newest'].map((sort) => `int_site_${site.id}_vehicles_${sort}`)])
    const records = writes.filter((write) => write.action === 'addObject')
    const mayBeListed = cars.filter((car) => car.show_on_dealer_website !== false && (car.status === 'in_stock' || car.status === 'coming_soon' || (car.status === 'sold' && car.sold_date_timestamp != null)))
    expect(records.map((write) => write.objectID).sort()).toEqual(mayBeListed.map((car) => car.id).sort())
    expect(writes).toHaveLength(settings.length + records.length)
  })

  it('a full import of an unchanged feed sends nothing', async () => {
    expect(await writesDuring(() => importFeed(cars))).toEqual([])
  })

  it('a 1-car delta import sends that 1 record, not the site', async () => {
    const changed = { ...cars.find((car) => car.status === 'in_stock')!, price: 12_345 }
    const writes = await writesDuring(() => importFeed([changed], 'delta'))
    expect(writes).toEqual([{ index: `int_site_${site.id}_vehicles`, action: 'addObject', objectID: changed.id }])
    cars = cars.map((car) => (car.id === changed.id ? changed : car))
  })

  it('a car the feed no longer lists is deleted, and only it', async () => {
    const gone = cars.findLast((car) => car.status === 'in_stock')!
    const kept = cars.filter((car) => car !== gone)
    const writes = await writesDuring(() => importFeed(kept))
    expect(writes).toEqual([{ index: `int_site_${site.id}_vehicles`, action: 'deleteObject', objectID: gone!.id }])
    cars = kept
  })

  it('a hold is a partial update of the car’s reserved flag', async () => {
    const car = cars.find((candidate) => candidate.status === 'in_stock' && candidate.reserved !== true)!
    const writes = await writesDuring(() => reflectHoldInAlgolia(site.id, car.id, true))
    expect(writes).toEqual([{ index: `int_site_${site.id}_vehicles`, action: 'partialUpdateObjectNoCreate', objectID: car.id }])
    const stored = fake.indices.records(`int_site_${site.id}_vehicles`).records.find((record) => record.objectID === car.id)
    expect(stored?.reserved).toBe(true)
    await reflectHoldInAlgolia(site.id, car.id, false)
  })

  it('a sold car leaves the results when its window ends, with no write', async () => {
    const sold = cars[0]!.id
    const later = new Date(now.getTime() + site.includeSoldCarsDays * DAY_MS)
    const writes = await writesDuring(async () => {
      expect(await listedIds(algolia, now)).toContain(sold)
      expect(await listedIds(algolia, later)).not.toContain(sold)
    })
    expect(writes).toEqual([])
    expect(await listedIds(algolia, later)).toEqual(await listedIds(builtIn, later))
  })
})

/** The listing rule written again in SQL (the site has no search filter): the truth both engines are held to. */
async function listedInSql(at: Date, where = 'true'): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM stock_vehicles WHERE site_id = $1 AND show_on_dealer_website
       AND (status IN ('in_stock', 'coming_soon') OR (status = 'sold' AND sold_at >= $2::timestamptz - make_interval(days => $3) AND sold_at <= $2)) AND (${where})`,
    [site.id, at.toISOString(), site.includeSoldCarsDays],
  )
  return rows.map((row) => row.id).sort()
}

const search = async (engine: SearchEngine, requests: unknown[], at = now) => engine.search(scope(at), parseSearchBody({ requests }))
type Hits = { hits: Record<string, unknown>[]; nbHits: number; facets: Record<string, Record<string, number>> }

/** The InstantSearch contract, the same assertions for each engine over the same stock. */
describe.each([
  ['the built-in engine', () => builtIn],
  ['the Algolia engine, on the fake Algolia', () => algolia],
])('the search contract: %s', (_name, engineOf) => {
  it('lists exactly the listed cars, now and once the sold car’s window has passed', async () => {
    expect(await listedIds(engineOf(), now)).toEqual(await listedInSql(now))
    const later = new Date(now.getTime() + site.includeSoldCarsDays * DAY_MS + 1000)
    expect(await listedIds(engineOf(), later)).toEqual(await listedInSql(later))
  })

  it('counts facets over the matching cars, and a refinement narrows the hits but not its own facet', async () => {
    const [all] = (await search(engineOf(), [{ indexName: 'vehicles', params: { facets: ['make'], hitsPerPage: 0 } }])) as Hits[]
    const make = Object.keys(all!.facets.make!)[0]!
    expect(all!.facets.make![make]).toBe((await listedInSql(now, `data->>'make' = '${make.replace(/'/g, "''")}'`)).length)
    const [refined, disjunctive] = (await search(engineOf(), [
      { indexName: 'vehicles', params: { facets: ['make'], facetFilters: [[`make:${make}`]], hitsPerPage: 1000 } },
      { indexName: 'vehicles', params: { facets: ['make'], hitsPerPage: 0 } },
    ])) as Hits[]
    expect(refined!.nbHits).toBe(all!.facets.make![make])
    expect(refined!.hits.every((hit) => hit.make === make)).toBe(true)
    expect(disjunctive!.facets.make).toEqual(all!.facets.make)
  })

  it('a replica sorts by its attribute: vehicles_price_asc is cheapest first, and pages follow on', async () => {
    const [first, second] = (await search(engineOf(), [
      { indexName: 'vehicles_price_asc', params: { hitsPerPage: 10, page: 0, attributesToRetrieve: ['price'] } },
      { indexName: 'vehicles_price_asc', params: { hitsPerPage: 10, page: 1, attributesToRetrieve: ['price'] } },
    ])) as Hits[]
    const prices = [...first!.hits, ...second!.hits].map((hit) => hit.price as number)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('finds a listed car by slug, with its whole record; an unlisted one is not found', async () => {
    const { rows } = await pool.query<{ slug: string; listed: boolean; id: string }>('SELECT slug, id, show_on_dealer_website AS listed FROM stock_vehicles WHERE site_id = $1 ORDER BY id', [site.id])
    const listed = new Set(await listedInSql(now))
    const shown = rows.find((row) => listed.has(row.id))!
    const vehicle = await engineOf().vehicleBySlug(scope(now), shown.slug)
    expect(vehicle).toMatchObject({ objectID: shown.id, slug: shown.slug, custom_rank: expect.any(Number), make: expect.any(String) })
    // The feed's cars include sold ones out of their window (the generator's) or hidden ones; one at least is unlisted.
    const unlisted = rows.find((row) => !listed.has(row.id))!
    expect(await engineOf().vehicleBySlug(scope(now), unlisted.slug)).toBeNull()
    expect((await engineOf().listedSlugs(scope(now))).sort()).toEqual(rows.filter((row) => listed.has(row.id)).map((row) => row.slug).sort())
  })
})

describe('the two engines agree', () => {
  /** What a response says, without its timing. */
  const comparable = (responses: unknown[]) => JSON.parse(JSON.stringify(responses, (key, value: unknown) => (key === 'processingTimeMS' ? undefined : value))) as unknown

  it('answer the same queries with the same hits, counts, facets, stats and highlights', async () => {
    const some = cars.find((car) => car.status === 'in_stock')!
    const requests = [
      { indexName: 'vehicles', params: { facets: ['*'], hitsPerPage: 20 } },
      { indexName: 'vehicles', params: { query: String(some.make), facets: ['make', 'model', 'body'], hitsPerPage: 5, page: 1 } },
      { indexName: 'vehicles_price_desc', params: { filters: 'NOT status:sold', numericFilters: ['price>=10000'], facets: ['price', 'year'], hitsPerPage: 7 } },
      { indexName: 'vehicles_newest', params: { facetFilters: [['car_type:used', 'car_type:new']], hitsPerPage: 12 } },
      { indexName: 'vehicles', type: 'facet', facet: 'make', facetQuery: String(some.make).slice(0, 2), params: { maxFacetHits: 5 } },
    ]
    expect(comparable(await search(algolia, requests))).toEqual(comparable(await search(builtIn, requests)))
    const soldVehicle = await builtIn.vehicleBySlug(scope(now), String((await pool.query('SELECT slug FROM stock_vehicles WHERE id = $1', [cars[0]!.id])).rows[0].slug))
    const similar = async (engine: SearchEngine) => (await engine.similarVehicles(scope(now), soldVehicle!, 4)).map((vehicle) => vehicle.objectID)
    expect(await similar(algolia)).toEqual(await similar(builtIn))
  })
})

describe('npm run search:sync', () => {
  const env = () => ({ ...testProcessEnv(inject('databaseUrl')), ALGOLIA_APP_ID: 'FAKEAPP1', ALGOLIA_ADMIN_KEY: 'fakeadminkey', ALGOLIA_INDEX_PREFIX: 'int_', ALGOLIA_HOSTS: fake.address })
  const primary = () => `int_site_${site.id}_vehicles`

  it('repairs an index: sends only the missing and changed records and deletes strays, then finds nothing to do', async () => {
    const [first, second] = fake.indices.records(primary()).records
    fake.indices.apply(primary(), 'deleteObject', { objectID: first!.objectID })
    fake.indices.apply(primary(), 'partialUpdateObject', { objectID: second!.objectID, price: 1 })
    fake.indices.apply(primary(), 'addObject', { objectID: 'stray', site_id: site.id, custom_rank: 0 })
    const before = fake.writes.length
    const run = await runScript('scripts/search-sync.ts', ['--site', SITE], env())
    expect(run, run.stderr).toMatchObject({ code: 0 })
    const listable = fake.indices.records(primary()).records.length
    expect(run.stdout.trim()).toBe(`${SITE}: 2 sent, 1 deleted, ${listable - 2} unchanged; settings written to 0 indexes`)
    expect(fake.writes.slice(before).map((write) => `${write.action} ${write.objectID}`).sort()).toEqual([`addObject ${first!.objectID}`, `addObject ${second!.objectID}`, 'deleteObject stray'].sort())
    const again = await runScript('scripts/search-sync.ts', ['--site', SITE], env())
    expect(again.stdout.trim()).toBe(`${SITE}: 0 sent, 0 deleted, ${listable} unchanged; settings written to 0 indexes`)
  }, 60_000)

  it('--full sends every record; an unknown site or no Algolia is a clear refusal (exit 2)', async () => {
    const full = await runScript('scripts/search-sync.ts', ['--site', SITE, '--full'], env())
    const listable = fake.indices.records(primary()).records.length
    expect(full.stdout.trim()).toBe(`${SITE}: ${listable} sent, 0 deleted, 0 unchanged; settings written to 0 indexes`)
    const unknown = await runScript('scripts/search-sync.ts', ['--site', 'no-such-site'], env())
    expect(unknown).toMatchObject({ code: 2, stderr: 'search-sync: there is no site "no-such-site" (sites are onboarded with npm run tenant:onboard)\n' })
    const { ALGOLIA_APP_ID: _app, ALGOLIA_ADMIN_KEY: _admin, ALGOLIA_HOSTS: _hosts, ...withoutAlgolia } = env()
    const unconfigured = await runScript('scripts/search-sync.ts', ['--all'], withoutAlgolia)
    expect(unconfigured.code).toBe(2)
    expect(unconfigured.stderr).toMatch(/^search-sync: Algolia is not configured: set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY/)
  }, 60_000)
})
