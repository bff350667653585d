import { describe, expect, it } from 'vitest'

import { googleTag, googleTagProblem, marketingTags, metaPixelProblem, tagSources } from '../../src/domain/marketingTags'

describe('marketing tags per site', () => {
  it('takes a Tag Manager container id or a GA4 measurement id', () => {
    expect(googleTag('GTM-5XK2P9Q')).toEqual({ kind: 'tag-manager', id: 'GTM-5XK2P9Q' })
    expect(googleTag(' g-8z3k1qw2er ')).toEqual({ kind: 'ga4', id: 'G-8Z3K1QW2ER' })
    expect(googleTag('UA-12345-1')).toBeNull()
  })

  it('says beside the field what a valid id looks like', () => {
    expect(googleTagProblem('UA-12345-1')).toMatch(/GTM-5XK2P9Q.*G-8Z3K1QW2ER/)
    expect(googleTagProblem('')).toBe(true)
    expect(metaPixelProblem('12345')).toMatch(/15 or 16 digits/)
    expect(metaPixelProblem('1234567890123456')).toBe(true)
  })

  it('allows no outside origin when no tag is set', () => {
    expect(tagSources(marketingTags({}))).toEqual({ script: [], connect: [], img: [] })
    expect(tagSources(marketingTags({ googleTagId: 'nonsense', metaPixelId: 'abc' }))).toEqual({ script: [], connect: [], img: [] })
  })

  it('allows Google’s origins for a Google tag and Meta’s for a pixel, and only those', () => {
    const google = tagSources(marketingTags({ googleTagId: 'GTM-5XK2P9Q' }))
    expect(google.script).toEqual(['https://*.googletagmanager.com'])
    expect(google.connect.join(' ')).not.toMatch(/facebook/)
    const meta = tagSources(marketingTags({ metaPixelId: '1234567890123456' }))
    expect(meta).toEqual({ script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] })
  })
})
