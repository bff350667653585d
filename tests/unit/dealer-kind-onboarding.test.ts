import { describe, expect, it } from 'vitest'

import { defaultHomeLayout } from '../../src/domain/blockLayouts'
import { nextSteps, type SiteProgress } from '../../src/domain/dashboard/nextSteps'
import { resolveSiteSettings } from '../../src/domain/site-settings'
import { internalPathProblem } from '../../src/domain/siteRoutes'
import { dealerKindFooter, dealerKindHeader } from '../../src/onboarding/dealerKindMenus'
import { SITE_TEMPLATES, stockFeedStep, type SiteTemplate } from '../../src/onboarding/newSiteForm'
import { copiedSiteStart } from '../../src/onboarding/newSiteSeed'
import type { MenuEntrySeed } from '../../src/onboarding/seedSchema'
import { templateStart } from '../../src/onboarding/siteTemplates'

const links = (entries: readonly MenuEntrySeed[]): string[] => entries.flatMap((entry) => [...(entry.link ? [entry.link] : []), ...links(entry.children ?? [])])
const labels = (entries: readonly MenuEntrySeed[]): string[] => entries.flatMap((entry) => [entry.label, ...labels(entry.children ?? [])])
const menusOf = (kind: SiteTemplate) => [...dealerKindHeader(kind), ...dealerKindFooter(kind, 'Harbour Auto')]

describe('a new site gets the menus of its kind of dealer', () => {
  it('every link of every kind is a page the new site answers, none on the dealer’s old website', () => {
    for (const { key } of SITE_TEMPLATES) {
      const settings = resolveSiteSettings(templateStart(key, 'Harbour Auto').settings as never)
      for (const link of links(menusOf(key))) {
        expect(link.startsWith('/'), `${key}: ${link}`).toBe(true)
        expect(internalPathProblem(link, { pages: [], settings }), `${key}: ${link}`).toBeNull()
      }
    }
  })

  it('a used-car dealer gets no New Cars or Demo Cars links, no models page, nothing Toyota and no Book a Service link', () => {
    const used = menusOf('used')
    expect(links(used)).not.toContain('/search/new-cars')
    expect(links(used)).not.toContain('/search/demo-cars')
    expect(links(used)).not.toContain('/models')
    expect(labels(used).join(' ')).not.toMatch(/Toyota|Book a Service|New Cars|Demo Cars/)
    expect(links(used)).toContain('/search/used-cars')
  })

  it('a franchise has its models and new, demo and used searches; caravans and motorcycles name what they sell', () => {
    expect(links(menusOf('franchise'))).toEqual(expect.arrayContaining(['/models', '/search/new-cars', '/search/demo-cars', '/search/used-cars']))
    expect(labels(menusOf('caravans'))).toEqual(expect.arrayContaining(['Caravans', 'New Caravans', 'Used Caravans']))
    expect(labels(menusOf('motorcycles'))).toEqual(expect.arrayContaining(['Motorcycles', 'Used Motorcycles']))
    expect(labels(menusOf('caravans')).join(' ')).not.toMatch(/Motorcycle|Toyota/)
  })

  it('a caravan-only dealer’s home page shows no motorcycles', () => {
    const layout = JSON.stringify(defaultHomeLayout({ kind: 'caravans-motorcycles', siteName: 'Van World', carTypes: ['new', 'used'], bannerImages: [1, 2], itemTypes: ['caravan'] }))
    expect(layout).not.toMatch(/otorcycle/)
    expect(layout).toContain('Browse caravans')
  })

  it('a copied site drops links to the original dealer’s own website', () => {
    const start = copiedSiteStart({
      site: { name: 'Swan', slug: 'swan', timeZone: 'Australia/Perth', settings: {} },
      menus: { footer: [{ label: 'Service', children: [{ label: 'Book a Service', link: 'dealer:service-booking:/book-a-service' }, { label: 'Contact', link: '/contact' }] }, { label: 'Sell', link: 'dealer:sell-my-car:/sell' }] },
    })
    expect(start.menus?.footer).toEqual([{ label: 'Service', children: [{ label: 'Contact', link: '/contact' }] }])
  })
})

describe('the stock feed step', () => {
  const step = (stock: Partial<Parameters<typeof stockFeedStep.parse>[0]>) => stockFeedStep.safeParse({ from: 'none', url: '', fileName: '', file: '', schedule: 'daily', ...stock })
  it('a feed address must be an http(s) address; a file must be chosen; no stock yet needs neither', () => {
    expect(step({}).success).toBe(true)
    expect(step({ from: 'url', url: 'feeds.example.com/stock.csv' }).error?.issues[0]).toMatchObject({ path: ['url'], message: 'give the feed address, starting https://' })
    expect(step({ from: 'url', url: 'https://feeds.example.com/stock.csv' }).success).toBe(true)
    expect(step({ from: 'file' }).error?.issues[0]).toMatchObject({ path: ['file'] })
    expect(step({ from: 'file', fileName: 'stock.csv', file: 'id,make\n1,Kia' }).success).toBe(true)
  })

  it('a feed address becomes the site’s scheduled stock feed', async () => {
    const { newSiteSeed } = await import('../../src/onboarding/newSiteSeed')
    const form = { startFrom: 'template:used', site: { name: 'A', slug: 'a', domains: '', timeZone: 'Australia/Sydney', phone: '', email: '', legalName: '', abn: '', logo: '', primaryColour: '#000000', secondaryColour: '#ffffff', accentColour: '#123456' }, dealership: { name: 'A', makes: '' }, location: { name: 'A', street: '1 A St', city: 'A', state: 'NSW' as const, postcode: '2000', phone: '', hours: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { status: 'Closed' as const }])) as never }, editors: [], stock: { from: 'url' as const, url: 'https://feeds.example.com/a.csv', fileName: '', file: '', schedule: 'hourly' as const } }
    const seed = newSiteSeed(form, templateStart('used', 'A'), { dealershipExternalId: 1, locationExternalId: 2, lat: 0, long: 0 })
    expect(seed.site.settings).toMatchObject({ carTypes: ['used'], stockFeed: { source: 'https://feeds.example.com/a.csv', schedule: 'hourly', mode: 'full' } })
    expect(newSiteSeed({ ...form, stock: { ...form.stock, from: 'file' } }, templateStart('used', 'A'), { dealershipExternalId: 1, locationExternalId: 2, lat: 0, long: 0 }).site.settings).toEqual({ carTypes: ['used'] })
  })
})

describe("a new site's next steps", () => {
  const none: SiteProgress = { vehiclesInStock: 0, publishedOffers: 0, hasAboutPage: false, teamMembers: 0, domains: 0, staff: 0 }
  it('stock, offers, about page, team, domain and staff, each linked to its screen and ticked by what the site has', () => {
    const steps = nextSteps(7, { ...none, vehiclesInStock: 12, domains: 1 }, '/admin', true)
    expect(steps.map((step) => [step.key, step.done])).toEqual([['stock', true], ['offers', false], ['about', false], ['team', false], ['domain', true], ['staff', false]])
    expect(steps.find((step) => step.key === 'offers')!.href).toBe('/admin/collections/offers?where%5Band%5D%5B0%5D%5Btenant%5D%5Bequals%5D=7')
    expect(steps.find((step) => step.key === 'domain')!.href).toBe('/admin/collections/tenants/7')
  })
  it('a dealer editor is told who invites staff, with no link to a screen they cannot open', () => {
    const staff = nextSteps(7, none, '/admin', false).find((step) => step.key === 'staff')!
    expect(staff.href).toBeNull()
    expect(staff.todo).toMatch(/agency/)
  })
})
