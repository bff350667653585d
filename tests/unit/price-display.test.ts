import { describe, expect, it } from 'vitest'

import { isShownPrice, priceDisplay, priceTypeLabel, type PricedCar } from '@/domain/priceDisplay'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'

const site = DEFAULT_SITE_SETTINGS
const subscriptionSite = { ...DEFAULT_SITE_SETTINGS, subscriptions: true }
const car: PricedCar = { price: 32990, price_type: 'DAP' }

describe('price display precedence', () => {
  it('1. the subscription price, when the dealer offers subscriptions and it is above 0', () => {
    expect(priceDisplay({ ...car, subscription_price: 189 }, subscriptionSite)).toEqual({ kind: 'subscription', amount: 189, text: '$189 per week' })
    expect(priceDisplay({ ...car, subscription_price: 0 }, subscriptionSite).kind).toBe('price')
    expect(priceDisplay({ ...car, subscription_price: 189 }, site).kind).toBe('price')
  })

  it('2. the car price when above 10, with its price type', () => {
    expect(priceDisplay(car, site)).toEqual({
      kind: 'price',
      amount: 32990,
      text: '$32,990',
      priceType: 'Drive Away',
      savings: null,
      tradeIn: null,
    })
    expect(priceDisplay({ price: 11 }, site)).toMatchObject({ kind: 'price', text: '$11', priceType: null })
    expect(priceDisplay({ price: 10 }, site).kind).toBe('enquire')
  })

  it('3. PREORDER for a preorder car without a price', () => {
    expect(priceDisplay({ price: 10, preorder: true }, site)).toEqual({ kind: 'preorder', text: 'PREORDER' })
    expect(priceDisplay({ price: 32990, preorder: true }, site).kind).toBe('price')
  })

  it('4. otherwise "Enquire for price."', () => {
    expect(priceDisplay({ price: null }, site)).toEqual({ kind: 'enquire', text: 'Enquire for price.' })
    expect(priceDisplay({ price: 0, preorder: false }, site).text).toBe('Enquire for price.')
  })
})

describe('savings and trade-in', () => {
  it('savings are before_price − price, shown only when the car was dearer', () => {
    expect(priceDisplay({ ...car, before_price: 34990 }, site)).toMatchObject({ savings: { amount: 2000, text: 'Save $2,000', was: '$34,990' } })
    expect(priceDisplay({ ...car, before_price: 32990 }, site)).toMatchObject({ savings: null })
    expect(priceDisplay({ ...car, before_price: 29990 }, site)).toMatchObject({ savings: null })
  })

  it('a trade-in offer above 0 is taken off the price', () => {
    expect(priceDisplay(car, site, 8000)).toMatchObject({
      amount: 24990,
      text: '$24,990',
      tradeIn: { amount: 8000, text: 'Includes your trade-in offer of $8,000' },
    })
    expect(priceDisplay(car, site, 0)).toMatchObject({ amount: 32990, tradeIn: null })
    expect(priceDisplay(car, site, -500)).toMatchObject({ amount: 32990, tradeIn: null })
  })

  it('an offer leaving $10 or less shows the car price without it', () => {
    expect(priceDisplay(car, site, 32979)).toMatchObject({ amount: 11, tradeIn: { amount: 32979 } })
    expect(priceDisplay(car, site, 32980)).toMatchObject({ amount: 32990, tradeIn: null })
  })
})

describe('price type and valid price', () => {
  it('names the price types feeds use', () => {
    expect(priceTypeLabel('DAP')).toBe('Drive Away')
    expect(priceTypeLabel('Drive Away')).toBe('Drive Away')
    expect(priceTypeLabel('egc')).toBe('Excl. Govt. Charges')
    expect(priceTypeLabel('Plus ORC')).toBe('Plus ORC')
    expect(priceTypeLabel(' ')).toBeNull()
  })

  it('a price is valid only above 10', () => {
    expect(isShownPrice(10)).toBe(false)
    expect(isShownPrice(10.01)).toBe(true)
    expect(isShownPrice(Number.POSITIVE_INFINITY)).toBe(false)
    expect(isShownPrice(undefined)).toBe(false)
  })
})
