/**
 * A search page's engine requests, from its search state, the way
 * InstantSearch builds them (no engine or request here, so the rules are
 * unit-tested on their own).
 *
 * Refinement lists are disjunctive within an attribute: values of one filter
 * are OR'd, and a filter's own counts are taken as if none of its values were
 * chosen. After picking Toyota the other makes still list with their counts,
 * and New can be joined by Demo. As InstantSearch does, that takes one more
 * request per filter with values chosen, asking for that filter's counts only.
 */

import { SEARCH_PAGE_SIZE } from '@/domain/listing'
import { VEHICLES_ONLY } from '@/domain/parts'
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, type RefinementAttribute, type SearchState } from '@/domain/searchUrl'

import type { SearchResponse } from './response'

/** The filter lists a search page shows, with their counts. */
export const PAGE_FACETS = ['item_type', 'car_type', 'make', 'make_model', 'body', 'transmission', 'fuel', 'drive', 'seats', 'colour', 'city', 'location_name', 'filtered_features'] as const satisfies readonly RefinementAttribute[]

/**
 * The params InstantSearch would send for this state: refinements as OR
 * groups, ranges as numeric filters, and parts left out (src/domain/parts.ts).
 * `without` leaves one filter's values out, for that filter's own counts.
 */
export function paramsForState(state: SearchState, without?: RefinementAttribute): Record<string, unknown> {
  const facetFilters = [
    [...VEHICLES_ONLY],
    ...REFINEMENT_ATTRIBUTES.flatMap((attribute) => {
      const values = attribute === without ? [] : (state.refinementList?.[attribute] ?? [])
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

/** The shown facets with values chosen: each needs its own counts request. */
export function disjunctiveAttributes(state: SearchState, facets: readonly string[]): RefinementAttribute[] {
  return REFINEMENT_ATTRIBUTES.filter((attribute) => facets.includes(attribute) && (state.refinementList?.[attribute]?.length ?? 0) > 0)
}

/** The counts-only request for one chosen filter: the search without that filter's values, no hits. */
export function disjunctiveFacetParams(state: SearchState, attribute: RefinementAttribute): Record<string, unknown> {
  return { ...paramsForState(state, attribute), page: 0, hitsPerPage: 0, facets: [attribute] }
}

/** The page's results with each chosen filter's counts taken from its own request. */
export function withDisjunctiveFacets(results: SearchResponse, counts: readonly { attribute: RefinementAttribute; results: SearchResponse }[]): SearchResponse {
  const facets = { ...results.facets }
  for (const { attribute, results: own } of counts) facets[attribute] = own.facets[attribute] ?? {}
  return { ...results, facets }
}
