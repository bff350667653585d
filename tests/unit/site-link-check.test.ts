import { createServer, type AddressInfo } from 'node:net'

import configPromise from '@payload-config'
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { resolveSiteSettings } from '@/domain/site-settings'
import { externalSiteLinks, siteLinkReport, typedLinkProblem, type CheckedSite, type SiteLinks } from '@/domain/siteLinkCheck'
import { linkAddressesIn } from '@/fields/linkAddressesIn'
import { probeLinks } from '@/server/linkProbe'

const settings = resolveSiteSettings({})
const site: CheckedSite = {
  domains: [{ domain: 'coastalmotors.com.au' }],
  settings: { ...settings, externalLinksBaseDomain: '', watchlist: { ...settings.watchlist, mode: 'off' } },
  pages: [{ slug: 'about-us', placement: 'site' }, { slug: 'home', placement: 'home' }],
  unpublishedPages: [{ slug: 'summer-sale', placement: 'site' }],
}

describe('an address typed in a link field is judged by the rule a save applies, against what shoppers reach now', () => {
  it('a path the site answers, another website, mailto: and tel: lead somewhere (other websites are tried apart)', () => {
    for (const address of ['/about-us', '/special-offers', '/models/rav4', '/search/used-cars', 'https://www.toyota.com.au/rav4', 'mailto:sales@coastalmotors.com.au', 'tel:0298765432']) {
      expect(typedLinkProblem(address, site), address).toBeNull()
    }
  })

  it('a path no page answers says which page to add; a platform page the site turned off says so', () => {
    expect(typedLinkProblem('/summer-sale-2026', site)).toBe('"/summer-sale-2026" is neither a page of this site nor a platform page: add a site page with slug "summer-sale-2026", or link elsewhere')
    expect(typedLinkProblem('/watchlist', site)).toBe('"/watchlist" is off on this site')
  })

  it('a path only a draft page answers leads nowhere until the page is published', () => {
    expect(typedLinkProblem('/summer-sale?from=banner', site)).toBe('the page /summer-sale is not published')
  })

  it('an address stored before the link rule (plain http) is named with the rule', () => {
    expect(typedLinkProblem('http://old-site.example.com', site)).toMatch(/^Use a path of this site/)
  })
})

describe('every link of a site is found from the collections’ own link fields', async () => {
  const config = await configPromise
  const lookup = (slug: string) => (config.blocks as Block[] | undefined)?.find((block) => block.slug === slug)
  const fieldsOf = (slug: string): Field[] => config.collections.find((collection) => collection.slug === slug)!.fields

  it('finds the buttons of a home layout’s banner slides and calls to action, each with its place in the form', () => {
    const home = {
      title: 'Home',
      layout: [
        { blockType: 'imageBanner', slides: [{ title: 'Drive away', buttons: [{ label: 'Offers', href: '/special-offers' }, { label: 'Sale', href: '/summer-sale-2026' }] }] },
        { blockType: 'callToAction', heading: 'How we can help', actions: [{ title: 'Trade in', href: 'https://www.redbook.com.au' }] },
      ],
    }
    expect(linkAddressesIn(fieldsOf('pages'), home, lookup)).toEqual([
      { field: 'Layout › Image banner 1 “Drive away” › Slide 1 › Button 1 › Link', address: '/special-offers' },
      { field: 'Layout › Image banner 1 “Drive away” › Slide 1 › Button 2 › Link', address: '/summer-sale-2026' },
      { field: 'Layout › Call to action 2 “How we can help” › Action 1 › Link', address: 'https://www.redbook.com.au' },
    ])
  })

  it('finds a promo card’s link and the links in an offer’s text', () => {
    expect(linkAddressesIn(fieldsOf('promo-cards'), { alt: 'Service special', link: '/service' }, lookup)).toEqual([{ field: 'Link', address: '/service' }])
    const description = { root: { children: [{ type: 'paragraph', children: [{ type: 'link', fields: { linkType: 'custom', url: 'https://www.toyota.com.au/hilux' }, children: [] }] }] } }
    expect(linkAddressesIn(fieldsOf('offers'), { name: 'HiLux deal', description }, lookup)).toEqual([{ field: 'Description (a link in the text)', address: 'https://www.toyota.com.au/hilux' }])
  })
})

describe('the site’s link check names each failing link, where it is, why, and when it checked', () => {
  const page = { collection: 'pages', kind: 'Page', documentId: 7, document: 'Home' }
  const card = { collection: 'promo-cards', kind: 'Promo card', documentId: 3, document: 'Service special' }
  const links: SiteLinks = {
    menus: [
      {
        collection: 'menus',
        kind: 'Menu',
        documentId: 1,
        document: 'Footer',
        entries: [{ label: 'Company', children: [{ label: 'Saved', link: { kind: 'route', route: 'watchlist' } }, { label: 'Sell', link: { kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: '/sell' } }] }],
      },
    ],
    typed: [
      { ...page, field: 'Layout › Image banner 1 › Slide 1 › Button 1 › Link', address: '/summer-sale-2026' },
      { ...page, field: 'Layout › Call to action 2 › Action 1 › Link', address: 'https://www.redbook.com.au' },
      { ...card, field: 'Link', address: '/about-us' },
      { ...card, field: 'Description (a link in the text)', address: 'mailto:sales@coastalmotors.com.au' },
    ],
  }

  it('tries each link to another website once: the menus’ and the typed ones', () => {
    expect(externalSiteLinks(links, site).map(({ field, url }) => `${field}: ${url}`)).toEqual(['Company › Sell: https://coastalmotors.com.au/sell', 'Layout › Call to action 2 › Action 1 › Link: https://www.redbook.com.au'])
  })

  it('reports dead links by the menus’ rules and the typed links’ rule, and the external ones that failed', () => {
    const results = new Map([['https://coastalmotors.com.au/sell', null], ['https://www.redbook.com.au', 'did not answer within 5 seconds']])
    expect(siteLinkReport(links, site, results, new Date('2026-12-06T02:30:00Z'))).toEqual({
      checkedAt: '2026-12-06T02:30:00.000Z',
      deadLinks: [
        { collection: 'menus', kind: 'Menu', documentId: 1, document: 'Footer', field: 'Company › Saved', problem: '/watchlist is off on this site' },
        { ...page, field: 'Layout › Image banner 1 › Slide 1 › Button 1 › Link', address: '/summer-sale-2026', problem: expect.stringMatching(/is neither a page of this site/) },
      ],
      externalChecked: 2,
      failedExternal: [{ ...page, field: 'Layout › Call to action 2 › Action 1 › Link', url: 'https://www.redbook.com.au', problem: 'did not answer within 5 seconds' }],
    })
  })
})

describe('trying many links', () => {
  it('tries each address once, at most the cap at a time', async () => {
    // A local "website" that counts the connections open at once and closes each after a moment.
    let open = 0
    let most = 0
    const server = createServer((socket) => {
      most = Math.max(most, ++open)
      setTimeout(() => socket.destroy(), 50)
      socket.once('close', () => open--)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
      const urls = Array.from({ length: 12 }, (_, at) => `${base}/page-${at}`)
      const probes = await probeLinks([...urls, urls[0]!], { concurrency: 3, allowPrivate: true })
      expect(probes.map((probe) => probe.url)).toEqual(urls)
      expect(probes.every((probe) => !probe.ok)).toBe(true)
      expect(most).toBe(3)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
