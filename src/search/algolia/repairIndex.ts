import { canonicalJson } from '@/lib/canonicalJson'

import type { AlgoliaBrowseClient, AlgoliaWriteClient } from './clients'
import type { AlgoliaConfig } from './config'
import { algoliaIndexName } from './indexNames'
import { algoliaRecords, type AlgoliaSite } from './records'
import { stockRecords, type StockRowSource } from './stockRows'

export type RepairReport = { sent: number; deleted: number; unchanged: number }

/** Records per browse page: Algolia's most. */
const BROWSE_PAGE = 1000

/**
 * Brings a site's index to what PostgreSQL says: reads every stored record
 * (browse) and sends only the records that differ or are missing, and
 * deletes the ones that should not be there. `full` sends every record
 * whatever is stored. `onProgress` hears the fraction done.
 */
export async function repairIndex({
  client,
  pool,
  config,
  site,
  full = false,
  onProgress,
}: {
  client: Pick<AlgoliaWriteClient, 'saveObjects' | 'deleteObjects'> & AlgoliaBrowseClient
  pool: StockRowSource
  config: Pick<AlgoliaConfig, 'indexPrefix'>
  site: AlgoliaSite
  full?: boolean
  onProgress?: (fraction: number) => void
}): Promise<RepairReport> {
  const indexName = algoliaIndexName(config, site.id)
  const wanted = algoliaRecords(await stockRecords(pool, site.id), site)
  onProgress?.(0.1)
  const stored = new Map<string, string>()
  await client.browseObjects<Record<string, unknown>>({
    indexName,
    browseParams: { attributesToRetrieve: ['*'], hitsPerPage: BROWSE_PAGE },
    aggregator: ({ hits }) => {
      for (const hit of hits) stored.set(String(hit.objectID), canonicalJson(hit))
      onProgress?.(0.1 + 0.5 * Math.min(1, stored.size / Math.max(wanted.length, 1)))
    },
  })
  const sending = full ? wanted : wanted.filter((record) => stored.get(record.objectID) !== canonicalJson(record))
  const wantedIds = new Set(wanted.map((record) => record.objectID))
  const deleting = [...stored.keys()].filter((id) => !wantedIds.has(id))
  if (sending.length > 0) await client.saveObjects({ indexName, objects: sending })
  onProgress?.(0.9)
  if (deleting.length > 0) await client.deleteObjects({ indexName, objectIDs: deleting })
  onProgress?.(1)
  return { sent: sending.length, deleted: deleting.length, unchanged: wanted.length - sending.length }
}
