import type { AlgoliaWriteClient } from './clients'
import type { AlgoliaConfig } from './config'
import { algoliaIndexName } from './indexNames'
import { algoliaRecords, type AlgoliaSite } from './records'
import { stockRecords, type StockRowSource } from './stockRows'

export type StockChanges = { created: string[]; updated: string[]; removed: string[] }

/**
 * Sends Algolia what an import changed, and nothing else: the records of
 * the created and updated vehicles that may be listed (saveObjects), and
 * deletions (deleteObjects) for removed vehicles and updated ones that may no
 * longer be listed (hidden, or sold without a date); a created one that may
 * not be listed was never in the index. Replicas follow their primary. An
 * import that changed nothing sends nothing.
 */
export async function sendStockChanges({
  client,
  pool,
  config,
  site,
  changes,
}: {
  client: Pick<AlgoliaWriteClient, 'saveObjects' | 'deleteObjects'>
  pool: StockRowSource
  config: Pick<AlgoliaConfig, 'indexPrefix'>
  site: AlgoliaSite
  changes: StockChanges
}): Promise<{ sent: number; deleted: number }> {
  const indexName = algoliaIndexName(config, site.id)
  const written = [...changes.created, ...changes.updated]
  const records = written.length > 0 ? algoliaRecords(await stockRecords(pool, site.id, written), site) : []
  const kept = new Set(records.map((record) => record.objectID))
  const deleting = [...changes.removed, ...changes.updated.filter((id) => !kept.has(id))]
  if (records.length > 0) await client.saveObjects({ indexName, objects: records })
  if (deleting.length > 0) await client.deleteObjects({ indexName, objectIDs: deleting })
  return { sent: records.length, deleted: deleting.length }
}
