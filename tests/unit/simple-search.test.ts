import { describe, expect, it } from 'vitest'

import { PART_ITEM_TYPE, PARTS_ONLY, sellsParts, VEHICLES_ONLY, VEHICLES_ONLY_FILTER } from '@/domain/parts'
import {
  dealershipSearch,
  DIRECTORY_SEARCH,
  isCanonicalQuery,
  PARTS_SEARCH,
  SIMPLE_SEARCH_PAGE_SIZE,
  simpleSearchOfQuery,
  simpleSearchParams,
  simpleSearchUrl,
  withModelOfMake,
  type SimpleSearch,
  type SimpleSearchForm,
} from '@/domain/simpleSearch'

const read = (form: SimpleSearchForm, url: string) => simpleSearchOfQuery(form, new URLSearchParams(url.split('?')[1] ?? ''))

describe('manufacturer directory search by manufacturer name, model name and model body', () => {
  it('writes make, model and body in that order, the page only after 1', () => {
    expect(simpleSearchUrl(DIRECTORY_SEARCH, { body: 'ute', model: 'HiLux', make: 'Toyota', page: 2 })).toBe('/directory?make=Toyota&model=HiLux&body=ute&page=2')
    expect(simpleSearchUrl(DIRECTORY_SEARCH, { make: 'Land Rover', page: 1 })).toBe('/directory?make=Land%20Rover')
    expect(simpleSearchUrl(DIRECTORY_SEARCH, {})).toBe('/directory')
  })

  it('reads back what it wrote', () => {
    const searches: SimpleSearch[] = [{}, { make: 'Mercedes-Benz', model: 'GLC 300', body: 'suv', page: 3 }, { body: 'ute' }]
    for (const search of searches) expect(read(DIRECTORY_SEARCH, simpleSearchUrl(DIRECTORY_SEARCH, search))).toEqual(search)
  })

  it('searches 21 cars a page, each field an exact filter', () => {
    expect(SIMPLE_SEARCH_PAGE_SIZE).toBe(21)
    expect(simpleSearchParams(DIRECTORY_SEARCH, { make: 'Toyota', model: 'HiLux', body: 'ute', page: 2 }, SIMPLE_SEARCH_PAGE_SIZE)).toEqual({
      query: '',
      page: 1,
      hitsPerPage: 21,
      facetFilters: [['make:Toyota'], ['model:HiLux'], ['body:ute']],
    })
  })

  it("takes the site's spelling of make and model, and drops a model that is not the chosen make's", () => {
    const makeModels = ['Toyota|HiLux', 'Mazda|BT-50']
    expect(withModelOfMake({ make: 'Mazda', model: 'HiLux' }, makeModels)).toEqual({ make: 'Mazda' })
    expect(withModelOfMake({ make: 'toyota', model: 'hilux' }, makeModels)).toEqual({ make: 'Toyota', model: 'HiLux' })
    expect(withModelOfMake({ model: 'HiLux' }, makeModels)).toEqual({ model: 'HiLux' })
  })

  it("redirects the form's empty fields and page 1 to the search's own address", () => {
    const query = new URLSearchParams('make=Toyota&model=&body=&page=1')
    const search = simpleSearchOfQuery(DIRECTORY_SEARCH, query)
    expect(search).toEqual({ make: 'Toyota' })
    expect(isCanonicalQuery(DIRECTORY_SEARCH, query, search)).toBe(false)
    expect(isCanonicalQuery(DIRECTORY_SEARCH, new URLSearchParams('make=Toyota'), search)).toBe(true)
    expect(isCanonicalQuery(DIRECTORY_SEARCH, new URLSearchParams('make=Toyota&utm_source=mail'), search)).toBe(true)
    expect(isCanonicalQuery(DIRECTORY_SEARCH, new URLSearchParams('make=Mazda&model=HiLux'), { make: 'Mazda' })).toBe(false)
  })
})

describe("dealership category and price search: a dealer's search by dealership_slug", () => {
  const form = dealershipSearch('swan-river-toyota-midland')

  it('lives under the dealership and writes the price as min:max without $ or commas', () => {
    expect(simpleSearchUrl(form, { category: 'SUV', price: { min: 20000, max: 30000 } })).toBe('/dealerships/swan-river-toyota-midland/search?category=SUV&price=20000:30000')
    expect(simpleSearchUrl(form, { price: { min: 100000 } })).toBe('/dealerships/swan-river-toyota-midland/search?price=100000:')
    expect(read(form, '/x?price=$20,000:$30,000&category=Hybrid')).toEqual({ category: 'Hybrid', price: { min: 20000, max: 30000 } })
    expect(read(form, '/x?price=abc')).toEqual({})
  })

  it('searches 21 cars a page by category and price', () => {
    expect(SIMPLE_SEARCH_PAGE_SIZE).toBe(21)
    expect(simpleSearchParams(form, { category: 'SUV', price: { min: 20000, max: 30000 } }, SIMPLE_SEARCH_PAGE_SIZE)).toEqual({
      query: '',
      page: 0,
      hitsPerPage: 21,
      facetFilters: [['categories:SUV']],
      numericFilters: ['price>=20000', 'price<=30000'],
    })
  })
})

describe('parts search at /parts/search', () => {
  it('is a keyword, make and price search at /parts/search', () => {
    expect(simpleSearchUrl(PARTS_SEARCH, { query: 'tow bar', make: 'Toyota', price: { max: 1000 } })).toBe('/parts/search?query=tow%20bar&make=Toyota&price=:1000')
    expect(simpleSearchParams(PARTS_SEARCH, { query: 'tow bar' }, 21)).toMatchObject({ query: 'tow bar', facetFilters: [] })
  })

  it('a site sells parts when its listed stock holds one; vehicle searches leave parts out', () => {
    expect(PART_ITEM_TYPE).toBe('part')
    expect(sellsParts({ car: 120, part: 3 })).toBe(true)
    expect(sellsParts({ car: 120, caravan: 4 })).toBe(false)
    expect(sellsParts({ part: 0 })).toBe(false)
    expect(PARTS_ONLY).toEqual(['item_type:part'])
    expect(VEHICLES_ONLY).toEqual(['item_type:-part'])
    expect(VEHICLES_ONLY_FILTER).toBe('NOT item_type:part')
  })
})
