/**
 * The filters a search has on, one entry per value, each with the search
 * without it: the removable chips above the results, and the count on the
 * phone's Filters button. Sort and page are no filters.
 */

import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, withFilterChange, type NumberRange, type RangeAttribute, type RefinementAttribute, type SearchState } from './searchUrl'

export type ActiveFilter =
  | { kind: 'query'; value: string; without: SearchState }
  | { kind: 'refinement'; attribute: RefinementAttribute; value: string; without: SearchState }
  | { kind: 'range'; attribute: RangeAttribute; range: NumberRange; without: SearchState }

export function activeFilters(state: SearchState): ActiveFilter[] {
  const found: ActiveFilter[] = []
  const query = state.query?.trim()
  if (query) found.push({ kind: 'query', value: query, without: withFilterChange(state, { query: '' }) })
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const values = state.refinementList?.[attribute] ?? []
    for (const value of values) {
      found.push({ kind: 'refinement', attribute, value, without: withFilterChange(state, { refinementList: { [attribute]: values.filter((other) => other !== value) } }) })
    }
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.range?.[attribute]
    if (range && (range.min !== undefined || range.max !== undefined)) found.push({ kind: 'range', attribute, range, without: withFilterChange(state, { range: { [attribute]: null } }) })
  }
  return found
}

/** The same search with no filter at all: only its sort stays. */
export function withoutFilters(state: SearchState): SearchState {
  return state.sortBy ? { sortBy: state.sortBy } : {}
}
