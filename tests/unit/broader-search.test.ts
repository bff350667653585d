import { describe, expect, it } from 'vitest'

import { broaderSearches } from '@/domain/broaderSearch'

describe('a search that found nothing: the searches close to it, nearest first', () => {
  it('gives up the keyword, then the sliders, then the filters beyond make and model, the model, the make, and last the condition', () => {
    const state = {
      query: 'sunroof',
      refinementList: { car_type: ['used'], make: ['Toyota'], model: ['RAV4'], colour: ['Red'] },
      range: { price: { max: 15_000 } },
      sortBy: 'vehicles_price_asc',
      page: 3,
    }
    expect(broaderSearches(state)).toEqual([
      { refinementList: state.refinementList, range: state.range, sortBy: 'vehicles_price_asc' },
      { refinementList: state.refinementList, sortBy: 'vehicles_price_asc' },
      { refinementList: { car_type: ['used'], make: ['Toyota'], model: ['RAV4'] }, sortBy: 'vehicles_price_asc' },
      { refinementList: { car_type: ['used'], make: ['Toyota'] }, sortBy: 'vehicles_price_asc' },
      { refinementList: { car_type: ['used'] }, sortBy: 'vehicles_price_asc' },
      { sortBy: 'vehicles_price_asc' },
    ])
  })

  it('leaves out a step that changes nothing', () => {
    expect(broaderSearches({ refinementList: { make: ['Kia'] } })).toEqual([{}])
    expect(broaderSearches({})).toEqual([])
  })
})
