import type pg from 'pg'

import { algoliaAdminClient, algoliaConfig, applySettingsWhereChanged, sendStockChanges } from '@/search/algolia'

import { openFeed } from './feedReader'
import { localFeedFile } from './feedSource'
import { recordImport, type ImportTrigger } from './importRecord'
import { importStock, type ImportMode, type ImportProgress, type ImportReport } from './importStock'

export type SiteForImport = { id: number; slug: string; searchFilter: string; includeSoldCarsDays: number }

/**
 * One import of a site's feed, as both the CLI and the scheduled job run it:
 * read the feed (a path or a URL), import it, record the outcome for the
 * admin, and, when Algolia is the engine, send it what the import changed
(and the index settings, where they differ). A feed
 * that cannot be read is recorded as failed and changes nothing.
 */
export async function runImport(
  pool: pg.Pool,
  { site, source, mode, trigger, onProgress, onFeedOpened }: {
    site: SiteForImport
    source: string
    mode: ImportMode
    trigger: ImportTrigger
    onProgress?: (progress: ImportProgress) => void
    onFeedOpened?: (fractionRead: () => number) => void
  },
): Promise<ImportReport> {
  const startedAt = new Date()
  const record = (outcome: { report: ImportReport } | { error: string }) =>
    recordImport(pool, { siteId: site.id, siteSlug: site.slug, trigger, mode, source, startedAt, finishedAt: new Date(), ...outcome })
  let report: ImportReport
  try {
    const { file, release } = await localFeedFile(source)
    try {
      const feed = await openFeed(file)
      onFeedOpened?.(feed.fractionRead)
      report = await importStock({ pool, siteId: site.id, records: feed.entries, mode, onProgress })
    } finally {
      await release()
    }
  } catch (error) {
    await record({ error: error instanceof Error ? error.message : String(error) })
    throw error
  }
  await record({ report })
  const algolia = algoliaConfig()
  if (algolia) {
    const client = algoliaAdminClient(algolia)
    await applySettingsWhereChanged(client, algolia, site.id)
    await sendStockChanges({ client, pool, config: algolia, site, changes: report.vehicleIds })
  }
  return report
}
