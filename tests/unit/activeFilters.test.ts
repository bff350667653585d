import { describe, expect, it } from 'vitest'

import { activeFilters, withoutFilters } from '@/domain/activeFilters'
import { yearChoices } from '@/domain/yearChoices'

describe('activeFilters', () => {
  const state = { query: 'hilux', refinementList: { make: ['Toyota', 'Ford'], body: ['ute'] }, range: { price: { min: 20000 } }, sortBy: 'vehicles_price_asc', page: 3 }

  it('lists the keyword, each list value and each range, each with the search without it (and without its page)', () => {
    const found = activeFilters(state)
    expect(found.map((filter) => (filter.kind === 'range' ? `${filter.attribute}` : `${filter.kind === 'query' ? 'query' : filter.attribute}:${filter.value}`))).toEqual(['query:hilux', 'make:Toyota', 'make:Ford', 'body:ute', 'price'])
    expect(found[0]!.without).toEqual({ refinementList: { make: ['Toyota', 'Ford'], body: ['ute'] }, range: { price: { min: 20000 } }, sortBy: 'vehicles_price_asc' })
    expect(found[1]!.without.refinementList).toEqual({ make: ['Ford'], body: ['ute'] })
    expect(found[3]!.without.refinementList).toEqual({ make: ['Toyota', 'Ford'] })
    expect(found[4]!.without.range).toBeUndefined()
  })

  it('finds nothing on a plain search; clearing all keeps only the sort', () => {
    expect(activeFilters({ sortBy: 'vehicles_price_asc', page: 2 })).toEqual([])
    expect(withoutFilters(state)).toEqual({ sortBy: 'vehicles_price_asc' })
    expect(withoutFilters({ query: 'x' })).toEqual({})
  })
})

describe('yearChoices', () => {
  it('counts each year and every newer one, newest first, without the oldest year', () => {
    expect(yearChoices({ '2019': 2, '2024': 5, '2022': 1, '2015': 4 })).toEqual([
      { year: 2024, count: 5 },
      { year: 2022, count: 6 },
      { year: 2019, count: 8 },
    ])
  })

  it('keeps at most ten choices: the newest five, then years ending in 0 or 5', () => {
    const counts = Object.fromEntries(Array.from({ length: 30 }, (_, at) => [String(1996 + at), 1]))
    const years = yearChoices(counts).map((choice) => choice.year)
    expect(years).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2015, 2010, 2005, 2000])
  })

  it('ignores values that are no years', () => {
    expect(yearChoices({ abc: 3, '2020': 1 })).toEqual([])
  })
})
