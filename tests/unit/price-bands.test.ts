import { describe, expect, it } from 'vitest'

import { priceBandChoices, priceRange, weeklyPriceRange } from '@/domain/priceRanges'

describe('price bands', () => {
  it('buckets prices in $10,000 bands up to $100,000+, and weekly prices in $100 bands up to $500+', () => {
    expect(priceRange(24_990)).toBe('$20,000 - $30,000')
    expect(priceRange(100_000)).toBe('$100,000+')
    expect(priceRange(null)).toBeNull()
    expect(weeklyPriceRange(149)).toBe('$100 - $200 per week')
  })

  it('the no-JavaScript price choices are the same bands, the last open-ended', () => {
    const choices = priceBandChoices()
    expect(choices).toHaveLength(11)
    expect(choices[2]).toEqual({ label: '$20,000 - $30,000', min: 20_000, max: 30_000 })
    expect(choices.at(-1)).toEqual({ label: '$100,000+', min: 100_000, max: null })
  })
})
