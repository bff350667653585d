import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { readSeedFile } from '../../src/onboarding/readSeedFile'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { runScript, testProcessEnv } from '../support/testEnvironment'

const env = testProcessEnv(inject('databaseUrl'))
const dir = mkdtempSync(path.join(tmpdir(), 'stock-import-'))
const SITE = 'coastal-motors'
const OTHER_SITE = 'swan-river-toyota'

type Vehicle = Record<string, unknown> & { id: string }

/** Demo cars with ids no other test uses, and no slug of their own (the import builds it from the id). */
async function testVehicles(site: string, count: number, prefix: string): Promise<Vehicle[]> {
  const profile = stockProfileFromSeed(await readSeedFile(`tenants-seed/${site}.json`))
  if (!profile) throw new Error(`${site} has no stock profile`)
  return [...generateCars(profile, { count, now: new Date('2026-03-15T00:00:00Z'), seed: `${site}-import-test` })].map(({ slug: _slug, ...car }) => ({
    ...car,
    id: `${prefix}-${car.id}`,
  }))
}

function writeFeed(name: string, text: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, text)
  return file
}

const asJson = (vehicles: unknown[]) => JSON.stringify(vehicles, null, 2)
const asNdjson = (vehicles: unknown[]) => vehicles.map((vehicle) => `${JSON.stringify(vehicle)}\n`).join('')

/** Text quoted (so "" stays empty text), null as an empty cell, lists and objects as JSON. */
function asCsv(vehicles: Vehicle[]): string {
  const columns = [...new Set(vehicles.flatMap((vehicle) => Object.keys(vehicle)))]
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`
  const cell = (value: unknown) =>
    value === null || value === undefined ? '' : typeof value === 'string' ? quote(value) : typeof value === 'object' ? quote(JSON.stringify(value)) : String(value)
  return [columns.join(','), ...vehicles.map((vehicle) => columns.map((column) => cell(vehicle[column])).join(','))].join('\r\n') + '\r\n'
}

const importFeed = (file: string, ...args: string[]) => runScript('scripts/stock-import.ts', [...args, file], env)
const summary = (site: string, created: number, updated: number, unchanged: number, removed: number, rejected: number) =>
  `${site}: ${created} created, ${updated} updated, ${unchanged} unchanged, ${removed} removed, ${rejected} rejected`

let db: pg.Client
let siteId: number
let otherSiteId: number
let savedStock: unknown
let vehicles: Vehicle[]

async function stockRows(site: number) {
  const { rows } = await db.query(
    `SELECT id, slug, dealership_id, location_id, car_type, status, show_on_dealer_website, sold_at, content_hash, data
     FROM stock_vehicles WHERE site_id = $1 ORDER BY id`,
    [site],
  )
  return rows
}
const stockIds = async (site: number) => (await stockRows(site)).map((row) => row.id as string).sort()
const clearStock = (site: number) => db.query('DELETE FROM stock_vehicles WHERE site_id = $1', [site])
async function stockVersion(site: number): Promise<number> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM stock_versions WHERE site_id = $1', [site])
  return Number(rows[0]?.version ?? 0)
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  const { rows } = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM tenants WHERE slug = ANY($1)', [[SITE, OTHER_SITE]])
  siteId = rows.find((row) => row.slug === SITE)!.id
  otherSiteId = rows.find((row) => row.slug === OTHER_SITE)!.id
  // Other test files may have stock on these sites: keep it, to put it back afterwards.
  savedStock = (await db.query('SELECT json_agg(v) AS rows FROM stock_vehicles v WHERE site_id = ANY($1)', [[siteId, otherSiteId]])).rows[0].rows
  await db.query('DELETE FROM stock_vehicles WHERE site_id = ANY($1)', [[siteId, otherSiteId]])

  vehicles = await testVehicles(SITE, 40, 'import-test')
  // One sold car, so sold_at is checked whatever the generator drew.
  Object.assign(vehicles[0]!, { status: 'sold', sold: true, sold_date_timestamp: 1_773_000_000 })
})

afterAll(async () => {
  await db.query('DELETE FROM stock_vehicles WHERE site_id = ANY($1)', [[siteId, otherSiteId]])
  if (savedStock) await db.query('INSERT INTO stock_vehicles SELECT * FROM json_populate_recordset(null::stock_vehicles, $1)', [JSON.stringify(savedStock)])
  await db.end()
})

describe('npm run stock:import', () => {
  it('imports the same vehicles alike from a JSON array, NDJSON and CSV', async () => {
    const feeds = [writeFeed('stock.json', asJson(vehicles)), writeFeed('stock.ndjson', asNdjson(vehicles)), writeFeed('stock.csv', asCsv(vehicles))]
    const imported = []
    for (const file of feeds) {
      await clearStock(siteId)
      const result = await importFeed(file, '--site', SITE)
      expect(result.code, result.stderr).toBe(0)
      expect(result.stdout.trim()).toBe(summary(SITE, 40, 0, 0, 0, 0))
      imported.push(await stockRows(siteId))
    }
    expect(imported[1]).toEqual(imported[0])
    expect(imported[2]).toEqual(imported[0])

    const rows = imported[0]!
    const first = rows.find((row) => row.id === vehicles[0]!.id)!
    expect(first.data).toEqual({ ...vehicles[0], slug: first.slug })
    expect(first.slug).toMatch(/-import-test-\d+$/)
    expect(first).toMatchObject({ status: 'sold', car_type: vehicles[0]!.car_type, dealership_id: vehicles[0]!.dealership_id })
    expect((first.sold_at as Date).toISOString()).toBe(new Date(1_773_000_000_000).toISOString())
    expect(rows.filter((row) => row.id !== first.id).every((row) => (row.status === 'sold') === (row.sold_at !== null))).toBe(true)
  })

  it('a second identical run, in any format, changes nothing and leaves the stock version alone', async () => {
    const version = await stockVersion(siteId)
    for (const file of [writeFeed('again.ndjson', asNdjson(vehicles)), writeFeed('again.csv', asCsv(vehicles))]) {
      const result = await importFeed(file, '--site', SITE)
      expect(result.stdout.trim()).toBe(summary(SITE, 0, 0, 40, 0, 0))
    }
    expect(await stockVersion(siteId)).toBe(version)
  })

  it('a changed price updates that one vehicle, bumps the stock version and notifies every instance', async () => {
    const listener = new pg.Client({ connectionString: inject('databaseUrl') })
    await listener.connect()
    const notified: string[] = []
    listener.on('notification', (message) => notified.push(`${message.channel}:${message.payload}`))
    await listener.query('LISTEN stock_changed')
    const version = await stockVersion(siteId)

    vehicles[3] = { ...vehicles[3]!, price: 12_345 }
    const result = await importFeed(writeFeed('price.ndjson', asNdjson(vehicles)), '--site', SITE)
    expect(result.stdout.trim()).toBe(summary(SITE, 0, 1, 39, 0, 0))
    const row = (await stockRows(siteId)).find((candidate) => candidate.id === vehicles[3]!.id)!
    expect(row.data.price).toBe(12_345)
    expect(await stockVersion(siteId)).toBe(version + 1)
    await expect.poll(() => notified).toEqual([`stock_changed:${siteId}`])
    await listener.end()
  })

  it('skips bad rows, reporting row, field and reason, and imports the good ones', async () => {
    const [good, other] = await testVehicles(SITE, 2, 'import-test-extra')
    const lines = [JSON.stringify(good), JSON.stringify({ ...vehicles[5], id: 'import-test-bad-1', price: -1 }), '{"id": "import-test-bad-2",', JSON.stringify({ ...good, id: 'import-test-bad-3', make: undefined }), JSON.stringify(other)]
    const result = await importFeed(writeFeed('bad.ndjson', lines.join('\n')), '--site', SITE, '--mode', 'delta')
    expect(result.code, result.stderr).toBe(0)
    const [line, ...rejected] = result.stdout.trim().split('\n')
    expect(line).toBe(summary(SITE, 2, 0, 0, 0, 3))
    expect(rejected[0]).toBe('  row 2: price: Number must be greater than or equal to 0')
    expect(rejected[1]).toMatch(/^ {2}row 3: is not valid JSON \(/)
    expect(rejected[2]).toBe('  row 4: make: Required')
    const ids = await stockIds(siteId)
    expect(ids).toEqual(expect.arrayContaining([good!.id, other!.id]))
    expect(ids.filter((id) => id.startsWith('import-test-bad'))).toEqual([])
  })

  it('numbers CSV rows as a spreadsheet does and reports the bad cell', async () => {
    const csv = asCsv([vehicles[6]!, { ...vehicles[7]!, km: 'lots' }])
    const result = await importFeed(writeFeed('bad.csv', csv), '--site', SITE, '--mode', 'delta')
    expect(result.stdout.trim().split('\n')).toEqual([summary(SITE, 0, 0, 1, 0, 1), '  row 3: km: Expected number, received "lots"'])
  })

  it('rejects a vehicle asking for a slug another vehicle of the site has', async () => {
    const [taken] = await stockRows(siteId)
    const [newcomer] = await testVehicles(SITE, 1, 'import-test-clash')
    const result = await importFeed(writeFeed('clash.ndjson', asNdjson([{ ...newcomer, slug: taken!.slug }])), '--site', SITE, '--mode', 'delta')
    expect(result.stdout.trim().split('\n')).toEqual([summary(SITE, 0, 0, 0, 0, 1), `  row 1: slug: "${taken!.slug}" is already the address of vehicle ${taken!.id}`])
  })

  it('full mode removes the vehicles the file does not list, keeps those whose row was rejected, and leaves other sites alone', async () => {
    const otherSite = await testVehicles(OTHER_SITE, 3, 'import-test-swan')
    expect((await importFeed(writeFeed('swan.ndjson', asNdjson(otherSite)), '--site', OTHER_SITE)).stdout.trim()).toBe(summary(OTHER_SITE, 3, 0, 0, 0, 0))

    const before = await stockIds(siteId)
    const listed = vehicles.slice(0, 30)
    const typo = { ...vehicles[30]!, price: -5 }
    const result = await importFeed(writeFeed('full.ndjson', asNdjson([...listed, typo])), '--site', SITE, '--mode', 'full')
    expect(result.stdout.trim().split('\n')[0]).toBe(summary(SITE, 0, 0, 30, before.length - 31, 1))
    expect(await stockIds(siteId)).toEqual([...listed.map((vehicle) => vehicle.id), typo.id].sort())
    expect(await stockIds(otherSiteId)).toEqual(otherSite.map((vehicle) => vehicle.id).sort())
  })

  it('delta mode removes nothing', async () => {
    const before = await stockIds(siteId)
    const result = await importFeed(writeFeed('delta.ndjson', asNdjson(vehicles.slice(0, 1))), '--site', SITE, '--mode', 'delta')
    expect(result.stdout.trim()).toBe(summary(SITE, 0, 0, 1, 0, 0))
    expect(await stockIds(siteId)).toEqual(before)
  })

  it('a full feed whose every record is rejected removes nothing and changes no version', async () => {
    const before = await stockIds(siteId)
    const version = await stockVersion(siteId)
    const broken = asNdjson([{ ...vehicles[0], car_type: 'old' }, { id: 'x' }])
    const result = await importFeed(writeFeed('all-bad.ndjson', broken), '--site', SITE, '--mode', 'full')
    expect(result.code).toBe(0)
    expect(result.stdout.trim().split('\n')[0]).toBe(summary(SITE, 0, 0, 0, 0, 2))
    expect(await stockIds(siteId)).toEqual(before)
    expect(await stockVersion(siteId)).toBe(version)
  })

  it('exits 1 for a file that is not JSON, changing nothing', async () => {
    const before = await stockIds(siteId)
    const file = writeFeed('not-json.json', '{"id": 1, "make": ')
    const result = await importFeed(file, '--site', SITE)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${file}: is not valid JSON`)
    expect(await stockIds(siteId)).toEqual(before)
  })

  it('exits 1 for a missing file', async () => {
    const result = await importFeed(path.join(dir, 'nowhere.ndjson'), '--site', SITE)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('nowhere.ndjson: cannot be read (ENOENT)')
  })

  it('exits 2 for an unknown site or bad arguments', async () => {
    const file = writeFeed('one.ndjson', asNdjson(vehicles.slice(0, 1)))
    const unknown = await importFeed(file, '--site', 'no-such-dealer')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('there is no site "no-such-dealer"')
    for (const args of [[file], [file, '--site', SITE, '--mode', 'sometimes'], ['--site', SITE]]) {
      const result = await runScript('scripts/stock-import.ts', args, env)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr).toContain('Usage: npm run stock:import')
    }
  })
})
