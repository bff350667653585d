import { describe, expect, it } from 'vitest'

import { priceDisplay } from '@/domain/priceDisplay'
import { findMeOneValues } from '@/domain/findMeOne'
import { savedCarPrice, savedCarStatus } from '@/domain/savedCars'

const listed = { status: 'in_stock', sold: false, reserved: false, price: 27_990 }

describe('a saved vehicle’s status on the watchlist', () => {
  it('sold, by status or by flag, comes first', () => {
    expect(savedCarStatus({ ...listed, status: 'sold' }, 29_990)).toEqual({ kind: 'sold', text: 'Sold' })
    expect(savedCarStatus({ ...listed, sold: true, reserved: true }, 29_990)).toEqual({ kind: 'sold', text: 'Sold' })
  })

  it('reserved (held by another shopper) before a price drop', () => {
    expect(savedCarStatus({ ...listed, reserved: true }, 29_990)).toEqual({ kind: 'reserved', text: 'Reserved' })
  })

  it('price dropped when its price is lower than when it was saved, with the old price to strike through', () => {
    expect(savedCarStatus(listed, 29_990)).toEqual({ kind: 'price-dropped', text: 'Price dropped', was: '$29,990', drop: { amount: 2_000, text: '$2,000 less' } })
  })

  it('no status when the price is the same or higher, or either price is no price (none kept, or $10 and under)', () => {
    expect(savedCarStatus(listed, 27_990)).toBeNull()
    expect(savedCarStatus(listed, 25_000)).toBeNull()
    expect(savedCarStatus(listed, null)).toBeNull()
    expect(savedCarStatus(listed, undefined)).toBeNull()
    expect(savedCarStatus({ ...listed, price: 10 }, 29_990)).toBeNull()
    expect(savedCarStatus(listed, 10)).toBeNull()
  })

  it('a drop takes the place of the feed’s own saving in the price line', () => {
    const price = priceDisplay({ price: 27_990, before_price: 31_990 }, { subscriptions: false })
    expect(savedCarPrice(price, savedCarStatus(listed, 29_990))).toMatchObject({ text: '$27,990', savings: { was: '$29,990', text: '$2,000 less', amount: 2_000 } })
    expect(savedCarPrice(price, null)).toBe(price)
  })

  it('the find-me-one enquiry names what is wanted, and tells the dealer it is one', () => {
    expect(findMeOneValues('caravan')).toEqual({ subcategory: 'Find Me One', message: 'I am looking for a caravan. Please let me know when you have one.' })
  })
})
