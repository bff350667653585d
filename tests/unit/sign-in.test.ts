import { describe, expect, it } from 'vitest'

import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { firstValue, routeIsGated, sameSitePath, sameSiteRefererPath, signInHref, signInRequest } from '@/domain/signIn'

describe('sign-in keeps the shopper on the site (issue 7: no open redirect)', () => {
  it('keeps a path of the site, with its query and fragment, resolving dot segments', () => {
    expect(sameSitePath('/cars/2021-toyota-hilux?enquiry=1#enquire')).toBe('/cars/2021-toyota-hilux?enquiry=1#enquire')
    expect(sameSitePath('/search/../watchlist')).toBe('/watchlist')
  })

  it('sends anything that could leave the host home instead', () => {
    for (const unsafe of ['https://evil.example', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'evil.example', '/\tevil', '/\r\nLocation: x', '', null, undefined]) {
      expect(sameSitePath(unsafe), String(unsafe)).toBe('/')
    }
    expect(sameSitePath('https://evil.example', '/watchlist')).toBe('/watchlist')
    // Encoded, a line break stays text in the path and cannot start a header.
    expect(sameSitePath('/%0d%0aLocation:x')).toBe('/%0d%0aLocation:x')
  })

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

describe('gated routes (shopper-journey §6)', () => {
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

describe('where the shopper came from (issue 7)', () => {
  it('is the Referer’s path on this host, else the home page', () => {
    expect(sameSiteRefererPath('http://swan.localhost:3000/cars/a?x=1', 'swan.localhost:3000')).toBe('/cars/a?x=1')
    expect(sameSiteRefererPath('http://SWAN.localhost:3000/cars/a', 'swan.localhost:3000')).toBe('/cars/a')
    expect(sameSiteRefererPath('https://evil.example/cars/a', 'swan.localhost:3000')).toBe('/')
    expect(sameSiteRefererPath('not a url', 'swan.localhost:3000')).toBe('/')
    expect(sameSiteRefererPath(null, 'swan.localhost:3000')).toBe('/')
    expect(sameSiteRefererPath('http://swan.localhost:3000/a', null)).toBe('/')
  })

  it('a repeated query parameter counts by its first value', () => {
    expect(firstValue(['a', 'b'])).toBe('a')
    expect(firstValue('a')).toBe('a')
    expect(firstValue(undefined)).toBeUndefined()
  })
})
