import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { sameSitePath, sameSiteUrlPath } from '@/domain/sameSitePath'

import { KNOWN_BYPASSES } from '../support/redirectBypasses'

const ORIGIN = 'https://swan-river-toyota.example'

/** What a browser does with the Location header or href: resolve it against the page's own URL. */
function staysOnSite(result: string): boolean {
  return new URL(result, `${ORIGIN}/cars/a`).origin === ORIGIN
}

/** A Location header value: visible ASCII only, so nothing a parser drops or reads as a header break. */
function isHeaderSafe(result: string): boolean {
  return /^\/(?!\/)[\x21-\x7e]*$/.test(result)
}

const fragment = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2f', '%2F', '%5c', '%5C', '\t', '\r', '\n', '\0', ' ', '%09', '%0d%0a', '%00', '%ff', 'evil.example', 'https:', 'http:', 'javascript:', '@', ':', '?', '#', '\u2215', '\uff0f', '\u2044', '\u29f8', '\ufe68', '\u3002', '\u202e', 'é', 'cars')

describe('one rule for every same-site path the platform redirects to or links back to', () => {
  it('keeps a path of the site, with its query and fragment, resolving dot segments', () => {
    expect(sameSitePath('/cars/2021-toyota-hilux?enquiry=1#enquire')).toBe('/cars/2021-toyota-hilux?enquiry=1#enquire')
    expect(sameSitePath('/search/../watchlist')).toBe('/watchlist')
    // Encoded, a line break stays text in the path and cannot start a header.
    expect(sameSitePath('/%0d%0aLocation:x')).toBe('/%0d%0aLocation:x')
    expect(sameSitePath('/cars/ford-ranger?colour=ivory white')).toBe('/cars/ford-ranger?colour=ivory%20white')
  })

  it('sends every known bypass home, or keeps it a path of the same origin', () => {
    for (const raw of KNOWN_BYPASSES) {
      const result = sameSitePath(raw)
      expect(staysOnSite(result), JSON.stringify(raw)).toBe(true)
      expect(isHeaderSafe(result), `${JSON.stringify(raw)} → ${JSON.stringify(result)}`).toBe(true)
    }
    // The ones reported against the sign-in page and /preview/exit go home.
    for (const raw of ['/.//evil.example', '/\\evil.example', '/\tevil.example', '/\r\n/x', '///evil.example', 'https:evil.example']) expect(sameSitePath(raw), JSON.stringify(raw)).toBe('/')
  })

  it('a missing or unsafe path takes the fallback', () => {
    for (const missing of ['', null, undefined]) expect(sameSitePath(missing)).toBe('/')
    expect(sameSitePath('https://evil.example', '/watchlist')).toBe('/watchlist')
  })

  it('whatever it is given, the result resolves in the WHATWG URL parser to the same origin and is safe in a header', () => {
    const composed = fc.array(fragment, { maxLength: 8 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(composed, composed.map((rest) => `/${rest}`), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 })), (raw) => {
        const result = sameSitePath(raw)
        expect(staysOnSite(result), `${JSON.stringify(raw)} → ${JSON.stringify(result)}`).toBe(true)
        expect(isHeaderSafe(result), `${JSON.stringify(raw)} → ${JSON.stringify(result)}`).toBe(true)
      }),
      { numRuns: 5_000 },
    )
  })

  it('an absolute address counts only on this host (the page a shopper came from, a payment’s return)', () => {
    expect(sameSiteUrlPath('http://swan.localhost:3000/cars/a?x=1', 'swan.localhost:3000')).toBe('/cars/a?x=1')
    expect(sameSiteUrlPath('http://SWAN.localhost:3000/cars/a', 'swan.localhost:3000')).toBe('/cars/a')
    expect(sameSiteUrlPath('https://evil.example/cars/a', 'swan.localhost:3000')).toBe('/')
    expect(sameSiteUrlPath('http://swan.localhost:3000/.//evil.example', 'swan.localhost:3000')).toBe('/')
    expect(sameSiteUrlPath('not a url', 'swan.localhost:3000')).toBe('/')
    expect(sameSiteUrlPath(null, 'swan.localhost:3000')).toBe('/')
    expect(sameSiteUrlPath('http://swan.localhost:3000/a', null)).toBe('/')
  })
})
