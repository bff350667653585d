import { algoliasearch } from 'algoliasearch'

import type { AlgoliaConfig } from './config'

/**
 * algoliasearch's client for one of the configured keys, sent to ALGOLIA_HOSTS
 * when set (a local stand-in) and to Algolia's own hosts otherwise.
 */
export function algoliaClient(config: Pick<AlgoliaConfig, 'appId' | 'hosts'>, apiKey: string) {
  return algoliasearch(config.appId, apiKey, config.hosts ? { hosts: config.hosts } : undefined)
}

/** The admin client: writes records and settings, browses; server-side only. */
export const algoliaAdminClient = (config: AlgoliaConfig) => algoliaClient(config, config.adminKey)
