import { describe, expect, it } from 'vitest'

import { EXTERNAL_LINK_KINDS, externalLink, externalLinksHost } from '@/domain/externalLinks'

const withBaseDomain = { domains: [{ domain: 'swanrivertoyota.com.au' }], settings: { externalLinksBaseDomain: 'swanrivertoyota.com.au' } }
const withoutBaseDomain = { domains: [{ domain: 'coastalmotors.com.au' }, { domain: 'coastal.example' }], settings: { externalLinksBaseDomain: '' } }

describe('external dealer links', () => {
  it('are built on the base domain setting', () => {
    expect(externalLink('service-booking', withBaseDomain, { 'service-booking': '/service-booking' })).toBe(
      'https://swanrivertoyota.com.au/service-booking',
    )
  })

  it("are built on the site's first domain when there is no base domain, not on a guess from the slug", () => {
    expect(externalLinksHost(withoutBaseDomain)).toBe('coastalmotors.com.au')
    expect(externalLink('sell-my-car', withoutBaseDomain, { 'sell-my-car': 'sell-my-car' })).toBe(
      'https://coastalmotors.com.au/sell-my-car',
    )
  })

  it('keep the query of the configured path', () => {
    expect(externalLink('dealer-stock', withBaseDomain, { 'dealer-stock': '/stock?type=used' })).toBe(
      'https://swanrivertoyota.com.au/stock?type=used',
    )
  })

  it('render nothing when the dealer has no link configured', () => {
    for (const kind of EXTERNAL_LINK_KINDS) {
      expect(externalLink(kind, withBaseDomain, {})).toBeNull()
      expect(externalLink(kind, withoutBaseDomain, {})).toBeNull()
    }
    expect(externalLink('car-loan-calculator', withBaseDomain, { 'car-loan-calculator': '  ' })).toBeNull()
  })

  it('only give a link of the kind asked for', () => {
    expect(externalLink('used-car-finance-quotes', withBaseDomain, { 'sell-my-car': '/sell' })).toBeNull()
  })

  it("never lead off the dealer's domain", () => {
    expect(externalLink('sell-my-car', withBaseDomain, { 'sell-my-car': '//elsewhere.com/sell' })).toBeNull()
    expect(externalLink('sell-my-car', withBaseDomain, { 'sell-my-car': 'https://elsewhere.com/sell' })).toBeNull()
    expect(externalLink('sell-my-car', withBaseDomain, { 'sell-my-car': 'javascript:alert(1)' })).toBeNull()
    expect(externalLink('sell-my-car', withBaseDomain, { 'sell-my-car': 'http://swanrivertoyota.com.au/sell' })).toBeNull()
  })

  it('render nothing when the site has neither a base domain nor a domain', () => {
    const noHost = { domains: [], settings: { externalLinksBaseDomain: '' } }
    expect(externalLink('service-booking', noHost, { 'service-booking': '/book' })).toBeNull()
  })
})
