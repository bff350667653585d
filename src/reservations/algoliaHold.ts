import { algoliaAdminClient, algoliaConfig } from '@/search/algolia'
import type { AlgoliaWriteClient } from '@/search/algolia/clients'
import { algoliaIndexName } from '@/search/algolia/indexNames'

/** What this module calls of algoliasearch v5's client: the real one satisfies it, tests pass a recording fake. */
export type AlgoliaPartialUpdater = Pick<AlgoliaWriteClient, 'partialUpdateObjects'>

/**
 * On Algolia sites, a car's reserved flag is written to its record at once,
 * as a partial update of that one attribute: the issue asks for the index to
 * show a hold within 5 seconds. Replicas receive it from the primary.
 * `reserved` is the car's listed value: held by a reservation, or reserved in
 * its feed.
 */
export async function reflectHoldInAlgolia(siteId: number, carId: string, reserved: boolean, client?: AlgoliaPartialUpdater): Promise<void> {
  const config = algoliaConfig()
  if (!config) return
  const updater = client ?? algoliaAdminClient(config)
  // Not created when absent: a car that is not listed has no record to mark.
  await updater.partialUpdateObjects({ indexName: algoliaIndexName(config, siteId), objects: [{ objectID: carId, reserved }], createIfNotExists: false })
}
