/**
 * The search tests' stock: the seeds' demo cars imported afresh, and the
 * listing rule written again in SQL, the truth the engine is checked against.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { root } from './testEnvironment'

export const SWAN = 'swan-river-toyota'
export const COASTAL = 'coastal-motors'

/** Each site's recently-sold window: Coastal's seed sets 5 days, the others keep the default 3. */
const SOLD_DAYS: Record<string, number> = { [SWAN]: 3, [COASTAL]: 5 }

/** The listing rule, written again in SQL: the truth the engine is checked against. */
export const listed = (site: string) =>
  `show_on_dealer_website AND (status IN ('in_stock', 'coming_soon') OR (status = 'sold' AND sold_at >= now() - interval '${SOLD_DAYS[site]} days' AND sold_at <= now()))`

/** Counts of a site's listed cars in SQL; `pool` is read when asked, as the tests open it in beforeAll. */
export function stockTruth(pool: () => pg.Pool, siteIds: ReadonlyMap<string, number>) {
  async function truth(site: string, where = 'true', params: unknown[] = []) {
    const { rows } = await pool().query<{ count: string }>(
      `SELECT count(*) FROM stock_vehicles WHERE site_id = $1 AND ${listed(site)} AND (${where})`,
      [siteIds.get(site), ...params],
    )
    return Number(rows[0]!.count)
  }

  async function facetTruth(site: string, attribute: string, where = 'true', params: unknown[] = []) {
    const { rows } = await pool().query<{ value: string; count: string }>(
      `SELECT data->>'${attribute}' AS value, count(*) FROM stock_vehicles WHERE site_id = $1 AND ${listed(site)} AND (${where}) AND data->>'${attribute}' IS NOT NULL GROUP BY 1`,
      [siteIds.get(site), ...params],
    )
    return Object.fromEntries(rows.map((row) => [row.value, Number(row.count)]))
  }

  return { truth, facetTruth }
}

/** Replaces a site's stock with `count` cars of the demo generator, from its seed's stock profile. */
export async function importDemoStock(pool: pg.Pool, siteIds: ReadonlyMap<string, number>, site: string, count: number) {
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${site}.json`), 'utf8')))
  const cars = [...generateCars(stockProfileFromSeed(seed)!, { count, now: new Date() })]
  return importStock({ pool, siteId: siteIds.get(site)!, records: cars.map((value, index) => ({ row: index + 1, value })), mode: 'full' })
}

/** The search tests' database, with each site's id filled into `siteIds` and the demo stock imported (Swan 1,500 cars, Coastal 600). */
export async function openSearchStock(databaseUrl: string, siteIds: Map<string, number>): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: databaseUrl })
  const { rows } = await pool.query<{ id: number; slug: string }>('SELECT id, slug FROM tenants')
  for (const row of rows) siteIds.set(row.slug, row.id)
  await importDemoStock(pool, siteIds, SWAN, 1500)
  await importDemoStock(pool, siteIds, COASTAL, 600)
  return pool
}
