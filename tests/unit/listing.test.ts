import { describe, expect, it } from 'vitest'

import { displayedCount, listingIsVisible, mayBeListed, soldTime } from '@/domain/listing'

const now = new Date('2026-11-22T00:00:00Z')
const day = 24 * 60 * 60 * 1000

describe('listing rule', () => {
  it('lists in-stock and coming-soon cars shown on the website', () => {
    expect(listingIsVisible({ status: 'in_stock', soldAt: null }, { now })).toBe(true)
    expect(listingIsVisible({ status: 'coming_soon', soldAt: null }, { now })).toBe(true)
    expect(listingIsVisible({ status: 'in_stock', show_on_dealer_website: false, soldAt: null }, { now })).toBe(false)
    expect(listingIsVisible({ status: 'other', soldAt: null }, { now })).toBe(false)
  })

  it('lists a sold car for 3 days by default, or the site’s include_sold_cars_days', () => {
    const sold = (daysAgo: number) => ({ status: 'sold', soldAt: now.getTime() - daysAgo * day })
    expect(listingIsVisible(sold(3), { now })).toBe(true)
    expect(listingIsVisible({ status: 'sold', soldAt: now.getTime() - 3 * day - 1 }, { now })).toBe(false)
    expect(listingIsVisible(sold(6), { now, includeSoldCarsDays: 7 })).toBe(true)
    expect(listingIsVisible(sold(1), { now, includeSoldCarsDays: 0 })).toBe(false)
    expect(listingIsVisible({ status: 'sold', soldAt: null }, { now })).toBe(false)
    expect(listingIsVisible({ ...sold(1), show_on_dealer_website: false }, { now })).toBe(false)
  })
})

describe('may be listed: the listing rule without the clock', () => {
  it('holds for cars shown and for sale or sold at a known time, whatever the time; never for others', () => {
    expect(mayBeListed({ status: 'in_stock', soldAt: null })).toBe(true)
    expect(mayBeListed({ status: 'sold', soldAt: now.getTime() - 400 * day })).toBe(true)
    expect(mayBeListed({ status: 'sold', soldAt: null })).toBe(false)
    expect(mayBeListed({ status: 'coming_soon', show_on_dealer_website: false, soldAt: null })).toBe(false)
    expect(mayBeListed({ status: 'other', soldAt: null })).toBe(false)
  })
})

describe('displayed count', () => {
  it('keeps counts up to 1999 and replaces larger ones by the fixed count or the facet sum', () => {
    const never = () => {
      throw new Error('the facet sum is not needed')
    }
    expect(displayedCount(1999, { facetSum: never, stockCountOverride: 10 })).toBe(1999)
    expect(displayedCount(2000, { facetSum: () => 2100, stockCountOverride: null })).toBe(2100)
    expect(displayedCount(2000, { facetSum: never, stockCountOverride: 2500 })).toBe(2500)
  })
})

describe('sold time', () => {
  it('reads seconds, milliseconds and ISO dates', () => {
    expect(soldTime(1_700_000_000)).toBe(1_700_000_000_000)
    expect(soldTime(1_700_000_000_000)).toBe(1_700_000_000_000)
    expect(soldTime('2026-11-20T00:00:00Z')).toBe(Date.parse('2026-11-20T00:00:00Z'))
    expect(soldTime(null)).toBeNull()
    expect(soldTime('not a date')).toBeNull()
  })
})
