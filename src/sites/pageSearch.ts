import { headers } from 'next/headers'

import type { SearchState } from '@/domain/searchUrl'

import { BASE_INDEX_NAME } from '@/domain/searchAttributes'
import type { SiteScope } from '@/search/engine'
import { siteScopeForHost } from './siteScope'
import { disjunctiveAttributes, disjunctiveFacetParams, paramsForState, withDisjunctiveFacets } from '@/search/pageParams'
import { parseSearchBody } from '@/search/request'
import type { SearchResponse } from '@/search/response'
import { searchEngine } from '@/search/searchEngine'
import { sitePayload } from './sitePayload'

/** The search scope of the site on this request's host; null when the host is no dealer site. */
export async function pageSearchScope(): Promise<SiteScope | null> {
  const payload = await sitePayload()
  const scope = await siteScopeForHost(payload, (await headers()).get('host'))
  return scope ? { ...scope, now: new Date() } : null
}

/** Runs InstantSearch-shaped requests for a server-rendered page through the same engine as /api/search. */
export async function searchForPage(scope: SiteScope, requests: { indexName?: string; params: Record<string, unknown> }[]): Promise<SearchResponse[]> {
  const payload = await sitePayload()
  const queries = parseSearchBody({ requests: requests.map((request) => ({ indexName: request.indexName ?? BASE_INDEX_NAME, params: request.params })) })
  return (await searchEngine(payload).search(scope, queries)) as SearchResponse[]
}

/** Counts over the site's listed stock within the given filters (no hits), for a form's choices and a page's not-found check. */
export async function stockFacets(scope: SiteScope, facets: readonly string[], facetFilters: readonly (readonly string[])[]): Promise<SearchResponse> {
  const [results] = await searchForPage(scope, [{ params: { hitsPerPage: 0, facets: [...facets], maxValuesPerFacet: 1000, facetFilters: facetFilters.map((group) => [...group]) } }])
  return results!
}

/** A simple search's page of hits (directory, dealership, parts): its params with the page's own filter groups before the form's. */
export async function simpleSearchPage(scope: SiteScope, params: Record<string, unknown>, facetFilters: readonly (readonly string[])[]): Promise<SearchResponse> {
  const own = (params.facetFilters as string[][] | undefined) ?? []
  const [results] = await searchForPage(scope, [{ params: { ...params, facetFilters: [...facetFilters.map((group) => [...group]), ...own] } }])
  return results!
}

/**
 * A search page's results for its state: the hits and counts of every given
 * facet, each chosen filter's counts disjunctive (src/search/pageParams.ts).
 */
export async function searchPageResults(scope: SiteScope, state: SearchState, indexName: string, facets: readonly string[]): Promise<SearchResponse> {
  const disjunctive = disjunctiveAttributes(state, facets)
  const [results, ...counts] = await searchForPage(scope, [
    { indexName, params: { ...paramsForState(state), facets: [...facets] } },
    ...disjunctive.map((attribute) => ({ indexName, params: disjunctiveFacetParams(state, attribute) })),
  ])
  return withDisjunctiveFacets(results!, disjunctive.map((attribute, at) => ({ attribute, results: counts[at]! })))
}
