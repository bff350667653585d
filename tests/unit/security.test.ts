import { describe, expect, it } from 'vitest'

import { API_CONTENT_SECURITY_POLICY, baselineHeaders } from '../../src/server/baselineHeaders'
import { cameOverHttps, requestIsSecure, STRICT_TRANSPORT_SECURITY, transportHeaders, vouchForwardedHeaders } from '../../src/server/transportSecurity'
import { adminContentSecurityPolicy, contentSecurityPolicy, livePreviewFrameAncestors } from '../../src/server/contentSecurityPolicy'
import { isSiteApiPath } from '../../src/sites/siteApiRoutes'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values]
    }),
  )
}

describe('Content-Security-Policy of public pages', () => {
  const nonce = 'bm9uY2UtdGVzdA=='
  const production = directives(contentSecurityPolicy(nonce, { development: false }))
  const development = directives(contentSecurityPolicy(nonce, { development: true }))

  it("scripts run only with this request's nonce", () => {
    expect(production.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"])
    expect(production.get('script-src')).not.toContain("'unsafe-inline'")
    expect(directives(contentSecurityPolicy('other', { development: false })).get('script-src')).toContain("'nonce-other'")
  })

  it('nothing may frame a dealer page', () => {
    expect(production.get('frame-ancestors')).toEqual(["'none'"])
  })

  describe.each([false, true])("the admin's live preview (development: %s)", (inDevelopment) => {
    const platform = ['localhost', '127.0.0.1', 'admin.forecourt.com.au']
    const ancestorsOf = (pageHost: string, hosts = platform) => directives(contentSecurityPolicy(nonce, { development: inDevelopment, frameAncestors: livePreviewFrameAncestors(pageHost, hosts) })).get('frame-ancestors')

    it('a page on a dealer’s domain is framed only by the configured platform hosts, over https; never by a local admin', () => {
      expect(ancestorsOf('swanrivertoyota.com.au')).toEqual(['https://admin.forecourt.com.au'])
      for (const source of ancestorsOf('swanrivertoyota.com.au')!) expect(source).not.toMatch(/localhost|127\.0\.0\.1|^http:/)
    })

    it('with no platform host of its own configured, nothing frames a dealer’s domain', () => {
      expect(ancestorsOf('swanrivertoyota.com.au', ['localhost', '127.0.0.1'])).toEqual(["'none'"])
    })

    it('a page on {slug}.localhost (a local machine) is framed by the local admin, over http on any port', () => {
      expect(ancestorsOf('swan-river-toyota.localhost')).toEqual(['http://localhost:*', 'http://127.0.0.1:*'])
    })
  })

  it('the only frame a page may hold is the location map (OpenStreetMap)', () => {
    expect(production.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
  })

  it('no plugins (object-src none)', () => {
    expect(production.get('object-src')).toEqual(["'none'"])
  })

  it("production has no 'unsafe-eval'; development adds it for React's dev tooling", () => {
    expect(contentSecurityPolicy(nonce, { development: false })).not.toContain('unsafe-eval')
    expect(development.get('script-src')).toContain("'unsafe-eval'")
    expect(development.get('script-src')).toContain(`'nonce-${nonce}'`)
  })

  it('everything else is same-origin', () => {
    expect(production.get('default-src')).toEqual(["'self'"])
    expect(production.get('base-uri')).toEqual(["'self'"])
    expect(production.get('form-action')).toEqual(["'self'"])
    expect(production.get('connect-src')).toEqual(["'self'"])
    expect(production.get('font-src')).toEqual(["'self'"])
  })
})

describe('API paths a dealer site host answers', () => {
  it('uploaded images and the health check are served on a site host', () => {
    expect(isSiteApiPath('/api/media/file/x.png')).toBe(true)
    expect(isSiteApiPath('/api/media/file/logos/swan-river-toyota.png')).toBe(true)
    expect(isSiteApiPath('/api/health')).toBe(true)
    expect(isSiteApiPath('/api/health/')).toBe(true)
  })

  it('the Payload REST and GraphQL APIs stay on the platform host', () => {
    for (const path of [
      '/api/users',
      '/api/users/me',
      '/api/graphql',
      '/api/tenants',
      '/api/media',
      '/api/media/',
      '/api/media/1',
      '/api/media/filex.png',
      '/api/healthz',
      '/api/health-check',
      '/api',
      '/',
      '/API/health',
    ]) {
      expect(isSiteApiPath(path), path).toBe(false)
    }
  })
})

describe('Strict-Transport-Security and forwarded headers', () => {
  it('facing the internet (no trusted proxy), only TLS here is https: X-Forwarded-Proto is the browser’s to forge', () => {
    expect(cameOverHttps({ encrypted: true, forwardedProto: undefined, trustedProxies: 0 })).toBe(true)
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'https', trustedProxies: 0 })).toBe(false)
    expect(cameOverHttps({ encrypted: false, forwardedProto: ['https'], trustedProxies: 0 })).toBe(false)
  })

  it('behind our own proxies, the scheme the outermost of them reports; entries further left are the browser’s', () => {
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'https', trustedProxies: 1 })).toBe(true)
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'HTTPS', trustedProxies: 1 })).toBe(true)
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'https, http', trustedProxies: 1 })).toBe(false)
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'http, https, http', trustedProxies: 2 })).toBe(true)
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'http', trustedProxies: 1 })).toBe(false)
    expect(cameOverHttps({ encrypted: false, forwardedProto: undefined, trustedProxies: 1 })).toBe(false)
  })

  it('the server leaves only forwarded headers it vouches for: the scheme it found, and no forwarded host, port or address from the browser', () => {
    const forged = () => ({ host: 'swan.localhost', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-port': '443', 'x-forwarded-for': '1.2.3.4', forwarded: 'proto=https' })
    const facing = forged()
    expect(vouchForwardedHeaders(facing, { encrypted: false, trustedProxies: 0 })).toBe(false)
    expect(facing).toEqual({ host: 'swan.localhost', 'x-forwarded-proto': 'http' })
    const behind = forged()
    expect(vouchForwardedHeaders(behind, { encrypted: false, trustedProxies: 1 })).toBe(true)
    expect(behind).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })
    const tls: Record<string, string | undefined> = { host: 'swan.localhost' }
    expect(vouchForwardedHeaders(tls, { encrypted: true, trustedProxies: 0 })).toBe(true)
    expect(tls['x-forwarded-proto']).toBe('https')
    // Routes read the vouched header.
    expect(requestIsSecure({ headers: new Headers({ 'x-forwarded-proto': 'https' }) })).toBe(true)
    expect(requestIsSecure({ headers: new Headers({ 'x-forwarded-proto': 'http' }) })).toBe(false)
  })

  it('HSTS goes only to https requests, and never claims the dealer’s other subdomains', () => {
    expect(transportHeaders(true)).toEqual({ 'strict-transport-security': STRICT_TRANSPORT_SECURITY })
    expect(transportHeaders(false)).toEqual({})
    expect(STRICT_TRANSPORT_SECURITY).not.toMatch(/includeSubDomains/i)
  })
})

describe('frames and policies of the admin and the API', () => {
  it('X-Frame-Options agrees with frame-ancestors everywhere: nothing frames us', () => {
    expect(baselineHeaders()).toContainEqual({ key: 'X-Frame-Options', value: 'DENY' })
    expect(directives(adminContentSecurityPolicy({ development: false })).get('frame-ancestors')).toEqual(["'none'"])
    expect(directives(API_CONTENT_SECURITY_POLICY).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('API answers run nothing, even an uploaded file opened directly', () => {
    expect(directives(API_CONTENT_SECURITY_POLICY).get('default-src')).toEqual(["'none'"])
    expect(directives(API_CONTENT_SECURITY_POLICY).has('sandbox')).toBe(true)
  })

  it("the admin's policy has no 'unsafe-eval' in production", () => {
    expect(adminContentSecurityPolicy({ development: false })).not.toContain('unsafe-eval')
    expect(adminContentSecurityPolicy({ development: true })).toContain("'unsafe-eval'")
  })
})
