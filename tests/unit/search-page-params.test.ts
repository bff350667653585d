import { describe, expect, it } from 'vitest'

import type { SearchState } from '@/domain/searchUrl'
import { disjunctiveAttributes, disjunctiveFacetParams, PAGE_FACETS, paramsForState, withDisjunctiveFacets } from '@/search/pageParams'
import type { SearchResponse } from '@/search/response'

const state: SearchState = { refinementList: { make: ['Toyota'], car_type: ['new', 'demo'], colour: ['White'] }, range: { price: { max: 50_000 } }, page: 3 }

describe('server-rendered facet lists are disjunctive within a filter, as InstantSearch’s refinement lists are', () => {
  it('the page’s own request ORs a filter’s values and ANDs the filters', () => {
    expect(paramsForState(state)).toMatchObject({
      page: 2,
      facetFilters: [['item_type:-part'], ['make:Toyota'], ['colour:White'], ['car_type:new', 'car_type:demo']],
      numericFilters: ['price<=50000'],
    })
  })

  it('each shown filter with values chosen gets a counts-only request without its own values, the rest of the search kept', () => {
    expect(disjunctiveAttributes(state, PAGE_FACETS)).toEqual(['make', 'colour', 'car_type'])
    expect(disjunctiveAttributes({ refinementList: { tag: ['Low Kms'] } }, PAGE_FACETS)).toEqual([])
    expect(disjunctiveFacetParams(state, 'make')).toMatchObject({
      page: 0,
      hitsPerPage: 0,
      facets: ['make'],
      facetFilters: [['item_type:-part'], ['colour:White'], ['car_type:new', 'car_type:demo']],
      numericFilters: ['price<=50000'],
    })
  })

  it('a chosen filter’s counts come from its own request; the others stay the page’s', () => {
    const response = (facets: SearchResponse['facets']) => ({ facets }) as SearchResponse
    const page = response({ make: { Toyota: 4 }, body: { suv: 3, ute: 1 }, car_type: { new: 3, demo: 1 } })
    const merged = withDisjunctiveFacets(page, [
      { attribute: 'make', results: response({ make: { Toyota: 4, Mazda: 6, Kia: 2 } }) },
      { attribute: 'car_type', results: response({ car_type: { new: 3, demo: 1, used: 9 } }) },
    ])
    expect(merged.facets).toEqual({ make: { Toyota: 4, Mazda: 6, Kia: 2 }, body: { suv: 3, ute: 1 }, car_type: { new: 3, demo: 1, used: 9 } })
  })
})
