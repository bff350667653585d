/** Reading one search request in the unit tests of src/search/request: its query, or the refusal it earns. */
import { expect } from 'vitest'

import type { SearchQuery } from '@/search/request/ast'
import { parseSearchBody } from '@/search/request/body'
import { SearchRequestError } from '@/search/request/errors'

/** The one query of a one-request body on index "cars". */
export function search(request: Record<string, unknown>): SearchQuery {
  const [query, ...rest] = parseSearchBody({ requests: [{ indexName: 'cars', ...request }] })
  expect(rest).toHaveLength(0)
  if (!query) throw new Error('parseSearchBody returned no query')
  return query
}

/** The SearchRequestError a call throws; any other outcome (success, TypeError, RangeError) fails the test. */
export function refusal(run: () => unknown): SearchRequestError {
  let refused: unknown = new Error('expected a SearchRequestError, but the input was accepted')
  try {
    run()
  } catch (error) {
    refused = error
  }
  if (!(refused instanceof SearchRequestError)) throw refused
  expect(refused.status).toBe(400)
  return refused
}

export function refusalOf(request: Record<string, unknown>): string {
  return refusal(() => search(request)).message
}

/** The query a request that sets nothing reads as. */
export const DEFAULTS: Omit<SearchQuery, 'params'> = {
  indexName: 'cars',
  type: 'hits',
  query: '',
  page: 0,
  hitsPerPage: 20,
  facets: [],
  maxValuesPerFacet: 100,
  filter: null,
  attributesToRetrieve: null,
  attributesToHighlight: null,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  facetName: null,
  facetQuery: '',
  maxFacetHits: 10,
}
