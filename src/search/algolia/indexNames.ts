import { SORT_INDICES, type SortIndex } from '@/domain/searchAttributes'
import { indexNameFor, sortOfIndex } from '../indexNames'
import type { AlgoliaConfig } from './config'

/**
 * Each site has its own Algolia index, so one site's records can never
 * answer another's query: `forecourt_site_12_vehicles`, with one standard
 * replica per sort, `forecourt_site_12_vehicles_price_asc`. Browsers and the
 * search route speak the logical names (`vehicles`, `vehicles_price_asc`);
 * these functions translate.
 */

type Prefix = Pick<AlgoliaConfig, 'indexPrefix'>

export type ReplicaSort = Exclude<SortIndex, ''>

const SORTS = Object.keys(SORT_INDICES) as SortIndex[]

const sitePart = ({ indexPrefix }: Prefix, siteId: number) => `${indexPrefix}site_${siteId}_`

/** The real index for a logical name; an unknown logical name is a SearchRequestError, as in the built-in engine. */
export function algoliaIndexName(config: Prefix, siteId: number, logicalName: string = indexNameFor('')): string {
  return sitePart(config, siteId) + indexNameFor(sortOfIndex(logicalName))
}

/** The logical name of one of the site's real indices; null for any other index (another site's, or a temporary one). */
export function logicalIndexName(config: Prefix, siteId: number, realName: string): string | null {
  const part = sitePart(config, siteId)
  if (!realName.startsWith(part)) return null
  const logical = realName.slice(part.length)
  return SORTS.some((sort) => indexNameFor(sort) === logical) ? logical : null
}

/** The sorts that have a replica: all but relevance, which the primary ranks by. */
export function replicaSorts(): ReplicaSort[] {
  return SORTS.filter((sort): sort is ReplicaSort => sort !== '')
}

/** The replicas' real names, as the primary's `replicas` setting lists them. */
export function replicaIndexNames(config: Prefix, siteId: number): string[] {
  return replicaSorts().map((sort) => algoliaIndexName(config, siteId, indexNameFor(sort)))
}

/** The primary and its replicas: all a browser key of the site may query. */
export function siteIndexNames(config: Prefix, siteId: number): string[] {
  return [algoliaIndexName(config, siteId), ...replicaIndexNames(config, siteId)]
}
