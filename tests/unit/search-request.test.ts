import { describe, expect, it } from 'vitest'

import { RETRIEVED_ATTRIBUTES } from '@/domain/searchAttributes'
import type { SearchQuery } from '@/search/request/ast'
import { parseSearchBody } from '@/search/request/body'
import { isSearchRequestError, SearchRequestError } from '@/search/request/errors'

/** The one query of a one-request body on index "cars". */
function search(request: Record<string, unknown>): SearchQuery {
  const [query, ...rest] = parseSearchBody({ requests: [{ indexName: 'cars', ...request }] })
  expect(rest).toHaveLength(0)
  if (!query) throw new Error('parseSearchBody returned no query')
  return query
}

/** The SearchRequestError a call throws; any other outcome (success, TypeError, RangeError) fails the test. */
function refusal(run: () => unknown): SearchRequestError {
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

function refusalOf(request: Record<string, unknown>): string {
  return refusal(() => search(request)).message
}

const DEFAULTS: Omit<SearchQuery, 'params'> = {
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

describe('limits', () => {
  const requests = (count: number) => Array.from({ length: count }, () => ({ indexName: 'cars' }))

  it('takes at most 50 requests, or the maxQueries given', () => {
    expect(parseSearchBody({ requests: requests(50) })).toHaveLength(50)
    expect(refusal(() => parseSearchBody({ requests: requests(51) })).message).toBe(
      'requests may hold at most 50 queries (got a list of 51 items)',
    )
    expect(parseSearchBody({ requests: requests(3) }, { maxQueries: 3 })).toHaveLength(3)
    expect(refusal(() => parseSearchBody({ requests: requests(4) }, { maxQueries: 3 })).message).toMatch(
      /^requests may hold at most 3 queries/,
    )
  })

  it.each([
    ['hitsPerPage', 0, 1000, 'a whole number from 0 to 1000'],
    ['maxValuesPerFacet', 1, 1000, 'a whole number from 1 to 1000'],
  ])('%s takes %i to %i', (name, min, max, wording) => {
    expect(search({ [name]: min })).toMatchObject({ [name]: min })
    expect(search({ [name]: max })).toMatchObject({ [name]: max })
    expect(refusalOf({ [name]: min - 1 })).toBe(`requests[0]: ${name} must be ${wording} (got ${min - 1})`)
    expect(refusalOf({ [name]: max + 1 })).toBe(`requests[0]: ${name} must be ${wording} (got ${max + 1})`)
    expect(refusalOf({ [name]: 10.5 })).toBe(`requests[0]: ${name} must be ${wording} (got 10.5)`)
  })

  it('maxFacetHits takes 1 to 100 on a facet value search', () => {
    const facetSearch = (maxFacetHits: number) => search({ type: 'facet', facet: 'make', maxFacetHits })
    expect(facetSearch(1).maxFacetHits).toBe(1)
    expect(facetSearch(100).maxFacetHits).toBe(100)
    expect(refusal(() => facetSearch(0)).message).toBe('requests[0]: maxFacetHits must be a whole number from 1 to 100 (got 0)')
    expect(refusal(() => facetSearch(101)).message).toBe('requests[0]: maxFacetHits must be a whole number from 1 to 100 (got 101)')
  })

  it('page is a whole number of 0 or more', () => {
    expect(search({ page: 0 }).page).toBe(0)
    expect(search({ page: 1_000_000 }).page).toBe(1_000_000)
    expect(refusalOf({ page: -1 })).toBe('requests[0]: page must be a whole number of at least 0 (got -1)')
    expect(refusalOf({ page: 0.5 })).toBe('requests[0]: page must be a whole number of at least 0 (got 0.5)')
  })

  it('query and facetQuery hold at most 512 characters', () => {
    expect(search({ query: 'q'.repeat(512) }).query).toHaveLength(512)
    expect(refusalOf({ query: 'q'.repeat(513) })).toBe(
      'requests[0]: query must be at most 512 characters (got a string of 513 characters)',
    )
    expect(search({ type: 'facet', facet: 'make', facetQuery: 'f'.repeat(512) }).facetQuery).toHaveLength(512)
    expect(refusalOf({ type: 'facet', facet: 'make', facetQuery: 'f'.repeat(513) })).toBe(
      'requests[0]: facetQuery must be at most 512 characters (got a string of 513 characters)',
    )
  })

  it('facets lists at most 100 attributes', () => {
    const facets = (count: number) => Array.from({ length: count }, (_, index) => `facet_${index}`)
    expect(search({ facets: facets(100) }).facets).toHaveLength(100)
    expect(refusalOf({ facets: facets(101) })).toBe('requests[0]: facets may list at most 100 attributes (got a list of 101 items)')
  })

  it('a params string holds at most 64 KB', () => {
    const paramsOfLength = (length: number) => `userToken=${'u'.repeat(length - 'userToken='.length)}`
    expect(search({ params: paramsOfLength(65_536) }).params).toHaveLength(65_536)
    expect(refusalOf({ params: paramsOfLength(65_537) })).toBe(
      'requests[0]: params must be at most 65536 characters (64 KB) once URL-encoded (got 65537)',
    )
  })

  it('params objects and flattened requests are held to 64 KB once encoded', () => {
    const userToken = (length: number) => 'u'.repeat(length - 'userToken='.length)
    expect(search({ params: { userToken: userToken(65_536) } }).params).toHaveLength(65_536)
    expect(refusalOf({ userToken: userToken(65_537) })).toBe(
      'requests[0]: params must be at most 65536 characters (64 KB) once URL-encoded (got 65537)',
    )
  })

  it('answers a value nested too deep to encode with a 400, not a stack overflow', () => {
    let deep: unknown[] = []
    for (let level = 0; level < 1_000_000; level += 1) deep = [deep]
    expect(refusalOf({ ruleContexts: deep })).toBe('requests[0]: ruleContexts is nested too deeply')
  })
})

describe('unknown and ignored parameters', () => {
  it('refuses an unknown parameter by name, in every request shape', () => {
    expect(refusalOf({ aroundLatLng: '-31.95,115.86' })).toBe('requests[0]: unknown parameter "aroundLatLng"')
    expect(refusalOf({ params: 'query=a&hitsPerPge=5' })).toBe('requests[0]: unknown parameter "hitsPerPge"')
    expect(refusalOf({ params: { insideBoundingBox: [[1, 2, 3, 4]], advancedSyntax: true } })).toBe(
      'requests[0]: unknown parameters "insideBoundingBox", "advancedSyntax"',
    )
    expect(refusalOf({ params: { indexName: 'other' } })).toBe('requests[0]: unknown parameter "indexName"')
    expect(refusalOf(JSON.parse('{"__proto__": {"hitsPerPage": 1}}') as Record<string, unknown>)).toBe(
      'requests[0]: unknown parameter "__proto__"',
    )
  })

  const IGNORED = {
    analytics: false,
    analyticsTags: ['web'],
    clickAnalytics: true,
    userToken: 'anonymous-123',
    enablePersonalization: false,
    personalizationImpact: 0,
    getRankingInfo: true,
    ruleContexts: ['used-cars'],
    distinct: 1,
    responseFields: ['hits', 'nbHits'],
    attributesToSnippet: ['description:20'],
    snippetEllipsisText: '…',
    enableRules: true,
    enableABTest: false,
    facetingAfterDistinct: true,
    sumOrFiltersScores: false,
    typoTolerance: 'min',
    restrictSearchableAttributes: ['make', 'model'],
    optionalWords: ['sr5'],
    'x-algolia-agent': 'Algolia for JavaScript (4.24.0); Browser (lite); instantsearch.js (4.75.0)',
    tagFilters: '',
    aroundLatLngViaIP: false,
    queryType: 'prefixLast',
  }

  it('accepts and ignores the parameters InstantSearch and algoliasearch commonly send', () => {
    const fromObject = search({ params: IGNORED })
    expect({ ...fromObject, params: '' }).toEqual({ ...DEFAULTS, params: '' })
    const text = new URLSearchParams(
      Object.entries(IGNORED).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString()
    expect({ ...search({ params: text }), params: '' }).toEqual({ ...DEFAULTS, params: '' })
    expect({ ...search(IGNORED), params: '' }).toEqual({ ...DEFAULTS, params: '' })
  })

  it('accepts only empty tagFilters', () => {
    for (const tagFilters of ['', [], [[]], ['', ['']], '[]', '[[]]']) expect(search({ tagFilters }).filter).toBeNull()
    expect(refusalOf({ tagFilters: ['published'] })).toBe(
      'requests[0]: tagFilters are not supported; use facetFilters or filters (got ["published"])',
    )
    expect(refusalOf({ params: 'tagFilters=published' })).toBe(
      'requests[0]: tagFilters are not supported; use facetFilters or filters (got "published")',
    )
    expect(refusalOf({ params: 'tagFilters=%5B%5B%22a%22%5D%5D' })).toMatch(/^requests\[0\]: tagFilters are not supported/)
  })

  it('accepts aroundLatLngViaIP only when false', () => {
    expect(search({ params: 'aroundLatLngViaIP=false' }).filter).toBeNull()
    expect(refusalOf({ aroundLatLngViaIP: true })).toBe(
      'requests[0]: aroundLatLngViaIP is not supported; send false or leave it out (got true)',
    )
    expect(refusalOf({ params: 'aroundLatLngViaIP=true' })).toMatch(/^requests\[0\]: aroundLatLngViaIP is not supported/)
  })

  it('accepts queryType prefixLast only', () => {
    expect(search({ params: 'queryType=prefixLast' }).query).toBe('')
    expect(refusalOf({ queryType: 'prefixAll' })).toBe(
      'requests[0]: queryType must be "prefixLast", the only query type supported (got "prefixAll")',
    )
    expect(refusalOf({ queryType: 'prefixNone' })).toMatch(/^requests\[0\]: queryType must be "prefixLast"/)
  })

  it('refuses offset and length, pointing to page and hitsPerPage', () => {
    expect(refusalOf({ offset: 20 })).toBe('requests[0]: offset and length are not supported; use page and hitsPerPage (got 20)')
    expect(refusalOf({ params: 'length=10' })).toBe(
      'requests[0]: offset and length are not supported; use page and hitsPerPage (got "10")',
    )
  })
})

describe('a request error from another bundle', () => {
  it('is recognised by its name: each Next bundle has its own copy of the class, and the engine is built by whichever searched first', () => {
    class SearchRequestErrorOfAnotherBundle extends Error {
      constructor(message: string) {
        super(message)
        this.name = 'SearchRequestError'
      }
    }
    expect(isSearchRequestError(new SearchRequestErrorOfAnotherBundle('Unknown index'))).toBe(true)
    expect(isSearchRequestError(new SearchRequestError('Unknown index'))).toBe(true)
    expect(isSearchRequestError(new TypeError('boom'))).toBe(false)
    expect(isSearchRequestError('SearchRequestError')).toBe(false)
  })
})
