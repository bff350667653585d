import type { QueryResultRow } from 'pg'

import { carIsHeldSql, withHold } from '@/search/heldCars'

import type { StockRecord } from '../document'

/** What Algolia's writes read the stock through: a pg Pool or Client. */
export interface StockRowSource {
  query<Row extends QueryResultRow>(text: string, values: unknown[]): Promise<{ rows: Row[] }>
}

/**
 * A site's vehicles as listed (reserved when a reservation holds them), all
 * or only those with the given ids, in the built-in engine's order
 * (src/search/builtIn/indexStore.ts).
 */
export async function stockRecords(pool: StockRowSource, siteId: number, ids?: string[]): Promise<StockRecord[]> {
  const only = ids ? 'AND id = ANY($2::varchar[])' : ''
  const { rows } = await pool.query<{ id: string; slug: string; data: StockRecord; held: boolean }>(
    `SELECT id, slug, data, ${carIsHeldSql('vehicle')} AS held FROM stock_vehicles vehicle WHERE site_id = $1 ${only} ORDER BY id`,
    ids ? [siteId, ids] : [siteId],
  )
  return rows.map((row) => withHold({ ...row.data, id: row.id, slug: row.slug }, row.held))
}
