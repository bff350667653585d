import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { IndexedStock } from './heapLimit'

/** The stock the built-in engine will index, read at start for the server's heap limit. */
export async function readIndexedStock(payload: Payload): Promise<IndexedStock> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query<{ cars: string; largest: string }>(
    'SELECT coalesce(sum(cars), 0) AS cars, coalesce(max(cars), 0) AS largest FROM (SELECT count(*) AS cars FROM stock_vehicles GROUP BY site_id) AS sites',
  )
  return { cars: Number(rows[0]?.cars ?? 0), largestSiteCars: Number(rows[0]?.largest ?? 0) }
}
