import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { browserSearchKey } from '@/search/algolia'
import { siteIndexNames } from '@/search/algolia/indexNames'
import { HIGHLIGHTED_ATTRIBUTES, RETRIEVED_ATTRIBUTES } from '@/domain/searchAttributes'

const config = { appId: 'ABCD1234EF', adminKey: 'a1b2c3admin', searchKey: 'd4e5f6search', indexPrefix: 'forecourt_', hosts: null }
const validUntil = new Date('2026-11-22T06:00:00Z')
const issuedAt = new Date('2026-11-22T00:00:00Z')
/** Cars for sale, and cars sold within the 3 days before the key was issued. */
const LISTED = '(sold_at=0 OR sold_at>=1795046400)'

/** A secured key is base64 of: the HMAC-SHA256 (hex) of the restrictions, then the restrictions as a query string. */
function decode(key: string) {
  const text = Buffer.from(key, 'base64').toString('utf8')
  const signature = text.slice(0, 64)
  const restrictions = text.slice(64)
  return { signature, restrictions, params: Object.fromEntries(new URLSearchParams(restrictions)) }
}

describe('browser search keys', () => {
  it('are signed with the search key and restricted to the site’s filter, indices and lifetime', () => {
    const key = browserSearchKey({ config, siteId: 12, siteFilter: 'dealership_id:12 AND car_type:used', includeSoldCarsDays: 3, issuedAt, validUntil })
    const { signature, restrictions, params } = decode(key)
    expect(signature).toBe(createHmac('sha256', config.searchKey).update(restrictions).digest('hex'))
    // The colon after a numeric attribute reads as equals (siteFilterText); the site id is always part of the filter.
    expect(params.filters).toBe(`site_id=12 AND dealership_id=12 AND car_type:used AND ${LISTED}`)
    expect(params.restrictIndices?.split(',')).toEqual(siteIndexNames(config, 12))
    expect(params.restrictIndices).not.toMatch(/\*|site_1_|site_13_/)
    expect(params.validUntil).toBe(String(validUntil.getTime() / 1000))
  })

  it('sign in the public attributes, so a browser asking for "*" or a private feed field gets only what pages show', () => {
    const { params } = decode(browserSearchKey({ config, siteId: 12, siteFilter: '', includeSoldCarsDays: 3, issuedAt, validUntil }))
    expect(params.attributesToRetrieve?.split(',')).toEqual([...RETRIEVED_ATTRIBUTES])
    expect(params.attributesToHighlight?.split(',')).toEqual([...HIGHLIGHTED_ATTRIBUTES])
    expect(params.attributesToSnippet).toBe('')
  })

  it('hold the site to its own records even when it has no search filter', () => {
    const { params } = decode(browserSearchKey({ config, siteId: 3, siteFilter: '  ', includeSoldCarsDays: 3, issuedAt, validUntil }))
    expect(params.filters).toBe(`site_id=3 AND ${LISTED}`)
    expect(params.restrictIndices?.split(',')).toEqual(siteIndexNames(config, 3))
  })

  it('quote values and keep grouping, so the signed filter means what the setting says', () => {
    const siteFilter = 'make:"Land Rover" AND (car_type:new OR car_type:demo) AND NOT status:sold'
    const { params } = decode(browserSearchKey({ config, siteId: 4, siteFilter, includeSoldCarsDays: 3, issuedAt, validUntil }))
    expect(params.filters).toBe(`site_id=4 AND make:"Land Rover" AND (car_type:new OR car_type:demo) AND NOT status:sold AND ${LISTED}`)
  })

  it('are never derived from the admin key', () => {
    expect(() => browserSearchKey({ config: { ...config, searchKey: null }, siteId: 12, siteFilter: '', includeSoldCarsDays: 3, issuedAt, validUntil })).toThrow(
      /ALGOLIA_SEARCH_KEY is not set/,
    )
  })
})
