import { describe, expect, it } from 'vitest'

import { API_CONTENT_SECURITY_POLICY, baselineHeaders } from '../../src/server/baselineHeaders'
import { cameOverHttps, STRICT_TRANSPORT_SECURITY } from '../../src/server/transportSecurity'
import { adminContentSecurityPolicy, contentSecurityPolicy, platformFrameAncestors } from '../../src/server/contentSecurityPolicy'
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

  it("only the platform's own hosts may frame the admin's live preview of a page", () => {
    const framed = directives(contentSecurityPolicy(nonce, { development: false, frameAncestors: platformFrameAncestors(['localhost', 'admin.forecourt.com.au']) }))
    expect(framed.get('frame-ancestors')).toEqual([
      'http://localhost:*', 'https://localhost:*', 'http://localhost', 'https://localhost',
      'http://admin.forecourt.com.au:*', 'https://admin.forecourt.com.au:*', 'http://admin.forecourt.com.au', 'https://admin.forecourt.com.au',
    ])
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

describe('Strict-Transport-Security', () => {
  it('goes only to requests that came over https: TLS here, or https as the proxy in front reports it', () => {
    expect(cameOverHttps({ encrypted: true, forwardedProto: undefined })).toBe(true)
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'https' })).toBe(true)
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'HTTPS, http' })).toBe(true)
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'http' })).toBe(false)
    expect(cameOverHttps({ encrypted: false, forwardedProto: null })).toBe(false)
  })

  it('never claims the dealer’s other subdomains', () => {
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
