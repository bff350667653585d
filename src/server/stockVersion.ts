import type { PoolClient } from 'pg'

/** The NOTIFY channel every app instance's search index listens on. */
export const STOCK_CHANGED_CHANNEL = 'stock_changed'

/**
 * What changed: a site's listed stock, or only whether one of its cars is
 * held (a reservation began or ended), which changes the pages that show
 * that car and no other.
 */
export type StockChange = { siteId: number; heldCarSlug: string | null }

/** The NOTIFY payload: the site's id, then `:` and the car's slug for a hold. */
export function encodeStockChange(change: StockChange): string {
  return change.heldCarSlug ? `${change.siteId}:${change.heldCarSlug}` : String(change.siteId)
}

/** The change a payload names, or null for one this version does not understand. */
export function decodeStockChange(payload: string | undefined): StockChange | null {
  const match = /^(\d+)(?::(.+))?$/s.exec(payload ?? '')
  return match ? { siteId: Number(match[1]), heldCarSlug: match[2] ?? null } : null
}

/**
 * Tells every instance that a site's listed stock changed (an import, a car
 * reserved or released): the version its index compares against goes up, and
 * a NOTIFY wakes the instances at once. `heldCarSlug` names the car when only
 * its hold changed, so the instances expire that car's pages, not the site's.
 * Call it inside the transaction that made the change: a NOTIFY is delivered
 * when it commits, and never if it rolls back.
 */
export async function announceStockChange(client: Pick<PoolClient, 'query'>, siteId: number, heldCarSlug: string | null = null): Promise<void> {
  await client.query(
    `INSERT INTO stock_versions (site_id, version, changed_at) VALUES ($1, 1, now())
     ON CONFLICT (site_id) DO UPDATE SET version = stock_versions.version + 1, changed_at = now()`,
    [siteId],
  )
  await client.query('SELECT pg_notify($1, $2)', [STOCK_CHANGED_CHANNEL, encodeStockChange({ siteId, heldCarSlug: heldCarSlug || null })])
}
