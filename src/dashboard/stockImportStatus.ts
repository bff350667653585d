import type { Pool } from 'pg'

export type LastStockImport = {
  id: number
  outcome: 'succeeded' | 'failed' | null
  startedAt: Date | null
  rejectedCount: number
  summary: string | null
}

export type SiteStockImports = {
  last: LastStockImport | null
  /** When the site's last scheduled import started: what "due" and "overdue" are measured from. */
  lastScheduledAt: Date | null
}

/** Each site's latest stock import (any trigger) and its latest scheduled one, in one query over the given sites. */
export async function stockImportStatus(pool: Pool, siteIds: readonly number[]): Promise<Map<number, SiteStockImports>> {
  const status = new Map<number, SiteStockImports>(siteIds.map((id) => [id, { last: null, lastScheduledAt: null }]))
  if (siteIds.length === 0) return status
  const { rows } = await pool.query<{ site: number; id: number; outcome: 'succeeded' | 'failed' | null; started_at: Date | null; rejected_count: number | null; summary: string | null; last_scheduled_at: Date | null }>(
    `SELECT DISTINCT ON (tenant_id) tenant_id AS site, id, outcome::text AS outcome, started_at, rejected_count, summary,
            max(started_at) FILTER (WHERE trigger = 'schedule') OVER (PARTITION BY tenant_id) AS last_scheduled_at
       FROM stock_imports WHERE tenant_id = ANY($1::int[])
      ORDER BY tenant_id, started_at DESC NULLS LAST, id DESC`,
    [siteIds],
  )
  for (const row of rows) {
    status.set(row.site, {
      last: { id: row.id, outcome: row.outcome, startedAt: row.started_at, rejectedCount: row.rejected_count ?? 0, summary: row.summary },
      lastScheduledAt: row.last_scheduled_at,
    })
  }
  return status
}
