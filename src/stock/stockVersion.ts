import type { PoolClient } from 'pg'

/** The NOTIFY channel every app instance's search index listens on. */
export const STOCK_CHANGED_CHANNEL = 'stock_changed'

/**
 * Tells every instance that a site's listed stock changed (an import, a car
 * reserved or released): the version its index compares against goes up, and
 * a NOTIFY wakes the instances at once. Call it inside the transaction that
 * made the change: a NOTIFY is delivered when it commits, and never if it
 * rolls back.
 */
export async function announceStockChange(client: Pick<PoolClient, 'query'>, siteId: number): Promise<void> {
  await client.query(
    `INSERT INTO stock_versions (site_id, version, changed_at) VALUES ($1, 1, now())
     ON CONFLICT (site_id) DO UPDATE SET version = stock_versions.version + 1, changed_at = now()`,
    [siteId],
  )
  await client.query('SELECT pg_notify($1, $2)', [STOCK_CHANGED_CHANNEL, String(siteId)])
}
