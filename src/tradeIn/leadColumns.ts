import type { Pool } from 'pg'

/**
 * Adds the trade-in form's later answers (the valuation shown, the offer's
 * acceptance) to the lead its first step stored, on the same site only. They
 * join the lead's JSON, which staff read in the admin and the CSV export. A
 * lead of another site, or not a trade-in, is left alone: false.
 */
export async function addToTradeInLead(pool: Pool, siteId: number, leadId: number, fields: Record<string, unknown>): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE customer_leads SET lead = lead || $3::jsonb, updated_at = now() WHERE tenant_id = $1 AND id = $2 AND form = 'trade-in'`,
    [siteId, leadId, JSON.stringify(fields)],
  )
  return rowCount === 1
}
