import { describe, expect, it } from 'vitest'

import { belowMarketBadge } from '@/domain/belowMarket'

const market = (state: number | null, national: number | null) => ({ state_average_market_price: state, average_market_price: national })

describe('below-market badge', () => {
  it('shows when the price is more than $499 under the state average', () => {
    expect(belowMarketBadge({ price: 30000, autograb_data: market(30500, 40000) })).toEqual({
      amount: 500,
      basis: 'state',
      title: 'Below Market Price',
      detail: '$500 below the state average market price',
    })
    expect(belowMarketBadge({ price: 30000, autograb_data: market(30499, 40000) })).toBeNull()
    expect(belowMarketBadge({ price: 30000, autograb_data: market(30499.01, 40000) })?.basis).toBe('state')
  })

  it('uses the national average only when there is no state price', () => {
    expect(belowMarketBadge({ price: 30000, autograb_data: market(null, 32000) })).toMatchObject({
      amount: 2000,
      basis: 'national',
      detail: '$2,000 below the national average market price',
    })
    expect(belowMarketBadge({ price: 30000, autograb_data: market(0, 32000) })?.basis).toBe('national')
    expect(belowMarketBadge({ price: 30000, autograb_data: market(null, 30499) })).toBeNull()
    // A state price decides even when the national one would show the badge.
    expect(belowMarketBadge({ price: 30000, autograb_data: market(30000, 45000) })).toBeNull()
  })

  it('needs market figures and a price above $10', () => {
    expect(belowMarketBadge({ price: 30000, autograb_data: null })).toBeNull()
    expect(belowMarketBadge({ price: 30000, autograb_data: market(null, null) })).toBeNull()
    expect(belowMarketBadge({ price: 10, autograb_data: market(30000, 30000) })).toBeNull()
    expect(belowMarketBadge({ price: null, autograb_data: market(30000, 30000) })).toBeNull()
  })
})
