import { algoliasearch } from 'algoliasearch'

import { algoliaConfig } from '@/search/algolia'
import { algoliaIndexName } from '@/search/algolia/indexNames'

/** What this module calls of algoliasearch v5's client: the real one satisfies it, tests pass a recording fake. */
export interface AlgoliaPartialUpdater {
  partialUpdateObject(options: { indexName: string; objectID: string; attributesToUpdate: Record<string, unknown>; createIfNotExists?: boolean }): Promise<unknown>
}

/**
 * On Algolia sites, a car's reserved flag is written to its record at once,
 * rather than waiting for the next full sync: the issue asks for the index to
 * show a hold within 5 seconds. Replicas receive it from the primary.
 * `reserved` is the car's listed value: held by a reservation, or reserved in
 * its feed.
 */
export async function reflectHoldInAlgolia(siteId: number, carId: string, reserved: boolean, client?: AlgoliaPartialUpdater): Promise<void> {
  const config = algoliaConfig()
  if (!config) return
  const updater = client ?? algoliasearch(config.appId, config.adminKey)
  await updater.partialUpdateObject({ indexName: algoliaIndexName(config, siteId), objectID: carId, attributesToUpdate: { reserved }, createIfNotExists: false })
}
