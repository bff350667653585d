import { describe, expect, it } from 'vitest'

import { deadMenuLinks, featuresBannerLinks, menuLinkHref, modelsMenuLinks, resolveMenu, type MenuEntry } from '@/domain/menus'
import { menuPreset, presetForSite } from '@/onboarding/menuPresets'
import { menuLinkFromSeed } from '@/onboarding/onboardContent'

const ALL_TYPES = ['new', 'used', 'demo'] as const
const site = { domains: [{ domain: 'swanrivertoyota.com.au' }], settings: { externalLinksBaseDomain: 'swanrivertoyota.com.au', watchlist: { mode: 'device' as const, usedCarsWithPriceAndImageOnly: false }, carTypes: [...ALL_TYPES] } }
const aboutUs = { slug: 'about-us', placement: 'site' as const, _status: 'published' as const }

describe('menu links', () => {
  it('lead to a platform page, a page the dealer wrote, the dealer site or another https address', () => {
    expect(menuLinkHref({ kind: 'route', route: 'special-offers' }, site)).toBe('/special-offers')
    expect(menuLinkHref({ kind: 'page', page: aboutUs }, site)).toBe('/about-us')
    expect(menuLinkHref({ kind: 'page', page: { slug: 'finance', placement: 'content' } }, site)).toBe('/pages/finance')
    expect(menuLinkHref({ kind: 'dealer-site', dealerLink: 'service-booking', dealerPath: '/book-a-service' }, site)).toBe(
      'https://swanrivertoyota.com.au/book-a-service',
    )
    expect(menuLinkHref({ kind: 'url', url: 'https://www.toyota.com.au/hilux' }, site)).toBe('https://www.toyota.com.au/hilux')
  })

  it('render nothing when the target is missing', () => {
    expect(menuLinkHref(null, site)).toBeNull()
    expect(menuLinkHref({ kind: 'route', route: 'no-such-route' }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'page', page: null }, site)).toBeNull()
    // An id alone is a page the query could not read (deleted, or another site's).
    expect(menuLinkHref({ kind: 'page', page: 12 }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'page', page: { ...aboutUs, _status: 'draft' } }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: '' }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'url', url: 'http://insecure.example' }, site)).toBeNull()
    expect(menuLinkHref({ kind: 'url', url: 'not a url' }, site)).toBeNull()
  })

  it('to a platform page the site turned off render nothing', () => {
    const off = { ...site, settings: { ...site.settings, watchlist: { mode: 'off' as const, usedCarsWithPriceAndImageOnly: false } } }
    expect(menuLinkHref({ kind: 'route', route: 'watchlist' }, site)).toBe('/watchlist')
    expect(menuLinkHref({ kind: 'route', route: 'watchlist' }, off)).toBeNull()
  })

  it("on a dealer without a base domain are built on the site's first domain", () => {
    const bare = { domains: [{ domain: 'coastalmotors.com.au' }], settings: { ...site.settings, externalLinksBaseDomain: '' } }
    expect(menuLinkHref({ kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: '/sell' }, bare)).toBe('https://coastalmotors.com.au/sell')
  })
})

describe('resolving a menu', () => {
  it('drops entries with nowhere to go and keeps dropdown headings', () => {
    const entries: MenuEntry[] = [
      { label: 'Home', link: { kind: 'route', route: 'home' } },
      { label: 'Sell My Car', link: { kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: null } },
      { label: 'New Vehicles', dropdown: 'models' },
      { label: 'Company', children: [{ label: 'About Us', link: { kind: 'page', page: aboutUs } }, { label: 'Broken', link: { kind: 'page', page: null } }] },
      { label: 'Empty group', children: [{ label: 'Broken', link: null }] },
      { label: '   ', link: { kind: 'route', route: 'blog' } },
    ]
    const resolved = resolveMenu(entries, site, ALL_TYPES)
    expect(resolved.map((entry) => entry.label)).toEqual(['Home', 'New Vehicles', 'Company'])
    expect(resolved[2]!.children.map((child) => child.label)).toEqual(['About Us'])
  })

  it('opens a new tab only for entries that have a link', () => {
    const [entry] = resolveMenu([{ label: 'Toyota', link: { kind: 'url', url: 'https://www.toyota.com.au', newTab: true } }], site, ALL_TYPES)
    expect(entry!.newTab).toBe(true)
  })

  it('shows a search by car type only while the site has cars of that type in stock, so a used-car dealer links no empty New or Demo search', () => {
    const search = (label: string, route: string): MenuEntry => ({ label, link: { kind: 'route', route } })
    const entries: MenuEntry[] = [
      { label: 'Buyer Tools', children: [search('New Cars', 'search-new-cars'), search('Demo Cars', 'search-demo-cars'), search('New & Demo', 'search-new-and-demo-cars'), search('Used Cars', 'search-used-cars'), search('All Stock', 'search-new-used-and-demo-cars')] },
      search('Demonstrators', 'search-demo-cars'),
    ]
    const [tools, ...rest] = resolveMenu(entries, site, ['used'])
    expect(tools!.children.map((child) => child.label)).toEqual(['Used Cars', 'All Stock'])
    expect(rest).toEqual([])
    // The demos arrive: their link shows again, with nothing for staff to change.
    expect(resolveMenu(entries, site, ['used', 'demo'])[0]!.children.map((child) => child.label)).toEqual(['Demo Cars', 'New & Demo', 'Used Cars', 'All Stock'])
  })
})

describe("the admin's link check", () => {
  it('lists each link that leads nowhere, with its place in the menu and why', () => {
    const entries: MenuEntry[] = [
      { label: 'Home', link: { kind: 'route', route: 'home' } },
      { label: 'Company', children: [{ label: 'About Us', link: { kind: 'page', page: aboutUs } }, { label: 'Fleet', link: { kind: 'page', page: null } }] },
      { label: 'Drafted', link: { kind: 'page', page: { ...aboutUs, _status: 'draft' } } },
      { label: 'Saved', link: { kind: 'route', route: 'watchlist' } },
      { label: 'Sell', link: { kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: '/sell' } },
    ]
    const noDomain = { domains: [], settings: { externalLinksBaseDomain: '', watchlist: { mode: 'off' as const, usedCarsWithPriceAndImageOnly: false }, carTypes: [...ALL_TYPES] } }
    expect(deadMenuLinks(entries, noDomain)).toEqual([
      { label: 'Company › Fleet', problem: 'its page was deleted, or none was chosen' },
      { label: 'Drafted', problem: 'the page /about-us is not published' },
      { label: 'Saved', problem: '/watchlist is off on this site' },
      { label: 'Sell', problem: 'the site has no external links base domain and no domain' },
    ])
    expect(deadMenuLinks(entries.slice(0, 2).map((entry) => ({ ...entry, children: entry.children?.slice(0, 1) })), site)).toEqual([])
  })

  it('names a search of a car type the site does not sell, and the setting that says so', () => {
    const usedOnly = { ...site, settings: { ...site.settings, carTypes: ['used' as const] } }
    const entries: MenuEntry[] = [{ label: 'New Cars', link: { kind: 'route', route: 'search-new-cars' } }, { label: 'Used Cars', link: { kind: 'route', route: 'search-used-cars' } }]
    expect(deadMenuLinks(entries, usedOnly)).toEqual([{ label: 'New Cars', problem: '/search/new-cars searches new cars, which this site does not sell (Settings › Search › Car types)' }])
    expect(menuLinkHref(entries[0]!.link, usedOnly)).toBeNull()
  })
})

describe('menu presets', () => {
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

  it('seed link strings become menu links: a path is the platform page or the site page it names', () => {
    const pageIds = new Map([['/fleet', 7]])
    expect(menuLinkFromSeed('/fleet', undefined, pageIds)).toEqual({ kind: 'page', page: 7, newTab: false })
    expect(menuLinkFromSeed('/search/used-cars', undefined, pageIds)).toEqual({ kind: 'route', route: 'search-used-cars', newTab: false })
    expect(menuLinkFromSeed('/book-test-drive', undefined, pageIds)).toEqual({ kind: 'route', route: 'book-test-drive', newTab: false })
    expect(menuLinkFromSeed('https://www.toyota.com.au', true, pageIds)).toEqual({ kind: 'url', url: 'https://www.toyota.com.au', newTab: true })
    expect(menuLinkFromSeed('dealer:service-booking:/book', undefined, pageIds)).toEqual({ kind: 'dealer-site', dealerLink: 'service-booking', dealerPath: '/book', newTab: false })
    expect(menuLinkFromSeed(undefined, undefined, pageIds)).toEqual({ kind: null, newTab: false })
    expect(() => menuLinkFromSeed('/nowhere', undefined, pageIds)).toThrow('/nowhere')
  })

  it('a preset keeps only the links the site answers: a missing page drops its link, a heading keeps its children', () => {
    const answers = (path: string) => ['/', '/models', '/special-offers', '/vehicle-parts-and-accessories', '/contact', '/terms-and-conditions', '/pages/complaint-handling', '/warranty'].includes(path)
    const header = presetForSite(menuPreset('toyota-default', 'x'), answers)
    expect(header.map((entry) => entry.label)).toEqual(['Home', 'New Vehicles', 'Special Offers', 'Sell My Car', 'Pre-owned Vehicles', 'Service', 'Parts & Accessories', 'Company'])
    const service = header.find((entry) => entry.label === 'Service')!
    expect(service.link).toBeUndefined()
    expect(service.children!.map((child) => child.label)).toEqual(['Online Service Booking', 'Warranty Advantage'])
    expect(header.find((entry) => entry.label === 'Company')!.children!.map((child) => child.label)).toEqual(['Contact Us', 'Terms And Conditions', 'Complaint Handling Process'])
    const bare = presetForSite([{ label: 'Fleet', link: '/fleet' }, { label: 'Group', children: [{ label: 'About', link: '/about-us' }] }], answers)
    expect(bare).toEqual([])
  })
})

describe("the car page's features banner", () => {
  it('links offers, the service page when the site has one, and the trade-in', () => {
    expect(featuresBannerLinks(new Set(['/service'])).map((link) => link.href)).toEqual(['/special-offers', '/service', '/trade-in'])
    expect(featuresBannerLinks(new Set()).map((link) => link.href)).toEqual(['/special-offers', '/trade-in'])
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
