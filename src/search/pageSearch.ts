import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { SEARCH_PAGE_SIZE } from '@/domain/constants'
import { VEHICLES_ONLY } from '@/domain/parts'
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, type SearchState } from '@/domain/searchUrl'

import { BASE_INDEX_NAME } from './attributes'
import type { SiteScope } from './engine'
import { siteScopeForHost } from './http/siteScope'
import { parseSearchBody } from './request'
import type { SearchResponse } from './response'
import { searchEngine } from './searchEngine'

/** The filter lists a search page shows, with their counts. */
export const PAGE_FACETS = ['car_type', 'make', 'make_model', 'body', 'fuel', 'transmission', 'colour', 'city', 'location_name'] as const

/**
 * The params InstantSearch would send for this state: refinements as OR
 * groups, ranges as numeric filters, and parts left out (src/domain/parts.ts).
 */
export function paramsForState(state: SearchState): Record<string, unknown> {
  const facetFilters = [
    [...VEHICLES_ONLY],
    ...REFINEMENT_ATTRIBUTES.flatMap((attribute) => {
      const values = state.refinementList?.[attribute] ?? []
      return values.length > 0 ? [values.map((value) => `${attribute}:${value}`)] : []
    }),
  ]
  const numericFilters = RANGE_ATTRIBUTES.flatMap((attribute) => {
    const range = state.range?.[attribute]
    return [range?.min !== undefined ? `${attribute}>=${range.min}` : null, range?.max !== undefined ? `${attribute}<=${range.max}` : null].filter((filter): filter is string => filter !== null)
  })
  return {
    query: state.query ?? '',
    page: Math.max(0, (state.page ?? 1) - 1),
    hitsPerPage: SEARCH_PAGE_SIZE,
    facets: [...PAGE_FACETS],
    maxValuesPerFacet: 100,
    facetFilters,
    ...(numericFilters.length > 0 ? { numericFilters } : {}),
  }
}

/** The search scope of the site on this request's host; null when the host is no dealer site. */
export async function pageSearchScope(): Promise<SiteScope | null> {
  const payload = await getPayload({ config })
  const scope = await siteScopeForHost(payload, (await headers()).get('host'))
  return scope ? { ...scope, now: new Date() } : null
}

/** Runs InstantSearch-shaped requests for a server-rendered page through the same engine as /api/search. */
export async function searchForPage(scope: SiteScope, requests: { indexName?: string; params: Record<string, unknown> }[]): Promise<SearchResponse[]> {
  const payload = await getPayload({ config })
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
