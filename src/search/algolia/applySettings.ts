import type { IndexSettings } from 'algoliasearch'

import { canonicalJson } from '@/lib/canonicalJson'

import { indexNameFor } from '../indexNames'
import type { AlgoliaWriteClient } from './clients'
import type { AlgoliaConfig } from './config'
import { algoliaIndexName, replicaSorts } from './indexNames'
import { primarySettings, replicaSettings } from './settings'

/**
 * Gives a site's primary index and its replicas our settings, writing only
 * to those whose stored settings differ (an index not yet there has none).
 * Returns the names of the indices written.
 */
export async function applySettingsWhereChanged(
  client: Pick<AlgoliaWriteClient, 'getSettings' | 'setSettings' | 'waitForTask'>,
  config: Pick<AlgoliaConfig, 'indexPrefix'>,
  siteId: number,
): Promise<string[]> {
  const written: string[] = []
  const primary = algoliaIndexName(config, siteId)
  if (await differs(client, primary, primarySettings(config, siteId))) {
    // Not forwarded: each replica gets its complete settings below, its own ranking included, which forwarding would overwrite.
    const { taskID } = await client.setSettings({ indexName: primary, indexSettings: primarySettings(config, siteId), forwardToReplicas: false })
    // The primary's settings create any missing replica; a replica configured before that would be a plain index.
    await client.waitForTask({ indexName: primary, taskID })
    written.push(primary)
  }
  for (const sort of replicaSorts()) {
    const indexName = algoliaIndexName(config, siteId, indexNameFor(sort))
    if (!(await differs(client, indexName, replicaSettings(sort)))) continue
    await client.setSettings({ indexName, indexSettings: replicaSettings(sort) })
    written.push(indexName)
  }
  return written
}

/** Whether any setting we give differs from the stored one; settings we leave to Algolia's defaults are not compared. */
async function differs(client: Pick<AlgoliaWriteClient, 'getSettings'>, indexName: string, wanted: IndexSettings): Promise<boolean> {
  const stored = await storedSettings(client, indexName)
  return Object.entries(wanted).some(([name, value]) => canonicalJson(stored[name as keyof IndexSettings]) !== canonicalJson(value))
}

/** Algolia answers 404 for an index that does not exist yet: it has no settings. */
async function storedSettings(client: Pick<AlgoliaWriteClient, 'getSettings'>, indexName: string): Promise<IndexSettings> {
  try {
    return await client.getSettings({ indexName })
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) return {}
    throw error
  }
}
