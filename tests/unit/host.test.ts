import { describe, expect, it } from 'vitest'

import {
  normaliseDomain,
  normaliseHost,
  parsePlatformHosts,
  siteLookupForHost,
  SITE_SLUG_PATTERN,
  slugFromLocalhost,
} from '../../src/domain/host'

describe('normaliseHost: the key a Host header reaches a site by', () => {
  it('is lowercase and trimmed', () => {
    expect(normaliseHost('  SwanRiverToyota.COM.au ')).toBe('swanrivertoyota.com.au')
  })

  it('a www. prefix and a port never change which site a host reaches', () => {
    const key = normaliseHost('swanrivertoyota.com.au')
    expect(key).toBe('swanrivertoyota.com.au')
    expect(normaliseHost('www.swanrivertoyota.com.au')).toBe(key)
    expect(normaliseHost('swanrivertoyota.com.au:3000')).toBe(key)
    expect(normaliseHost('WWW.SwanRiverToyota.com.au:443')).toBe(key)
    expect(normaliseHost('localhost:3000')).toBe('localhost')
  })

  it('a trailing dot (fully qualified name) reaches the same site', () => {
    expect(normaliseHost('swanrivertoyota.com.au.')).toBe('swanrivertoyota.com.au')
    expect(normaliseHost('www.swanrivertoyota.com.au.:8080')).toBe('swanrivertoyota.com.au')
  })

  it('removes only one leading www., and only as a whole label', () => {
    expect(normaliseHost('www.www.example.com')).toBe('www.example.com')
    expect(normaliseHost('wwwexample.com')).toBe('wwwexample.com')
    expect(normaliseHost('example.www.com')).toBe('example.www.com')
  })

  it('an IPv6 literal keeps its brackets and loses only its port', () => {
    expect(normaliseHost('[::1]:3000')).toBe('[::1]')
    expect(normaliseHost('[2001:DB8::1]')).toBe('[2001:db8::1]')
    expect(normaliseHost('[::1')).toBeNull()
    expect(normaliseHost('[]')).toBeNull()
    expect(normaliseHost('[not-ipv6]')).toBeNull()
  })

  it('keeps an IPv4 address', () => {
    expect(normaliseHost('127.0.0.1:3000')).toBe('127.0.0.1')
  })

  it('a value that cannot be a host name gives null', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '   ',
      ':3000',
      'exa mple.com',
      'under_score.com',
      '-dealer.com.au',
      'dealer-.com.au',
      'dealer..com.au',
      '.dealer.com.au',
      'dealer.com.au/path',
      'https://dealer.com.au',
      'user@dealer.com.au',
      'dealer.com.au:port',
      `${'a'.repeat(250)}.com`,
    ]) {
      expect(normaliseHost(raw), String(raw)).toBeNull()
    }
  })

  it('accepts a host of exactly 253 characters', () => {
    const host = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`
    expect(host.length).toBe(253)
    expect(normaliseHost(host)).toBe(host)
    expect(normaliseHost(`${host}d`)).toBeNull()
  })
})

describe('normaliseDomain: a domain typed by staff', () => {
  it('strips the scheme, path, query, fragment, port and www.', () => {
    expect(normaliseDomain('HTTPS://WWW.Example.com.au/path')).toBe('example.com.au')
    expect(normaliseDomain('http://dealer.com.au:8080/cars?make=toyota')).toBe('dealer.com.au')
    expect(normaliseDomain('dealer.com.au?x=1')).toBe('dealer.com.au')
    expect(normaliseDomain('dealer.com.au#top')).toBe('dealer.com.au')
    expect(normaliseDomain(' dealer.com.au/ ')).toBe('dealer.com.au')
  })

  it('a bare domain stays as it is', () => {
    expect(normaliseDomain('coastalmotors.com.au')).toBe('coastalmotors.com.au')
  })

  it('something that is not a domain gives null', () => {
    expect(normaliseDomain('')).toBeNull()
    expect(normaliseDomain('https://')).toBeNull()
    expect(normaliseDomain('not a domain')).toBeNull()
    expect(normaliseDomain('/just/a/path')).toBeNull()
  })
})

describe('{slug}.localhost: every site works locally without DNS', () => {
  it('{slug}.localhost names the site slug', () => {
    expect(slugFromLocalhost('swan-river-toyota.localhost')).toBe('swan-river-toyota')
    expect(slugFromLocalhost('a.localhost')).toBe('a')
  })

  it('a deeper name, bare localhost or another domain names no slug', () => {
    expect(slugFromLocalhost('a.b.localhost')).toBeNull()
    expect(slugFromLocalhost('localhost')).toBeNull()
    expect(slugFromLocalhost('.localhost')).toBeNull()
    expect(slugFromLocalhost('-bad.localhost')).toBeNull()
    expect(slugFromLocalhost('dealer.localhost.com')).toBeNull()
    expect(slugFromLocalhost('dealer.com.au')).toBeNull()
  })

  it('site slugs are DNS labels', () => {
    expect(SITE_SLUG_PATTERN.test('swan-river-toyota')).toBe(true)
    expect(SITE_SLUG_PATTERN.test('a')).toBe(true)
    expect(SITE_SLUG_PATTERN.test('a'.repeat(63))).toBe(true)
    expect(SITE_SLUG_PATTERN.test('a'.repeat(64))).toBe(false)
    expect(SITE_SLUG_PATTERN.test('Swan-River')).toBe(false)
    expect(SITE_SLUG_PATTERN.test('-swan')).toBe(false)
    expect(SITE_SLUG_PATTERN.test('swan-')).toBe(false)
    expect(SITE_SLUG_PATTERN.test('swan_river')).toBe(false)
    expect(SITE_SLUG_PATTERN.test('swan.river')).toBe(false)
    expect(SITE_SLUG_PATTERN.test('')).toBe(false)
  })

  it('every valid slug round-trips through a {slug}.localhost host', () => {
    for (const slug of ['a', '9', 'coastal-motors', 'x1-y2', 'z'.repeat(63)]) {
      expect(SITE_SLUG_PATTERN.test(slug)).toBe(true)
      const host = normaliseHost(`${slug.toUpperCase()}.localhost:3000`)
      expect(host).toBe(`${slug}.localhost`)
      expect(slugFromLocalhost(host!)).toBe(slug)
    }
  })
})

describe('siteLookupForHost: how a host finds its site', () => {
  const platformHosts = ['localhost', '127.0.0.1', 'admin.forecourt.com.au']

  it('the platform host is the admin and API, not a site', () => {
    expect(siteLookupForHost('localhost', platformHosts)).toBeNull()
    expect(siteLookupForHost('127.0.0.1', platformHosts)).toBeNull()
    expect(siteLookupForHost('admin.forecourt.com.au', platformHosts)).toBeNull()
  })

  it('{slug}.localhost finds the site by slug', () => {
    expect(siteLookupForHost('coastal-motors.localhost', platformHosts)).toEqual({ kind: 'slug', slug: 'coastal-motors' })
  })

  it('any other host finds the site by domain', () => {
    expect(siteLookupForHost('coastalmotors.com.au', platformHosts)).toEqual({
      kind: 'domain',
      domain: 'coastalmotors.com.au',
    })
    expect(siteLookupForHost('a.b.localhost', platformHosts)).toEqual({ kind: 'domain', domain: 'a.b.localhost' })
    expect(siteLookupForHost('forecourt.com.au', platformHosts)).toEqual({ kind: 'domain', domain: 'forecourt.com.au' })
  })
})

describe('parsePlatformHosts', () => {
  it('localhost and 127.0.0.1 are always platform hosts', () => {
    expect(parsePlatformHosts(undefined)).toEqual(['localhost', '127.0.0.1'])
    expect(parsePlatformHosts('')).toEqual(['localhost', '127.0.0.1'])
  })

  it('configured hosts are normalised, deduplicated and invalid ones dropped', () => {
    expect(parsePlatformHosts(' Admin.Forecourt.com.au:3000 , www.platform.io.,, not a host,LOCALHOST:3000,platform.io')).toEqual([
      'localhost',
      '127.0.0.1',
      'admin.forecourt.com.au',
      'platform.io',
    ])
  })

  it('a platform host given with a port is still recognised for a request on that port', () => {
    const platform = parsePlatformHosts('admin.forecourt.com.au:8443')
    const host = normaliseHost('Admin.Forecourt.com.au:8443')!
    expect(siteLookupForHost(host, platform)).toBeNull()
  })
})
