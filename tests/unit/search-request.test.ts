import { describe, expect, it } from 'vitest'

import { RETRIEVED_ATTRIBUTES } from '@/domain/searchAttributes'
import type { SearchQuery } from '@/search/request/ast'
import { parseSearchBody } from '@/search/request/body'

import { DEFAULTS, refusal, refusalOf, search } from '../support/searchRequest'

/** What algoliasearch v4 sends for InstantSearch's main query (serializeQueryParameters of algoliasearch-helper's params). */
const HELPER_MAIN_QUERY =
  'facets=%5B%22make%22%2C%22model%22%2C%22price%22%5D' +
  '&facetFilters=%5B%5B%22make%3AToyota%22%2C%22make%3AMazda%22%5D%2C%5B%22car_type%3Aused%22%5D%5D' +
  '&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=24&maxValuesPerFacet=20' +
  '&numericFilters=%5B%22price%3E%3D10000%22%2C%22price%3C%3D50000%22%5D&page=2&query=hilux%20sr5&tagFilters='

/** The disjunctive-facet query that goes with it: one facet as a bare string, no hits. */
const HELPER_DISJUNCTIVE_QUERY =
  'analytics=false&attributesToHighlight=%5B%5D&attributesToRetrieve=%5B%5D&attributesToSnippet=%5B%5D&clickAnalytics=false' +
  '&facetFilters=%5B%5B%22car_type%3Aused%22%5D%5D&facets=make&highlightPostTag=__%2Fais-highlight__' +
  '&highlightPreTag=__ais-highlight__&hitsPerPage=0&maxValuesPerFacet=20' +
  '&numericFilters=%5B%22price%3E%3D10000%22%2C%22price%3C%3D50000%22%5D&page=0&query=hilux%20sr5&tagFilters='

const MAIN_QUERY_PARAMS = {
  facets: ['make', 'model', 'price'],
  facetFilters: [['make:Toyota', 'make:Mazda'], ['car_type:used']],
  highlightPostTag: '__/ais-highlight__',
  highlightPreTag: '__ais-highlight__',
  hitsPerPage: 24,
  maxValuesPerFacet: 20,
  numericFilters: ['price>=10000', 'price<=50000'],
  page: 2,
  query: 'hilux sr5',
  tagFilters: '',
}

const MAIN_QUERY: SearchQuery = {
  ...DEFAULTS,
  query: 'hilux sr5',
  page: 2,
  hitsPerPage: 24,
  facets: ['make', 'model', 'price'],
  maxValuesPerFacet: 20,
  filter: {
    kind: 'and',
    items: [
      {
        kind: 'or',
        items: [
          { kind: 'facet', attribute: 'make', value: 'Toyota' },
          { kind: 'facet', attribute: 'make', value: 'Mazda' },
        ],
      },
      { kind: 'facet', attribute: 'car_type', value: 'used' },
      { kind: 'numeric', attribute: 'price', operator: '>=', value: 10000 },
      { kind: 'numeric', attribute: 'price', operator: '<=', value: 50000 },
    ],
  },
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
  params: HELPER_MAIN_QUERY,
}

describe('request shapes', () => {
  it('reads a params string exactly as algoliasearch v4 encodes InstantSearch queries, and echoes it', () => {
    expect(search({ params: HELPER_MAIN_QUERY })).toEqual(MAIN_QUERY)
  })

  it('reads the disjunctive-facet query: a bare facet name, empty JSON lists, hitsPerPage 0', () => {
    expect(search({ params: HELPER_DISJUNCTIVE_QUERY })).toEqual({
      ...DEFAULTS,
      query: 'hilux sr5',
      hitsPerPage: 0,
      facets: ['make'],
      maxValuesPerFacet: 20,
      filter: {
        kind: 'and',
        items: [
          { kind: 'facet', attribute: 'car_type', value: 'used' },
          { kind: 'numeric', attribute: 'price', operator: '>=', value: 10000 },
          { kind: 'numeric', attribute: 'price', operator: '<=', value: 50000 },
        ],
      },
      attributesToRetrieve: [],
      attributesToHighlight: [],
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      params: HELPER_DISJUNCTIVE_QUERY,
    })
  })

  it('reads params given as an object, echoing them re-encoded as a query string', () => {
    expect(search({ params: MAIN_QUERY_PARAMS })).toEqual(MAIN_QUERY)
  })

  it('reads the flattened algoliasearch v5 form, params spread into the request', () => {
    expect(search({ ...MAIN_QUERY_PARAMS, type: 'default' })).toEqual(MAIN_QUERY)
  })

  it('merges request-level fields with nested params, leaving type out of the echo', () => {
    const query = search({ type: 'default', query: 'ranger', params: 'hitsPerPage=5' })
    expect(query).toMatchObject({ type: 'hits', query: 'ranger', hitsPerPage: 5 })
    expect(query.params).toBe('query=ranger&hitsPerPage=5')
  })

  it('reads a v5 facet value search', () => {
    const query = search({ type: 'facet', facet: 'make', facetQuery: 'toy', maxFacetHits: 5, facetFilters: [['car_type:used']] })
    expect(query).toEqual({
      ...DEFAULTS,
      type: 'facet',
      facetName: 'make',
      facetQuery: 'toy',
      maxFacetHits: 5,
      filter: { kind: 'facet', attribute: 'car_type', value: 'used' },
      params: 'facet=make&facetQuery=toy&maxFacetHits=5&facetFilters=%5B%5B%22car_type%3Aused%22%5D%5D',
    })
  })

  it('reads a facet value search whose attribute is named facetName, as algoliasearch-helper builds it', () => {
    expect(search({ type: 'facet', params: 'facetName=model&facetQuery=hi' })).toMatchObject({
      type: 'facet',
      facetName: 'model',
      facetQuery: 'hi',
      maxFacetHits: 10,
    })
    expect(search({ type: 'facet', facet: 'model', facetName: 'model' }).facetName).toBe('model')
  })

  it('refuses facet value searches without a facet, or with two different ones', () => {
    expect(refusalOf({ type: 'facet', facetQuery: 'toy' })).toBe(
      'requests[0]: facet value searches (type "facet") need facet: the attribute whose values to search',
    )
    expect(refusalOf({ type: 'facet', facet: 'make', facetName: 'model' })).toBe(
      'requests[0]: facet ("make") and facetName ("model") disagree; send one',
    )
    expect(refusalOf({ type: 'facet', facet: '' })).toMatch(/^requests\[0\]: facet must be an attribute name/)
  })

  it('refuses facet search parameters on a normal query instead of silently ignoring them', () => {
    expect(refusalOf({ facetQuery: 'toy' })).toBe('requests[0]: facetQuery only applies to facet value searches (type "facet")')
    expect(refusalOf({ type: 'default', facet: 'make' })).toBe('requests[0]: facet only applies to facet value searches (type "facet")')
    expect(refusalOf({ params: { maxFacetHits: 5 } })).toBe(
      'requests[0]: maxFacetHits only applies to facet value searches (type "facet")',
    )
    expect(refusalOf({ type: 'hits' })).toBe('requests[0]: type must be "default" or "facet" (got "hits")')
  })

  it('refuses a parameter given both in the request and in its params, and twice in a params string', () => {
    expect(refusalOf({ query: 'a', params: { query: 'b' } })).toBe('requests[0]: query is given both in the request and in its params')
    expect(refusalOf({ params: 'query=a&page=1&query=b' })).toBe('requests[0]: params: "query" appears more than once')
  })

  it('refuses params that are neither a query string nor an object', () => {
    expect(refusalOf({ params: ['query=a'] })).toBe('requests[0]: params must be a query string or an object (got ["query=a"])')
    expect(refusalOf({ params: 12 })).toBe('requests[0]: params must be a query string or an object (got 12)')
  })

  it('parses every request of a body in order and names the request that is wrong', () => {
    const queries = parseSearchBody({
      requests: [
        { indexName: 'cars', params: 'query=a' },
        { indexName: 'cars_price_asc', query: 'b' },
      ],
    })
    expect(queries.map((query) => [query.indexName, query.query])).toEqual([
      ['cars', 'a'],
      ['cars_price_asc', 'b'],
    ])
    const error = refusal(() =>
      parseSearchBody({ requests: [{ indexName: 'cars' }, { indexName: 'cars', params: 'hitsPerPage=2000' }] }),
    )
    expect(error.message).toBe('requests[1]: hitsPerPage must be a whole number from 0 to 1000 (got 2000)')
  })

  it('accepts an empty list of requests and the v4 multi-query strategy', () => {
    expect(parseSearchBody({ requests: [] })).toEqual([])
    expect(parseSearchBody({ requests: [{ indexName: 'cars' }], strategy: 'stopIfEnoughMatches' })).toHaveLength(1)
  })

  it('refuses bodies that are not { requests: [...] }', () => {
    expect(refusal(() => parseSearchBody(null)).message).toBe('the body must be a JSON object: { requests: [...] } (got null)')
    expect(refusal(() => parseSearchBody([{ indexName: 'cars' }])).message).toMatch(/^the body must be a JSON object/)
    expect(refusal(() => parseSearchBody({})).message).toBe('requests must be a list of search requests (got undefined)')
    expect(refusal(() => parseSearchBody({ requests: 'query=a' })).message).toBe(
      'requests must be a list of search requests (got "query=a")',
    )
    expect(refusal(() => parseSearchBody({ requests: [], apiKey: 'x' })).message).toBe(
      'unknown body field "apiKey"; send { requests: [...] }',
    )
    expect(refusal(() => parseSearchBody({ requests: [], strategy: 'fast' })).message).toBe(
      'strategy must be "none" or "stopIfEnoughMatches" (got "fast")',
    )
  })

  it('refuses requests that are not objects with an index name', () => {
    expect(refusal(() => parseSearchBody({ requests: ['cars'] })).message).toBe(
      'requests[0]: each request must be an object with an indexName (got "cars")',
    )
    expect(refusal(() => parseSearchBody({ requests: [{ query: 'a' }] })).message).toBe(
      'requests[0]: indexName must be a string (got undefined)',
    )
    expect(refusal(() => parseSearchBody({ requests: [{ indexName: '' }] })).message).toBe(
      'requests[0]: indexName must not be empty (got "")',
    )
  })
})

describe('defaults', () => {
  it('fills every parameter a request leaves out', () => {
    expect(search({})).toEqual({ ...DEFAULTS, params: '' })
    expect(search({ params: '' })).toEqual({ ...DEFAULTS, params: '' })
  })

  it('passes InstantSearch highlight tags through', () => {
    const query = search({ highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' })
    expect([query.highlightPreTag, query.highlightPostTag]).toEqual(['__ais-highlight__', '__/ais-highlight__'])
  })

  it('reads facets as one name, a list, or every facet', () => {
    expect(search({ facets: 'make' }).facets).toEqual(['make'])
    expect(search({ facets: ['make', 'model'] }).facets).toEqual(['make', 'model'])
    expect(search({ facets: ['*'] }).facets).toEqual(['*'])
    expect(search({ params: 'facets=*' }).facets).toEqual(['*'])
    expect(search({ params: 'facets=%5B%22*%22%5D' }).facets).toEqual(['*'])
    expect(refusalOf({ facets: [''] })).toBe('requests[0]: facets must be an attribute name or a list of them (got "")')
    expect(refusalOf({ facets: { make: true } })).toBe('requests[0]: facets must be an attribute name or a list of them (got an object)')
  })

  it('reads attributesToRetrieve and attributesToHighlight as lists, held to the public attributes ("*" is all of them)', () => {
    const query = search({ attributesToRetrieve: ['*'], params: 'attributesToHighlight=name' })
    expect([query.attributesToRetrieve, query.attributesToHighlight]).toEqual([[...RETRIEVED_ATTRIBUTES], ['name']])
    expect(search({ attributesToRetrieve: ['autograb_data', 'slug'], attributesToHighlight: ['dealercomments'] })).toMatchObject({ attributesToRetrieve: ['slug'], attributesToHighlight: [] })
  })

  it('reads numbers sent as text and refuses text that is not a whole number', () => {
    expect(search({ hitsPerPage: '12', page: '3' })).toMatchObject({ hitsPerPage: 12, page: 3 })
    expect(refusalOf({ params: 'hitsPerPage=twelve' })).toBe(
      'requests[0]: hitsPerPage must be a whole number from 0 to 1000 (got "twelve")',
    )
    expect(refusalOf({ params: 'page=1.5' })).toBe('requests[0]: page must be a whole number of at least 0 (got "1.5")')
  })

  it('names invalid JSON in a params string', () => {
    expect(refusalOf({ params: 'facets=%5B%22make' })).toBe('requests[0]: facets is not valid JSON (got "[\\"make")')
    expect(refusalOf({ params: 'facetFilters=%5B%5B' })).toBe('requests[0]: facetFilters is not valid JSON (got "[[")')
  })
})
