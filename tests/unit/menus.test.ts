import { describe, expect, it } from 'vitest'

import { menuLinkHref, modelsMenuLinks, resolveMenu, type MenuEntry } from '@/domain/menus'
import { menuPreset } from '@/onboarding/menuPresets'
import { menuLinkFromSeed } from '@/onboarding/onboardContent'

const site = { slug: 'swan-river-toyota', settings: { externalLinksBaseDomain: 'swanrivertoyota.com.au' } }

describe('menu links', () => {
  it('lead to a page of the site, the dealer site or another https address', () => {
    expect(menuLinkHref({ kind: 'page', path: '/special-offers' }, site)).toBe('/special-offers')
    expect(menuLinkHref({ kind: 'dealer-site', dealerLink: 'service-booking', dealerPath: '/book-a-service' }, site)).toBe(
      'https://swanrivertoyota.com.au/book-a-service',
    )
    expect(menuLinkHref({ kind: 'url', url: 'https://www.toyota.com.au/hilux' }, site)).toBe('https://www.toyota.com.au/hilux')
  })

  it('render nothing when the target is missing or unsafe', () => {
    expect(menuLinkHref(null, site)).toBeNull()
    expect(menuLinkHref({ kind: 'page', path: '' }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'page', path: '//evil.example/x' }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'page', path: 'javascript:alert(1)' }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: '' }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'url', url: 'http://insecure.example' }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'url', url: 'not a url' }, site)).toBeNull()
  })

  it('on a dealer without a base domain are built from the site slug', () => {
    const bare = { slug: 'coastal-motors', settings: { externalLinksBaseDomain: '' } }
    expect(menuLinkHref({ kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: '/sell' }, bare)).toBe('https://coastal-motors.com.au/sell')
  })
})

describe('resolving a menu', () => {
  it('drops entries with nowhere to go and keeps dropdown headings', () => {
    const entries: MenuEntry[] = [
      { label: 'Home', link: { kind: 'page', path: '/' } },
      { label: 'Sell My Car', link: { kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: null } },
      { label: 'New Vehicles', dropdown: 'models' },
      { label: 'Company', children: [{ label: 'About Us', link: { kind: 'page', path: '/about-us' } }, { label: 'Broken', link: { kind: 'page', path: '' } }] },
      { label: 'Empty group', children: [{ label: 'Broken', link: null }] },
      { label: '   ', link: { kind: 'page', path: '/x' } },
    ]
    const resolved = resolveMenu(entries, site)
    expect(resolved.map((entry) => entry.label)).toEqual(['Home', 'New Vehicles', 'Company'])
    expect(resolved[2]!.children.map((child) => child.label)).toEqual(['About Us'])
  })

  it('opens a new tab only for entries that have a link', () => {
    const [entry] = resolveMenu([{ label: 'Toyota', link: { kind: 'url', url: 'https://www.toyota.com.au', newTab: true } }], site)
    expect(entry!.newTab).toBe(true)
  })
})

describe('menu presets (dealer-network §2)', () => {
  it('the default header lists the spec items in order', () => {
    expect(menuPreset('toyota-default', 'Swan River Toyota').map((entry) => entry.label)).toEqual([
      'Home', 'New Vehicles', 'Special Offers', 'Sell My Car', 'Pre-owned Vehicles', 'Service', 'Parts & Accessories', 'Company',
    ])
    const service = menuPreset('toyota-default', 'x').find((entry) => entry.label === 'Service')!
    expect(service.children!.map((child) => child.label)).toEqual(['Online Service Booking', 'Warranty Advantage', 'Roadside Assist', 'Toyota Genuine Service'])
    const company = menuPreset('toyota-default', 'x').find((entry) => entry.label === 'Company')!
    expect(company.children!.map((child) => child.label)).toEqual(['About Us', 'Contact Us', 'Fleet', 'Terms And Conditions', 'Complaint Handling Process'])
  })

  it('the variant and the generic navigation list the spec items', () => {
    expect(menuPreset('toyota-variant', 'x').map((entry) => entry.label)).toEqual([
      'Home', 'New Vehicles', 'Special Offers', 'Sell My Car', 'Pre-Owned & Demo', 'Service', 'Parts & Accessories', 'Finance & Insurance', 'More',
    ])
    expect(menuPreset('generic', 'x').map((entry) => entry.label)).toEqual(['Search Vehicles', 'Test Drive', 'Service', 'Finance', 'Trade In', 'Parts', 'Contact'])
  })

  it('the footer has Buyer Tools, Servicing and Parts, and a dealer-named group with the privacy policy', () => {
    const footer = menuPreset('default-footer', 'Swan River Toyota')
    expect(footer.map((group) => group.label)).toEqual(['Buyer Tools', 'Servicing and Parts', 'Swan River Toyota'])
    expect(footer[0]!.children!.map((link) => link.label)).toEqual([
      'Vehicles', 'New Cars', 'Demo Cars', 'Used Cars', 'Current Offers', 'Toyota Hybrids', 'Fleet', 'Sell My Car', 'Test Drive',
    ])
    expect(footer[2]!.children!.find((link) => link.label === 'Privacy Policy')?.link).toBe('/privacy-policy')
  })

  it('seed link strings become menu links', () => {
    expect(menuLinkFromSeed('/fleet')).toEqual({ kind: 'page', path: '/fleet', newTab: false })
    expect(menuLinkFromSeed('https://www.toyota.com.au', true)).toEqual({ kind: 'url', url: 'https://www.toyota.com.au', newTab: true })
    expect(menuLinkFromSeed('dealer:service-booking:/book')).toEqual({ kind: 'dealer-site', dealerLink: 'service-booking', dealerPath: '/book', newTab: false })
    expect(menuLinkFromSeed(undefined)).toEqual({ kind: null, newTab: false })
  })
})

describe('the models mega-menu supplementary links', () => {
  it('show dealer pages only when the site has them, and stock links for the car types it sells', () => {
    const full = modelsMenuLinks({ carTypes: ['new', 'used', 'demo'], pagePaths: new Set(['/fleet', '/pages/mytoyota-connect', '/pages/toyota-connected']) })
    expect(full.map((link) => link.label)).toEqual([
      'Contact Us', 'All Models', 'Our Stock', 'Business Fleet', 'Book Test Drive', 'myToyota Connect', 'Demonstrator Models', 'Toyota Connected',
    ])
    expect(full.find((link) => link.label === 'Our Stock')?.href).toBe('/search/new-cars')
    expect(full.find((link) => link.label === 'Demonstrator Models')?.href).toBe('/search/demo-cars')
    const bare = modelsMenuLinks({ carTypes: ['used'], pagePaths: new Set() })
    expect(bare.map((link) => link.label)).toEqual(['Contact Us', 'All Models', 'Book Test Drive'])
  })
})
