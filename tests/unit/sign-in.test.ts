import { describe, expect, it } from 'vitest'

import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { firstValue, routeIsGated, signInHref, signInRequest } from '@/domain/signIn'

describe('sign-in keeps the shopper on the site (no open redirect)', () => {
  it('reads the sign-in page’s query safely: an unknown type is the watchlist, an unsafe redirect goes home', () => {
    expect(signInRequest({ type: 'checkout', redirect: '/cars/a/checkout', back: '/cars/a' })).toEqual({ type: 'checkout', redirect: '/cars/a/checkout', back: '/cars/a' })
    expect(signInRequest({ type: 'admin', redirect: 'https://evil.example', back: ['//evil.example', '/'] })).toEqual({ type: 'watchlist', redirect: '/', back: '/' })
    expect(signInRequest({})).toEqual({ type: 'watchlist', redirect: '/', back: '/' })
  })

  it('builds the sign-in link for a purpose, back defaulting to where the shopper is', () => {
    expect(signInHref('checkout', '/cars/a/checkout', '/cars/a')).toBe('/sign-in?type=checkout&redirect=%2Fcars%2Fa%2Fcheckout&back=%2Fcars%2Fa')
    expect(signInHref('watchlist', 'https://evil.example')).toBe('/sign-in?type=watchlist&redirect=%2F&back=%2F')
  })
})

describe('gated routes', () => {
  const open = { gatedRoutes: { checkout: false, personalisedFinance: false, spinToWin: false } }
  it('/online-payment is always gated; trade-in and sell-my-car never; the rest as the site says', () => {
    expect(routeIsGated('online-payment', open)).toBe(true)
    for (const route of ['trade-in', 'sell-my-car'] as const) expect(routeIsGated(route, DEFAULT_SITE_SETTINGS)).toBe(false)
    for (const route of ['checkout', 'personalised-finance', 'spin-to-win'] as const) {
      expect(routeIsGated(route, DEFAULT_SITE_SETTINGS)).toBe(true)
      expect(routeIsGated(route, open)).toBe(false)
    }
  })
})

describe('query parameters', () => {
  it('a repeated query parameter counts by its first value', () => {
    expect(firstValue(['a', 'b'])).toBe('a')
    expect(firstValue('a')).toBe('a')
    expect(firstValue(undefined)).toBeUndefined()
  })
})
