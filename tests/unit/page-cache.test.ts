import { describe, expect, it } from 'vitest'

import { createHash } from 'node:crypto'

import { carsShown, hostSource, pageCacheKey, storableHeaders } from '@/server/pageCache/cacheableRequest'
import { PageCache, type CachedPage } from '@/server/pageCache/pageCache'
import { pageCacheSettings } from '@/server/pageCache/settings'
import { cachedPageContentSecurityPolicy, contentSecurityPolicy, newScriptNonce } from '@/server/contentSecurityPolicy'
import { inlineScriptHashes } from '@/server/pageCache/scriptHashes'
import { transportHeaders } from '@/server/transportSecurity'

const PLATFORM = ['localhost', '127.0.0.1']
const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers: { host: 'swan-river-toyota.localhost:3000', ...headers } })

describe('which requests the page cache answers', () => {
  it('a shopper landing on a car page, a search page or the home page', () => {
    expect(pageCacheKey(get('/cars/2022-toyota-hilux-sr5-123'), PLATFORM)).toBe('swan-river-toyota.localhost:3000/cars/2022-toyota-hilux-sr5-123')
    expect(pageCacheKey(get('/search/toyota/hilux?page=2'), PLATFORM)).toBe('swan-river-toyota.localhost:3000/search/toyota/hilux?page=2')
    expect(pageCacheKey(get('/'), PLATFORM)).toBe('swan-river-toyota.localhost:3000/')
  })

  it('keys by the Host header, so one dealer never gets another dealer’s page', () => {
    expect(pageCacheKey(get('/cars/a', { host: 'coastal-motors.localhost:3000' }), PLATFORM)).not.toBe(pageCacheKey(get('/cars/a'), PLATFORM))
  })

  it('never the admin host, other methods, cookies (draft preview), client navigations or server actions', () => {
    expect(pageCacheKey(get('/cars/a', { host: 'localhost:3000' }), PLATFORM)).toBeNull()
    expect(pageCacheKey({ ...get('/cars/a'), method: 'POST' }, PLATFORM)).toBeNull()
    expect(pageCacheKey(get('/cars/a', { cookie: '__prerender_bypass=1' }), PLATFORM)).toBeNull()
    expect(pageCacheKey(get('/cars/a', { cookie: 'forecourt_shopper=abc; __prerender_bypass=1' }), PLATFORM)).toBeNull()
    expect(pageCacheKey(get('/cars/a', { rsc: '1' }), PLATFORM)).toBeNull()
    expect(pageCacheKey(get('/cars/a', { 'next-action': 'x' }), PLATFORM)).toBeNull()
  })

  it('never the admin’s live preview of a draft home page', () => {
    expect(pageCacheKey(get('/?livePreview=ticket&admin=http%3A%2F%2Flocalhost%3A3000'), PLATFORM)).toBeNull()
  })

  it('a signed-in shopper’s session cookie alone keeps the cache: those pages are the same for every shopper', () => {
    expect(pageCacheKey(get('/cars/a', { cookie: 'forecourt_shopper=abc' }), PLATFORM)).not.toBeNull()
    expect(pageCacheKey(get('/search/used-cars', { cookie: ' forecourt_shopper=abc ' }), PLATFORM)).not.toBeNull()
  })

  it('never other pages: a car PDF, offers, locations, the API', () => {
    for (const url of ['/cars/a.pdf', '/cars/a/pdf', '/special-offers', '/locations', '/api/search', '/search/a/b/c']) expect(pageCacheKey(get(url), PLATFORM), url).toBeNull()
  })
})

describe('which responses it keeps', () => {
  it('a 200 HTML page, without the headers of one response', () => {
    const kept = storableHeaders(200, { 'content-type': 'text/html; charset=utf-8', date: 'x', 'content-length': '10', vary: 'rsc', 'x-frame-options': 'SAMEORIGIN' })
    expect(kept).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['vary', 'rsc'],
      ['x-frame-options', 'SAMEORIGIN'],
    ])
  })

  it('not a 404, a redirect, a PDF or a response that sets a cookie', () => {
    expect(storableHeaders(404, { 'content-type': 'text/html' })).toBeNull()
    expect(storableHeaders(307, { 'content-type': 'text/html' })).toBeNull()
    expect(storableHeaders(200, { 'content-type': 'application/pdf' })).toBeNull()
    expect(storableHeaders(200, { 'content-type': 'text/html', 'set-cookie': ['a=1'] })).toBeNull()
  })

  it('never a header that follows from how one request came in (every one the server sets per request)', () => {
    const perRequest = Object.entries(transportHeaders(true))
    expect(perRequest.length).toBeGreaterThan(0)
    for (const [name, value] of perRequest) {
      const kept = storableHeaders(200, { 'content-type': 'text/html; charset=utf-8', [name]: value })
      expect(kept?.map(([header]) => header.toLowerCase()), name).toEqual(['content-type'])
      const capitalised = storableHeaders(200, { 'content-type': 'text/html', [name.toUpperCase()]: value })
      expect(capitalised?.map(([header]) => header.toLowerCase()), name).toEqual(['content-type'])
    }
  })

  it('each response gets a nonce of its own', () => {
    expect(newScriptNonce()).not.toBe(newScriptNonce())
  })
})

describe('a cached page’s scripts, allowed by hash', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

  it('hashes every inline script’s text as sent, once each, and no script file', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async="" nonce="abc"></script>',
      '<script nonce="abc">self.__next_f.push([1,"a > b é"])</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      "<script data-x='>' nonce=\"abc\">1</script>",
      '<script nonce="abc">self.__next_f.push([1,"a > b é"])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a > b é"])'), sha('{"a":1}'), sha('1')])
  })

  it('the policy names the hashes and the build’s script folder on the page’s host in place of the nonce; every other directive stays', () => {
    const rendered = contentSecurityPolicy(newScriptNonce(), { development: false })
    const cached = cachedPageContentSecurityPolicy(rendered, ["'sha256-AAAA'", "'sha256-BBBB'"], 'www.swan.example')
    const directives = (policy: string) => policy.split('; ')
    expect(directives(cached).find((directive) => directive.startsWith('script-src'))).toBe("script-src www.swan.example/_next/static/ 'sha256-AAAA' 'sha256-BBBB'")
    expect(cached).not.toMatch(/nonce|strict-dynamic/)
    expect(directives(cached).filter((directive) => !directive.startsWith('script-src'))).toEqual(directives(rendered).filter((directive) => !directive.startsWith('script-src')))
  })

  it('takes the Host header as a script source only when it is a plain host name and port, as sent', () => {
    expect(hostSource('WWW.Swan.example')).toBe('www.swan.example')
    expect(hostSource('swan-river-toyota.localhost:3000')).toBe('swan-river-toyota.localhost:3000')
    for (const bad of ['swan.example; script-src *', "swan.example 'unsafe-inline'", '*.example', '', undefined]) expect(hostSource(bad), String(bad)).toBeNull()
  })
})

const page = (host: string, body = '<html></html>'): CachedPage => ({ status: 200, headers: [], body: Buffer.from(body), compressed: { br: Buffer.alloc(0), gzip: Buffer.alloc(0) }, host, cars: carsShown(body) })

describe('expiry', () => {
  it('a change to one site drops its pages and keeps other sites’ pages', () => {
    const cache = new PageCache({ maxBytes: 2 ** 20, ttlMs: 60_000 })
    cache.noteSiteHost('swan-river-toyota.localhost', 1)
    cache.noteSiteHost('coastal-motors.localhost', 2)
    cache.store('a', page('swan-river-toyota.localhost'), cache.generation)
    cache.store('b', page('coastal-motors.localhost'), cache.generation)
    cache.expireSite(1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeDefined()
    cache.expireAll()
    expect(cache.get('b')).toBeUndefined()
  })

  it('a page rendered before a change is not stored after it', () => {
    const cache = new PageCache({ maxBytes: 2 ** 20, ttlMs: 60_000 })
    const renderedUnder = cache.generation
    cache.expireSite(1)
    expect(cache.store('a', page('x.localhost'), renderedUnder)).toBe(false)
    expect(cache.get('a')).toBeUndefined()
  })

  it('pages of a host whose site is not known yet go with any site’s change', () => {
    const cache = new PageCache({ maxBytes: 2 ** 20, ttlMs: 60_000 })
    cache.store('a', page('unknown.localhost'), cache.generation)
    cache.expireSite(7)
    expect(cache.get('a')).toBeUndefined()
  })

  it('a car’s hold drops only the site’s pages that show that car: its own page and the lists linking to it', () => {
    const cache = new PageCache({ maxBytes: 2 ** 20, ttlMs: 60_000 })
    cache.noteSiteHost('swan-river-toyota.localhost', 1)
    cache.noteSiteHost('coastal-motors.localhost', 2)
    const carA = '<link rel="canonical" href="https://swan.example/cars/car-a"/><a href="/cars/car-a/buy-online">Reserve</a>'
    const carB = '<link rel="canonical" href="https://swan.example/cars/car-b"/><a href="/cars/car-b-2/buy-online">x</a>'
    const listWithA = '<a href="/cars/car-b">B</a><a href="/cars/car-a">A</a><script>self.__next_f.push([1,"{\\"href\\":\\"/cars/car-a\\"}"])</script>'
    const listWithoutA = '<a href="/cars/car-b">B</a><a href="/cars/car-aa">AA</a>'
    cache.store('a', page('swan-river-toyota.localhost', carA), cache.generation)
    cache.store('b', page('swan-river-toyota.localhost', carB), cache.generation)
    cache.store('list-a', page('swan-river-toyota.localhost', listWithA), cache.generation)
    cache.store('list', page('swan-river-toyota.localhost', listWithoutA), cache.generation)
    cache.store('other-site', page('coastal-motors.localhost', carA), cache.generation)
    const before = cache.generation
    cache.expireCar(1, 'car-a')
    expect(['a', 'b', 'list-a', 'list', 'other-site'].filter((key) => cache.get(key) !== undefined)).toEqual(['b', 'list', 'other-site'])
    // A render that began before the hold is not kept.
    expect(cache.store('a', page('swan-river-toyota.localhost', carA), before)).toBe(false)
  })

  it('reads the cars a page shows from its links, percent-encoded or not', () => {
    expect([...carsShown('<a href="/cars/ute%20one">x</a><a href="https://h/cars/van?x=1">y</a><a href="/search">z</a>')].sort()).toEqual(['ute one', 'ute%20one', 'van'])
  })

  it('pages expire after the time limit', async () => {
    const cache = new PageCache({ maxBytes: 2 ** 20, ttlMs: 20 })
    cache.store('a', page('x.localhost'), cache.generation)
    expect(cache.get('a')).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(cache.get('a')).toBeUndefined()
  })

  it('holds no more than its memory limit', () => {
    const cache = new PageCache({ maxBytes: 100_000, ttlMs: 60_000 })
    for (let n = 0; n < 10; n++) cache.store(`p${n}`, page('x.localhost', 'x'.repeat(32_000)), cache.generation)
    expect(cache.size).toBeLessThanOrEqual(2)
    expect(cache.get('p9')).toBeDefined()
  })
})

describe('settings', () => {
  it('30 seconds and 256 MB by default; 0 seconds turns the cache off; nonsense is refused', () => {
    expect(pageCacheSettings({})).toEqual({ ttlMs: 30_000, maxBytes: 256 * 2 ** 20 })
    expect(pageCacheSettings({ PAGE_CACHE_SECONDS: '0' })).toBeNull()
    expect(() => pageCacheSettings({ PAGE_CACHE_SECONDS: 'soon' })).toThrow(/PAGE_CACHE_SECONDS/)
    expect(() => pageCacheSettings({ PAGE_CACHE_MB: '-1' })).toThrow(/PAGE_CACHE_MB/)
  })
})
