import { describe, expect, it } from 'vitest'

import { searchFilterLists } from '@/components/search/searchFilterLists'
import { caravanFilterChoices } from '@/domain/caravanFilters'

describe('caravan search filters', () => {
  it('sleeps: "Sleeps N+" for every berth count but the smallest, counting the caravans that sleep at least as many', () => {
    expect(caravanFilterChoices('sleeps', { 2: 5, 4: 3, 6: 2 })).toEqual([
      { bound: 4, count: 5, label: 'Sleeps 4+' },
      { bound: 6, count: 2, label: 'Sleeps 6+' },
    ])
  })

  it('length: "Up to N m" in whole metres, counting the caravans no longer; a bound that keeps them all is left out', () => {
    expect(caravanFilterChoices('body_length_metres', { 4.27: 2, 5.49: 3, 6.55: 1, 7.01: 4 })).toEqual([
      { bound: 5, count: 2, label: 'Up to 5 m' },
      { bound: 6, count: 5, label: 'Up to 6 m' },
      { bound: 7, count: 6, label: 'Up to 7 m' },
    ])
    expect(caravanFilterChoices('body_length_metres', { 6.1: 3 })).toEqual([])
  })

  it('ATM: "Up to N kg" in steps of 500 kg', () => {
    expect(caravanFilterChoices('aggregate_trailer_mass', { 1800: 1, 2500: 2, 3500: 1 })).toEqual([
      { bound: 2000, count: 1, label: 'Up to 2,000 kg' },
      { bound: 2500, count: 3, label: 'Up to 2,500 kg' },
      { bound: 3000, count: 3, label: 'Up to 3,000 kg' },
    ])
  })

  it('a caravan seller lists sleeps, length, ATM and axles after year, open for a search of caravans; a chosen bound stays listed', () => {
    const facets = { year: { 2024: 2, 2020: 3 }, sleeps: { 2: 1, 4: 4 }, body_length_metres: { 5.49: 2, 6.55: 3 }, aggregate_trailer_mass: { 2200: 2, 3000: 3 }, axle_type: { Single: 2, Tandem: 3 } }
    expect(searchFilterLists(facets, {}, { kindFilter: true, shown: [] }).map((list) => list.name)).toEqual(['year'])
    const caravans = searchFilterLists(facets, { refinementList: { item_type: ['caravan'] } }, { kindFilter: true, shown: [], caravans: true })
    expect(caravans.map((list) => [list.name, list.open])).toEqual([
      ['item_type', true],
      ['year', true],
      ['sleeps', true],
      ['body_length_metres', true],
      ['aggregate_trailer_mass', true],
      ['axle_type', true],
    ])
    const chosen = searchFilterLists({ sleeps: { 6: 2 } }, { range: { sleeps: { min: 6 } } }, { kindFilter: false, shown: [], caravans: true })
    expect(chosen.find((list) => list.name === 'sleeps')).toMatchObject({ bound: 'min', open: true, values: [['6', 2, 'Sleeps 6+']] })
  })
})
