import { z } from 'zod'

import { publicAttributes } from '@/domain/searchAttributes'
import type { FilterNode, SearchQuery } from './ast'
import { describeValue, parseWithSchema, rule, SearchRequestError } from './errors'
import { parseFacetFilters } from './facetFilters'
import { allOf } from './filterNodes'
import { parseFilters } from './filters'
import { parseNumericFilters } from './numericFilters'
import { FACET_SEARCH_PARAMS, searchParamsSchema, type SearchParams } from './params'
import { checkParamsLength, decodeParamsText, encodeParams } from './paramsText'

const requestSchema = z.looseObject(
  { indexName: z.string(rule('indexName must be a string')).min(1, rule('indexName must not be empty')) },
  rule('each request must be an object with an indexName'),
)

/**
 * One entry of `requests`, in any of the shapes clients send: params as a
 * query string (algoliasearch v4), params as an object, or params spread into
 * the request itself (algoliasearch v5), including facet value searches.
 */
export function parseSearchRequest(request: unknown): SearchQuery {
  const { indexName } = parseWithSchema(requestSchema, request)
  // Read the fields from the request itself: zod's copy drops an own "__proto__" key, which must be refused like any unknown name.
  const { indexName: _indexName, params, ...spread } = request as Record<string, unknown>
  const given = mergeParams(Object.entries(spread), paramsEntries(params))
  // type picks the kind of search rather than tuning it, so it stays out of the echoed params.
  const encoded = encodeParams([...given].filter(([name]) => name !== 'type'))
  // A params string was measured as received; the other shapes are measured as they will be echoed.
  if (typeof params !== 'string') checkParamsLength(encoded)
  const values = parseWithSchema(searchParamsSchema, Object.fromEntries(given))
  const isFacetSearch = values.type === 'facet'
  if (!isFacetSearch) {
    const misplaced = FACET_SEARCH_PARAMS.find((name) => given.has(name))
    if (misplaced) throw new SearchRequestError(`${misplaced} only applies to facet value searches (type "facet")`)
  }
  return {
    indexName,
    type: isFacetSearch ? 'facet' : 'hits',
    query: values.query,
    page: values.page,
    hitsPerPage: values.hitsPerPage,
    facets: values.facets,
    maxValuesPerFacet: values.maxValuesPerFacet,
    filter: requestFilter(values),
    attributesToRetrieve: values.attributesToRetrieve ? publicAttributes(values.attributesToRetrieve) : null,
    attributesToHighlight: values.attributesToHighlight ? publicAttributes(values.attributesToHighlight) : null,
    highlightPreTag: values.highlightPreTag,
    highlightPostTag: values.highlightPostTag,
    facetName: isFacetSearch ? searchedFacet(values) : null,
    facetQuery: values.facetQuery,
    maxFacetHits: values.maxFacetHits,
    params: encoded,
  }
}

function paramsEntries(params: unknown): Iterable<[string, unknown]> {
  if (params === undefined) return []
  if (typeof params === 'string') return decodeParamsText(params)
  if (typeof params === 'object' && params !== null && !Array.isArray(params)) return Object.entries(params)
  throw new SearchRequestError(`params must be a query string or an object (got ${describeValue(params)})`)
}

/** Request-level and nested params together; a name given in both places is ambiguous, so it is refused. */
function mergeParams(...sources: Iterable<[string, unknown]>[]): Map<string, unknown> {
  const merged = new Map<string, unknown>()
  for (const source of sources) {
    for (const [name, value] of source) {
      if (value === undefined) continue
      if (merged.has(name)) throw new SearchRequestError(`${name} is given both in the request and in its params`)
      merged.set(name, value)
    }
  }
  return merged
}

function requestFilter(values: SearchParams): FilterNode | null {
  const filters = values.filters?.trim() ? parseFilters(values.filters) : null
  const parts = [filters, parseFacetFilters(values.facetFilters), parseNumericFilters(values.numericFilters)]
  return allOf(parts.filter((part) => part !== null))
}

/** algoliasearch v5 names the searched attribute `facet`; algoliasearch-helper's own query calls it `facetName`. */
function searchedFacet(values: SearchParams): string {
  const { facet, facetName } = values
  if (facet !== undefined && facetName !== undefined && facet !== facetName) {
    throw new SearchRequestError(`facet (${JSON.stringify(facet)}) and facetName (${JSON.stringify(facetName)}) disagree; send one`)
  }
  const name = facet ?? facetName
  if (name === undefined) throw new SearchRequestError('facet value searches (type "facet") need facet: the attribute whose values to search')
  return name
}
