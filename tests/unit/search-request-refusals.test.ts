import { describe, expect, it } from 'vitest'

import { parseSearchBody } from '@/search/request/body'
import { isSearchRequestError, SearchRequestError } from '@/search/request/errors'

import { DEFAULTS, refusal, refusalOf, search } from '../support/searchRequest'

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
