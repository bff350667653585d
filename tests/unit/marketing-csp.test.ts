import { describe, expect, it } from 'vitest'

import { marketingTags, tagSources } from '../../src/domain/marketingTags'
import { cachedPageContentSecurityPolicy, contentSecurityPolicy } from '../../src/server/contentSecurityPolicy'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('the page policy allows exactly what a site’s marketing tags need', () => {
  it('a site without tags allows no analytics or ad origin', () => {
    const policy = contentSecurityPolicy('n', { development: false, tags: tagSources(marketingTags({})) })
    expect(policy).not.toMatch(/google|facebook/)
  })

  it('a site with a Tag Manager id and a pixel allows Google’s and Meta’s origins in scripts, beacons and images', () => {
    const tags = tagSources(marketingTags({ googleTagId: 'GTM-5XK2P9Q', metaPixelId: '1234567890123456' }))
    const policy = contentSecurityPolicy('n', { development: false, tags })
    expect(directive(policy, 'script-src')).toContain('https://*.googletagmanager.com https://connect.facebook.net')
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.facebook.com")
    expect(directive(policy, 'img-src')).toContain('https://www.facebook.com')
  })

  it('a cached page keeps the tag origins its scripts need', () => {
    const tags = tagSources(marketingTags({ metaPixelId: '1234567890123456' }))
    const cached = cachedPageContentSecurityPolicy(contentSecurityPolicy('n', { development: false, tags }), ["'sha256-abc'"], 'site.localhost:3000')
    expect(directive(cached, 'script-src')).toBe("script-src site.localhost:3000/_next/static/ https://connect.facebook.net 'sha256-abc'")
  })
})
