import type { Pool } from 'pg'
import type { Payload, TaskConfig } from 'payload'

import { STOCK_FEED_CHECK_MINUTES, stockImportIsDue } from '@/domain/dashboard/importHealth'
import { resolveSiteSettings } from '@/domain/site-settings'

import { lastScheduledImport } from './importRecord'
import { runImport, type SiteForImport } from './runImport'

/** Sites whose scheduled feed import is due at `now`: a source is set, the schedule is on, and its interval has passed since the last run. */
async function dueImports(payload: Payload, pool: Pool, now: Date) {
  const { docs } = await payload.find({ collection: 'tenants', limit: 0, pagination: false, depth: 0, overrideAccess: true })
  const due: { site: SiteForImport; source: string; mode: 'full' | 'delta' }[] = []
  for (const tenant of docs) {
    const settings = resolveSiteSettings(tenant.settings as never)
    // Sites without a feed need no look at their last import.
    if (!stockImportIsDue(settings.stockFeed, null, now)) continue
    if (!stockImportIsDue(settings.stockFeed, await lastScheduledImport(pool, tenant.id), now)) continue
    const site = { id: tenant.id, slug: tenant.slug, searchFilter: settings.searchFilter, includeSoldCarsDays: settings.includeSoldCarsDays }
    due.push({ site, source: settings.stockFeed.source, mode: settings.stockFeed.mode })
  }
  return due
}

/**
 * Runs every due feed import (each site's stockFeed settings), one site
 * after another. A feed that fails is recorded as failed for its site and
 * the others still run. Nothing needs re-sending as time passes: Algolia
 * queries apply the sold-car window themselves (src/search/algolia/filters.ts).
 */
export async function importDueStockFeeds(payload: Payload, now = new Date()): Promise<{ imported: string[]; failed: string[] }> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const imported: string[] = []
  const failed: string[] = []
  const due = await dueImports(payload, pool, now)
  for (const { site, source, mode } of due) {
    try {
      await runImport(pool, { site, source, mode, trigger: 'schedule' })
      imported.push(site.slug)
    } catch (error) {
      payload.logger.error({ err: error }, `Scheduled stock import of ${site.slug} failed`)
      failed.push(site.slug)
    }
  }
  return { imported, failed }
}

/** The jobs-queue task that checks for due feed imports every few minutes (payload.config.ts runs the queue). */
export const importStockFeedsTask: TaskConfig = {
  slug: 'importStockFeeds',
  label: 'Import due stock feeds',
  schedule: [{ cron: `*/${STOCK_FEED_CHECK_MINUTES} * * * *`, queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => ({ output: await importDueStockFeeds(req.payload) }),
}
