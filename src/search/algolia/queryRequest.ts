import type { FilterNode, SearchQuery } from '../request/ast'
import { SearchRequestError } from '../request/errors'
import { allOf } from '../request/filterNodes'
import { parseFilters } from '../request/filters'
import { FACET_SEARCH_PARAMS } from '../request/params'
import { encodeParams } from '../request/paramsText'
import type { AlgoliaHitsRequest, AlgoliaSearchRequest } from './clients'
import { algoliaFilters } from './filters'
import { SEARCHABLE_FACETS } from './settings'

/**
 * Params the engine does not pass on as received: `filters`, which it
 * rewrites with the site's restriction; the attributes to retrieve and
 * highlight, sent as parsed (held to the public ones, src/domain/searchAttributes.ts;
 * snippets are not offered);
 * the facet search's own, which v5 sends beside the params; and the client's
 * agent, which belongs in the URL.
 */
const NOT_PASSED_ON = new Set<string>(['filters', 'attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet', 'x-algolia-agent', ...FACET_SEARCH_PARAMS])

/**
 * A parsed query as Algolia takes it: the params it was received with, on
 * the site's real index, with the site's restriction ANDed to its filters.
 * facetFilters and numericFilters pass unchanged: Algolia ANDs them with
 * `filters`, so they can only narrow the restriction.
 */
export function algoliaRequest(query: SearchQuery, indexName: string, restriction: FilterNode): AlgoliaSearchRequest {
  const received = [...new URLSearchParams(query.params)]
  const own = received.find(([name]) => name === 'filters')?.[1].trim()
  // Already validated when the query was parsed; parsed again to AND it as a node, not as text.
  const filters = allOf([restriction, ...(own ? [parseFilters(own)] : [])])
  const params = encodeParams([
    ...received.filter(([name]) => !NOT_PASSED_ON.has(name)),
    ['filters', algoliaFilters(filters)],
    // Unnamed, the index's settings apply (the same public lists).
    ...(query.attributesToRetrieve ? [['attributesToRetrieve', query.attributesToRetrieve] as [string, unknown]] : []),
    ...(query.attributesToHighlight ? [['attributesToHighlight', query.attributesToHighlight] as [string, unknown]] : []),
  ])
  if (query.type === 'hits') return { indexName, params }
  return { indexName, params, type: 'facet', facet: searchableFacet(query.facetName), facetQuery: query.facetQuery, maxFacetHits: query.maxFacetHits }
}

/** A query of the engine's own (a car page lookup, a count): not a shopper's search, so kept out of Algolia's analytics. */
export function internalRequest(indexName: string, filters: FilterNode, params: [string, unknown][]): AlgoliaHitsRequest {
  return { indexName, params: encodeParams([['filters', algoliaFilters(filters)], ['analytics', false], ...params]) }
}

/** The same request with some params replaced. */
export function withParams(request: AlgoliaHitsRequest, replaced: [string, unknown][]): AlgoliaHitsRequest {
  const names = new Set(replaced.map(([name]) => name))
  const kept = [...new URLSearchParams(request.params)].filter(([name]) => !names.has(name))
  return { indexName: request.indexName, params: encodeParams([...kept, ...replaced]) }
}

/** Algolia refuses value searches on facets not declared searchable(); said here as a 400 rather than Algolia's error. */
function searchableFacet(facet: string | null): string {
  if (facet !== null && (SEARCHABLE_FACETS as readonly string[]).includes(facet)) return facet
  throw new SearchRequestError(`the values of "${facet ?? ''}" cannot be searched; searchable facets: ${SEARCHABLE_FACETS.join(', ')}`)
}
