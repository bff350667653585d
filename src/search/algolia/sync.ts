import type { QueryResultRow } from 'pg'

import { carIsHeldSql, withHold } from '@/reservations/heldCars'

import type { StockRecord } from '../document'
import { indexNameFor } from '../indexNames'
import type { AlgoliaWriteClient } from './clients'
import type { AlgoliaConfig } from './config'
import { algoliaIndexName, replicaSorts } from './indexNames'
import { algoliaRecords, type AlgoliaSite } from './records'
import { primarySettings, replicaSettings } from './settings'

/** What a sync reads the stock through: a pg Pool or Client. */
export interface StockRowSource {
  query<Row extends QueryResultRow>(text: string, values: unknown[]): Promise<{ rows: Row[] }>
}

export type AlgoliaSyncResult = {
  indexName: string
  /** The site's vehicles in PostgreSQL. */
  vehicles: number
  /** Those listed now and passing the site filter: what the index holds. */
  records: number
  replicas: number
}

/**
 * Replaces a site's Algolia index with its listed vehicles and (re)applies
 * the settings. Run it after every stock import, and on a schedule: the
 * schedule is what ends sold cars' listings once their window passes
 * (records.ts). Safe to re-run; concurrent runs for one site end with the
 * later one's records.
 */
export async function syncSiteToAlgolia({
  client,
  pool,
  config,
  site,
  now,
}: {
  client: AlgoliaWriteClient
  pool: StockRowSource
  config: Pick<AlgoliaConfig, 'indexPrefix'>
  site: AlgoliaSite
  now: Date
}): Promise<AlgoliaSyncResult> {
  // The same rows, in the same order, as the built-in engine's index (src/search/builtIn/indexStore.ts).
  const { rows } = await pool.query<{ id: string; slug: string; data: StockRecord; held: boolean }>(
    `SELECT id, slug, data, ${carIsHeldSql('vehicle')} AS held FROM stock_vehicles vehicle WHERE site_id = $1 ORDER BY id`,
    [site.id],
  )
  const records = algoliaRecords(
    rows.map((row) => withHold({ ...row.data, id: row.id, slug: row.slug }, row.held)),
    site,
    now,
  )
  const indexName = algoliaIndexName(config, site.id)
  // An atomic swap; it keeps the index's settings and replicas, and the replicas receive the new records.
  await client.replaceAllObjects({ indexName, objects: records })
  // Not forwarded: each replica gets its complete settings below, its own ranking included, which forwarding would overwrite.
  const { taskID } = await client.setSettings({ indexName, indexSettings: primarySettings(config, site.id), forwardToReplicas: false })
  // The primary's settings create any missing replica; a replica configured before that would be a plain index.
  await client.waitForTask({ indexName, taskID })
  const sorts = replicaSorts()
  await Promise.all(
    sorts.map((sort) => client.setSettings({ indexName: algoliaIndexName(config, site.id, indexNameFor(sort)), indexSettings: replicaSettings(sort) })),
  )
  return { indexName, vehicles: rows.length, records: records.length, replicas: sorts.length }
}
