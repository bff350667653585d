import type pg from 'pg'

import type { ImportMode, ImportReport } from './importStock'
import { summaryLine } from './importSummary'

export type ImportTrigger = 'command' | 'schedule'

export type ImportRun = {
  siteId: number
  siteSlug: string
  trigger: ImportTrigger
  mode: ImportMode
  source: string
  startedAt: Date
  finishedAt: Date
} & ({ report: ImportReport; error?: undefined } | { report?: undefined; error: string })

/** Rejected rows kept with an import: enough to fix a feed, not a copy of a broken file. */
const REJECTED_KEPT = 500

/**
 * Records one import in the `stock-imports` collection (what the admin shows
 * as a site's last import), with plain SQL so the CLI needs no Payload boot.
 */
export async function recordImport(pool: pg.Pool, run: ImportRun): Promise<void> {
  const report = run.report
  const summary = report ? summaryLine(run.siteSlug, report) : `${run.siteSlug}: failed: ${run.error}`
  await pool.query(
    `INSERT INTO stock_imports (tenant_id, summary, outcome, trigger, mode, source, started_at, finished_at, created, updated, unchanged, removed, rejected_count, rejected, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      run.siteId,
      summary,
      report ? 'succeeded' : 'failed',
      run.trigger,
      run.mode,
      run.source,
      run.startedAt,
      run.finishedAt,
      report?.created ?? null,
      report?.updated ?? null,
      report?.unchanged ?? null,
      report?.removed ?? null,
      report?.rejected.length ?? null,
      report ? JSON.stringify(report.rejected.slice(0, REJECTED_KEPT)) : null,
      run.error ?? null,
    ],
  )
}

/** When the site's last scheduled import started, or null when it never ran. */
export async function lastScheduledImport(pool: pg.Pool, siteId: number): Promise<Date | null> {
  const { rows } = await pool.query<{ started_at: Date | null }>(
    `SELECT max(started_at) AS started_at FROM stock_imports WHERE tenant_id = $1 AND trigger = 'schedule'`,
    [siteId],
  )
  return rows[0]?.started_at ?? null
}
