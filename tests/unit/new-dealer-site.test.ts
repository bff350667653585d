import { describe, expect, it } from 'vitest'

import { SITE_SLUG_PATTERN } from '../../src/domain/host'
import { siteSlugFromName } from '../../src/domain/siteSlug'
import { timeZoneChoices } from '../../src/domain/timeZones'
import { newDealerSiteSchema, parseStartFrom, SITE_TEMPLATES, type NewDealerSiteForm, type SiteTemplate } from '../../src/onboarding/newSiteForm'
import { copiedSiteStart, newSiteSeed, type SeedInput } from '../../src/onboarding/newSiteSeed'
import { seedSchema } from '../../src/onboarding/seedSchema'
import { templateStart } from '../../src/onboarding/siteTemplates'

const open = (from: string, to: string) => ({ status: 'Open' as const, open: from, close: to })
const closed = { status: 'Closed' as const, open: '', close: '' }

function form(overrides: { site?: Partial<NewDealerSiteForm['site']>; location?: Partial<NewDealerSiteForm['location']>; editors?: NewDealerSiteForm['editors']; startFrom?: string; stock?: Partial<NewDealerSiteForm['stock']> } = {}): NewDealerSiteForm {
  return {
    startFrom: overrides.startFrom ?? 'template:used',
    site: {
      name: 'Bayside Mazda & Kia',
      slug: 'bayside-mazda-and-kia',
      domains: 'www.BaysideMazda.com.au\nbaysidekia.com.au',
      timeZone: 'Australia/Melbourne',
      phone: '03 9555 0100',
      email: 'hello@bayside.test',
      legalName: '',
      abn: '',
      logo: '',
      primaryColour: '#0b2545',
      secondaryColour: '#e8f1f2',
      accentColour: '#13c4a3',
      ...overrides.site,
    },
    dealership: { name: 'Bayside Mazda', makes: 'Mazda, Kia' },
    location: {
      name: 'Bayside Mazda Brighton - Sales',
      street: '1 Nepean Highway',
      city: 'Brighton',
      state: 'VIC',
      postcode: '3186',
      phone: '',
      hours: { monday: open('08:30', '17:30'), tuesday: open('08:30', '17:30'), wednesday: open('08:30', '17:30'), thursday: open('08:30', '17:30'), friday: open('08:30', '17:30'), saturday: open('09:00', '12:00'), sunday: closed },
      ...overrides.location,
    },
    stock: { from: 'none', url: '', fileName: '', file: '', schedule: 'daily', ...overrides.stock },
    editors: overrides.editors ?? [{ email: 'jo@bayside.test' }],
  }
}
const place = { dealershipExternalId: 401, locationExternalId: 4011, lat: -37.9, long: 145 }
const problemsOf = (value: unknown) => {
  const result = newDealerSiteSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('a new site slug is made from the dealer name', () => {
  it('lowercase words joined by hyphens, "&" read as "and", accents and apostrophes dropped', () => {
    expect(siteSlugFromName('Bayside Mazda & Kia')).toBe('bayside-mazda-and-kia')
    expect(siteSlugFromName("  O'Brien's Café Motors!! ")).toBe('obriens-cafe-motors')
    expect(siteSlugFromName('4WD World (Perth)')).toBe('4wd-world-perth')
  })

  it('always matches the site slug rule, or is empty when the name has no letters or digits', () => {
    for (const name of ['Swan River Toyota', '---', 'Ünïcode Ütes', 'a'.repeat(100), 'x - y']) {
      const slug = siteSlugFromName(name)
      expect(slug === '' || SITE_SLUG_PATTERN.test(slug), `${name} → ${slug}`).toBe(true)
    }
    expect(siteSlugFromName('&&&')).toBe('and-and-and')
    expect(siteSlugFromName('!!!')).toBe('')
  })
})

describe("the time zone list starts with Australia's zones", () => {
  it('Sydney, Melbourne, Brisbane, Adelaide, Darwin, Perth, Hobart first, then every other zone alphabetically, each once', () => {
    const zones = timeZoneChoices(['Europe/London', 'Australia/Perth', 'America/New_York', 'Australia/Sydney', 'Asia/Tokyo', 'Europe/London'])
    expect(zones.slice(0, 7)).toEqual(['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Australia/Hobart'])
    expect(zones.slice(-3)).toEqual(['America/New_York', 'Asia/Tokyo', 'Europe/London'])
    expect(new Set(zones).size).toBe(zones.length)
  })
})

describe('the new site form is checked by the seed format’s own rules', () => {
  it('a complete form passes', () => {
    expect(problemsOf(form())).toEqual([])
  })

  it('names the field of each problem', () => {
    const problems = problemsOf(
      form({
        site: { name: ' ', slug: 'Bayside Mazda', timeZone: 'Australia/Atlantis', email: 'not-an-email', primaryColour: 'red', domains: 'good.com.au bad!domain' },
        location: { postcode: '31', hours: { ...form().location.hours, monday: open('17:00', '09:00'), tuesday: open('8am', '') } },
        editors: [{ email: 'jo@bayside.test' }, { email: 'JO@bayside.test' }],
      }),
    )
    expect(problems.sort()).toEqual(
      [
        'site.name: give the dealer name',
        'site.slug: must be lowercase letters, digits and hyphens',
        'site.timeZone: must be an IANA time zone such as Australia/Perth',
        'site.email: must be an email address such as jo@dealer.com.au',
        'site.primaryColour: must be a hex colour such as #eb0a1e',
        'site.domains: "bad!domain" is not a domain',
        'location.postcode: must be 4 digits',
        'location.hours.monday.close: must be after the opening time',
        'location.hours.tuesday.open: must be a 24-hour time such as 08:30',
        'location.hours.tuesday.close: must be a 24-hour time such as 08:30',
        'editors.1.email: is listed twice',
      ].sort(),
    )
  })

  it('a closed day needs no times; the start is a template or a site', () => {
    expect(problemsOf(form({ location: { hours: { ...form().location.hours, sunday: { status: 'Closed' } } } }))).toEqual([])
    expect(problemsOf(form({ startFrom: 'template:boats' }))).toEqual(['startFrom: choose a template or a site to copy'])
    expect(parseStartFrom('site:12')).toEqual({ copySiteId: 12 })
    expect(parseStartFrom('template:caravans-motorcycles')).toEqual({ template: 'caravans-motorcycles' })
    expect(parseStartFrom('site:0')).toBeNull()
  })
})

describe('the form becomes a seed that tenant:onboard accepts', () => {
  it('one dealership with one primary sales location, its hours, contact and domains', () => {
    const seed = seedSchema.parse(newSiteSeed(form(), templateStart('used', 'Bayside Mazda & Kia'), place))
    expect(seed.site).toMatchObject({
      name: 'Bayside Mazda & Kia',
      slug: 'bayside-mazda-and-kia',
      domains: ['baysidemazda.com.au', 'baysidekia.com.au'],
      timeZone: 'Australia/Melbourne',
      theme: { primaryColour: '#0b2545', secondaryColour: '#e8f1f2', accentColour: '#13c4a3' },
      contact: { phone: '03 9555 0100', email: 'hello@bayside.test', street: '1 Nepean Highway', city: 'Brighton', state: 'VIC', postcode: '3186' },
      settings: { carTypes: ['used'] },
    })
    expect(seed.site.theme.logo).toBeUndefined()
    expect(seed.site.contact.legalName).toBeUndefined()
    expect(seed.dealerships).toEqual([
      expect.objectContaining({ slug: 'bayside-mazda', name: 'Bayside Mazda', externalId: 401, manufacturers: ['Mazda', 'Kia'] }),
    ])
    expect(seed.locations).toHaveLength(1)
    expect(seed.locations[0]).toMatchObject({
      slug: 'bayside-mazda-brighton-sales',
      dealership: 'bayside-mazda',
      externalId: 4011,
      locationType: 'sales',
      primary: true,
      address: { street: '1 Nepean Highway', city: 'Brighton', state: 'VIC', postcode: '3186', lat: -37.9, long: 145 },
      contact: { phone: '03 9555 0100' },
    })
    expect(seed.locations[0]!.openingHours.saturday).toEqual({ status: 'Open', open: '09:00', close: '12:00' })
    expect(seed.locations[0]!.openingHours.sunday).toEqual({ status: 'Closed' })
    expect(seed.menus.header).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Our Cars', dropdown: 'stock' })]))
    // Editors are invited (inviteStaff), never given the demo password by the seed.
    expect(seed.editors).toEqual([])
  })

  it('an uploaded logo is carried in the seed as its data: URL', () => {
    const logo = `data:image/png;base64,${Buffer.from('png bytes').toString('base64')}`
    const seed = seedSchema.parse(newSiteSeed(form({ site: { logo } }), templateStart('franchise', 'Bayside Mazda & Kia'), place))
    expect(seed.site.theme.logo).toEqual({ file: logo, alt: 'Bayside Mazda & Kia' })
  })

  it('each template makes its kind of site', () => {
    const start = (template: SiteTemplate) => templateStart(template, 'Bayside')
    expect(start('franchise').settings).toEqual({})
    expect(start('used').settings).toEqual({ carTypes: ['used'] })
    expect(start('caravans').settings).toMatchObject({ itemTypes: ['caravan'] })
    expect(start('motorcycles').settings).toMatchObject({ itemTypes: ['motorcycle'] })
    expect(start('caravans-motorcycles').settings).toMatchObject({ itemTypes: ['caravan', 'motorcycle'] })
    for (const template of SITE_TEMPLATES) expect(seedSchema.safeParse(newSiteSeed(form(), start(template.key), place)).success).toBe(true)
  })
})

describe('copying a site takes its settings, menus and home layout, not its content', () => {
  const source: SeedInput = {
    site: { name: 'Coastal Motors', slug: 'coastal-motors', timeZone: 'Australia/Sydney', theme: { primaryColour: '#000000', headingFont: 'geometric', radius: 'round' }, settings: { carTypes: ['used'], makeAnOffer: true } },
    menus: {
      header: [
        { label: 'About', link: '/about-us' },
        { label: 'Stock', link: '/search/used-cars' },
        { label: 'More', children: [{ label: 'Finance', link: '/pages/finance' }, { label: 'Contact', link: '/contact' }] },
      ],
    },
    pages: [{ slug: 'about-us', title: 'About', placement: 'site' }, { slug: 'finance', title: 'Finance' }],
    offers: [{ name: 'Free rego' }],
    locations: [],
    home: {
      layout: [
        { blockType: 'offers', mode: 'chosen', chosen: ['Free rego'] },
        { blockType: 'locations', display: 'map', location: 'granville' },
        { blockType: 'quickSearch', heading: 'Find a car' },
      ],
    },
  }

  it('links to the original’s own pages go; chosen offers and the mapped location become the site’s own', () => {
    const start = copiedSiteStart(source)
    expect(start.settings).toEqual({ carTypes: ['used'], makeAnOffer: true })
    expect(start.theme).toEqual({ headingFont: 'geometric', bodyFont: undefined, radius: 'round', density: undefined })
    expect(start.menus?.header).toEqual([{ label: 'Stock', link: '/search/used-cars' }, { label: 'More', children: [{ label: 'Contact', link: '/contact' }] }])
    expect(start.home!.layout).toEqual([
      { blockType: 'offers', mode: 'latest', chosen: [] },
      { blockType: 'locations', display: 'map', location: undefined },
      { blockType: 'quickSearch', heading: 'Find a car' },
    ])
    expect(seedSchema.safeParse(newSiteSeed(form(), start, place)).success).toBe(true)
  })
})
