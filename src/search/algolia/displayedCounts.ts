import { COUNT_REPLACEMENT_THRESHOLD, displayedCount } from '@/domain/listing'

import type { SiteScope } from '../engine'
import type { QueryResponse } from '../response'
import type { AlgoliaHitsRequest, AlgoliaSearchClient } from './clients'
import { withParams } from './queryRequest'

/**
 * The count rule (src/domain/listing.ts, displayedCount) on Algolia's
 * answers, as the built-in engine applies it: a count above the threshold
 * becomes the site's fixed stock count or, without one, the sum of the car
 * type counts. Those sums cost one more round trip, made only when a count
 * is over the threshold and the site has no fixed count.
 */
export async function withDisplayedCounts(
  client: AlgoliaSearchClient,
  site: Pick<SiteScope, 'stockCountOverride'>,
  requests: AlgoliaHitsRequest[],
  responses: QueryResponse[],
): Promise<QueryResponse[]> {
  const summed = responses.flatMap((response, at) =>
    'nbHits' in response && response.nbHits > COUNT_REPLACEMENT_THRESHOLD && site.stockCountOverride === null ? [at] : [],
  )
  const sums = new Map<number, number>()
  if (summed.length > 0) {
    const counting = summed.map((at) =>
      withParams(requests[at]!, [['hitsPerPage', 0], ['page', 0], ['facets', ['car_type']], ['analytics', false]]),
    )
    const { results } = await client.search({ requests: counting })
    summed.forEach((at, position) => sums.set(at, carTypeSum(results[position])))
  }
  return responses.map((response, at) =>
    'nbHits' in response
      ? { ...response, nbHits: displayedCount(response.nbHits, { facetSum: () => sums.get(at) ?? 0, stockCountOverride: site.stockCountOverride }) }
      : response,
  )
}

function carTypeSum(result: Record<string, unknown> | undefined): number {
  const facets = result?.facets as Record<string, Record<string, number>> | undefined
  return Object.values(facets?.car_type ?? {}).reduce((sum, count) => sum + count, 0)
}
