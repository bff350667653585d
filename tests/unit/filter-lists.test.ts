import { describe, expect, it } from 'vitest'

import { searchFilterLists } from '@/components/search/searchFilterLists'
import { SHOW_LIST_PARAM, searchStateFromUrl, searchUrl, searchUrlShowingList, type SearchUrlLookup } from '@/domain/searchUrl'

const site: SearchUrlLookup = { carTypes: ['new', 'used', 'demo'], searchPathExcludedMakes: [], makeModels: ['Toyota|HiLux'] }
const facets = {
  car_type: { used: 40, new: 12 },
  make: Object.fromEntries(['Toyota', 'Mazda', 'Ford', 'Kia', 'Hyundai', 'Nissan', 'Isuzu', 'Tesla', 'Volvo'].map((make, at) => [make, 20 - at])),
  body: { suv: 30, ute: 10 },
  fuel: { Diesel: 20, Petrol: 18 },
  colour: { White: 9 },
  year: { 2024: 5, 2023: 4, 2020: 3 },
}

describe('the search page’s filter lists, drawn by a client island from their values and counts', () => {
  it('lists come in the order shoppers narrow a search, year after body type; the kind of vehicle only where the site sells several', () => {
    const names = searchFilterLists(facets, {}, { kindFilter: false, shown: [] }).map((list) => list.name)
    expect(names).toEqual(['car_type', 'make', 'body', 'year', 'fuel', 'colour'])
  })

  it('the lists most searches start with are open; the others closed until opened, a filter put on, or the address shows them', () => {
    const open = (lists: ReturnType<typeof searchFilterLists>) => lists.filter((list) => list.open).map((list) => list.name)
    expect(open(searchFilterLists(facets, {}, { kindFilter: false, shown: [] }))).toEqual(['car_type', 'make', 'body', 'year'])
    expect(open(searchFilterLists(facets, { refinementList: { colour: ['White'] } }, { kindFilter: false, shown: [] }))).toContain('colour')
    expect(open(searchFilterLists(facets, {}, { kindFilter: false, shown: ['fuel'] }))).toContain('fuel')
    // Models, a make's sub-list, open once a make is chosen.
    const withModels = { ...facets, make_model: { 'Toyota|HiLux': 9 } }
    expect(open(searchFilterLists(withModels, {}, { kindFilter: false, shown: [] }))).not.toContain('make_model')
    expect(open(searchFilterLists(withModels, { refinementList: { make: ['Toyota'] } }, { kindFilter: false, shown: [] }))).toContain('make_model')
  })

  it('makes show 7 before "Show all makes"; a chosen value no car has stays listed with 0; year choices are "or newer" years', () => {
    const lists = searchFilterLists(facets, { refinementList: { colour: ['Ultraviolet'] } }, { kindFilter: false, shown: [] })
    expect(lists.find((list) => list.name === 'make')?.first).toEqual({ count: 7, noun: 'makes' })
    expect(lists.find((list) => list.name === 'colour')?.values).toEqual([['Ultraviolet', 0], ['White', 9]])
    expect(lists.find((list) => list.name === 'year')?.values).toEqual([['2024', 5], ['2023', 9]])
  })

  it('a closed list’s no-JavaScript link is the same search with that list shown, which reads back as the same search', () => {
    const state = { refinementList: { make: ['Toyota'] }, range: { price: { min: 5000 } } }
    const link = searchUrlShowingList(state, site, 'fuel')
    expect(link).toBe(`/search/toyota?range[price]=5000:&${SHOW_LIST_PARAM}=fuel#facet-fuel`)
    const [path = '', query = ''] = link.split('#')[0]!.split('?')
    expect(searchUrl(searchStateFromUrl(path, query, site)!, site)).toBe(searchUrl(state, site))
    expect(searchUrlShowingList({}, site, 'colour')).toBe('/search/new-used-and-demo-cars?show=colour#facet-colour')
  })
})
