import { describe, expect, it } from 'vitest'

import { searchOfUiState, uiStateOfSearch } from '@/domain/searchUiState'

describe('InstantSearch ui state and the address’s search state', () => {
  const state = { query: 'hybrid', refinementList: { make: ['Toyota'], car_type: ['new', 'demo'] }, range: { price: { min: 20_000, max: 50_000 }, km: { max: 30_000 } }, sortBy: 'vehicles_price_asc', page: 2 }

  it('ranges become "min:max" text, an open side empty, and come back as numbers', () => {
    const ui = uiStateOfSearch(state)
    expect(ui).toEqual({ query: 'hybrid', refinementList: { make: ['Toyota'], car_type: ['new', 'demo'] }, range: { price: '20000:50000', km: ':30000' }, sortBy: 'vehicles_price_asc', page: 2 })
    expect(searchOfUiState(ui)).toEqual(state)
  })

  it('drops what an address never carries: empty lists and ranges, the relevance index, page 1, unknown attributes', () => {
    expect(searchOfUiState({ query: ' ', refinementList: { make: [], secret: ['x'] }, range: { price: ':', weight: '1:2' }, sortBy: 'vehicles', page: 1 })).toEqual({})
    expect(uiStateOfSearch({})).toEqual({})
  })
})
