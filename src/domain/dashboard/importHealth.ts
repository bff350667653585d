/**
 * When a site's scheduled stock import is due, and when it is overdue: the
 * scheduler (src/stock/scheduledImports.ts) and the dashboard's import
 * health list read the same rule.
 */

import { STOCK_FEED_INTERVAL_MINUTES, type STOCK_FEED_SCHEDULES } from '../site-settings'

const MINUTE_MS = 60_000

/** The scheduler looks for due imports this often (its task's cron). */
export const STOCK_FEED_CHECK_MINUTES = 5
/**
 * A due import is overdue once two checks have passed without it: one check
 * may find it a moment before it falls due, and the import itself takes time.
 */
export const STOCK_IMPORT_OVERDUE_GRACE_MINUTES = 2 * STOCK_FEED_CHECK_MINUTES

export type StockFeedSchedule = { source: string; schedule: (typeof STOCK_FEED_SCHEDULES)[number] }

/** A scheduled import is due when a source is set, the schedule is on, and its interval has passed since the last scheduled run (or it never ran). */
export function stockImportIsDue(feed: StockFeedSchedule, lastScheduledAt: Date | null, now: Date): boolean {
  const interval = STOCK_FEED_INTERVAL_MINUTES[feed.schedule]
  if (!interval || !feed.source) return false
  return !lastScheduledAt || now.getTime() - lastScheduledAt.getTime() >= interval * MINUTE_MS
}

/** Overdue: it was already due a grace period ago and still has not run. */
export function stockImportIsOverdue(feed: StockFeedSchedule, lastScheduledAt: Date | null, now: Date): boolean {
  return stockImportIsDue(feed, lastScheduledAt, new Date(now.getTime() - STOCK_IMPORT_OVERDUE_GRACE_MINUTES * MINUTE_MS))
}

export type ImportHealthProblem = 'failed' | 'overdue'

/** Why a site belongs on the import health list, if it does: its last import failed, or its scheduled import is overdue. */
export function importHealthProblems(lastOutcome: 'succeeded' | 'failed' | null | undefined, feed: StockFeedSchedule, lastScheduledAt: Date | null, now: Date): ImportHealthProblem[] {
  const problems: ImportHealthProblem[] = []
  if (lastOutcome === 'failed') problems.push('failed')
  if (stockImportIsOverdue(feed, lastScheduledAt, now)) problems.push('overdue')
  return problems
}
