import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LINK_RULE } from '../../src/domain/links'
import { redirectSourceProblem, redirectTargetProblem } from '../../src/domain/redirects'
import { resolveSiteSettings } from '../../src/domain/site-settings'
import { readSeedFile, SeedFileError } from '../../src/onboarding/readSeedFile'
import { seedSchema, type SiteSeed } from '../../src/onboarding/seedSchema'

const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tenants-seed')

const minimal = () => ({
  site: { name: 'Test Motors', slug: 'test-motors', timeZone: 'Australia/Adelaide' },
})

let tmp: string
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'seed-schema-'))
})
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true })
})

async function writeSeed(name: string, content: unknown): Promise<string> {
  const file = path.join(tmp, name)
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

/** The SeedFileError readSeedFile raises for `file`. */
async function seedError(file: string): Promise<SeedFileError> {
  const error = await readSeedFile(file).then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(SeedFileError)
  return error as SeedFileError
}

describe('the demo sites in tenants-seed/', () => {
  let files: string[]
  let seeds: SiteSeed[]
  beforeAll(async () => {
    files = (await readdir(SEED_DIR)).filter((name) => name.endsWith('.json')).sort()
    seeds = await Promise.all(files.map((name) => readSeedFile(path.join(SEED_DIR, name))))
  })

  it('every seed file validates, and is named after its slug', () => {
    expect(files).toEqual(['coastal-motors.json', 'sunshine-caravans.json', 'swan-river-toyota.json'])
    expect(seeds.map((seed) => `${seed.site.slug}.json`)).toEqual(files)
  })

  it('the three demo sites differ in slug, time zone, theme colours and corners', () => {
    const distinct = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value))).size
    expect(distinct(seeds.map((seed) => seed.site.slug))).toBe(3)
    expect(distinct(seeds.map((seed) => seed.site.timeZone))).toBe(3)
    expect(distinct(seeds.map((seed) => seed.site.theme.primaryColour))).toBe(3)
    expect(distinct(seeds.map((seed) => seed.site.theme.accentColour))).toBe(3)
    expect(distinct(seeds.map((seed) => seed.site.theme.radius))).toBe(3)
    expect(distinct(seeds.flatMap((seed) => seed.site.domains))).toBe(3)
    for (const seed of seeds) expect(seed.site.theme.primaryColour).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it('the three demo sites differ in at least one setting from each other and from the defaults', () => {
    const resolved = seeds.map((seed) => JSON.stringify(resolveSiteSettings(seed.site.settings)))
    expect(new Set(resolved).size).toBe(3)
    const defaults = JSON.stringify(resolveSiteSettings({}))
    for (const settings of resolved) expect(settings).not.toBe(defaults)
  })

  it('one site is a Toyota dealer on Perth time', () => {
    const perth = seeds.filter((seed) => seed.site.timeZone === 'Australia/Perth')
    expect(perth.map((seed) => seed.site.slug)).toEqual(['swan-river-toyota'])
    expect(perth[0]!.site.settings.certifiedManufacturer).toBe('Toyota')
    expect(resolveSiteSettings(perth[0]!.site.settings).finance.defaultRate).toBe(8.5)
  })
})

describe('readSeedFile: a seed file that cannot be used names the file, the field and the problem', () => {
  it('a valid minimal seed gets its defaults', async () => {
    const seed = await readSeedFile(await writeSeed('minimal.json', minimal()))
    expect(seed).toEqual({
      site: { ...minimal().site, domains: [], theme: {}, contact: {}, settings: {} },
      editors: [],
      dealerships: [],
      locations: [],
      offers: [],
      models: [],
      menus: {},
      pages: [],
      posts: [],
      promoCards: [],
      reviews: [],
      redirects: [],
    })
  })

  it('a review must name one of the file’s locations, and a page may not take a platform address', async () => {
    const swan = JSON.parse(await readFile(path.join(SEED_DIR, 'swan-river-toyota.json'), 'utf8'))
    swan.reviews[0].location = 'no-such-location'
    swan.pages.push({ slug: 'locations', title: 'Clash', placement: 'site' })
    const error = await seedError(await writeSeed('bad-content.json', swan))
    expect(error.message).toContain('no location "no-such-location" in this file')
    expect(error.message).toContain('"locations" is already a page of the platform')
  })

  it('a home layout names offers and locations of the file', async () => {
    const sunshine = JSON.parse(await readFile(path.join(SEED_DIR, 'sunshine-caravans.json'), 'utf8'))
    expect(sunshine.home.layout.length).toBeGreaterThan(5)
    sunshine.home.layout.push({ blockType: 'offers', mode: 'chosen', chosen: ['No such offer'] }, { blockType: 'locations', display: 'map', location: 'nowhere' })
    const message = (await seedError(await writeSeed('bad-home-references.json', sunshine))).message
    expect(message).toContain('no offer named "No such offer" in this file')
    expect(message).toContain('no location "nowhere" in this file')
  })

  it('a home layout’s images are drawn or files, its links safe, its blocks known', async () => {
    const layout = [
      { blockType: 'imageBanner', slides: [{ image: 'drawn:boat', title: 'A', buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] }] },
      { blockType: 'carousel' },
    ]
    const message = (await seedError(await writeSeed('bad-home.json', { ...minimal(), home: { layout } }))).message
    expect(message).toContain('must be drawn:{sedan|suv|ute|van|caravan|motorcycle}')
    expect(message).toContain(LINK_RULE)
    expect(message).toMatch(/home\.layout\.1/)
  })

  it('a menu link must be a site path, an https address or a dealer link', async () => {
    const file = await writeSeed('bad-menu.json', { ...minimal(), menus: { header: [{ label: 'Bad', link: 'javascript:alert(1)' }] } })
    expect((await seedError(file)).message).toContain('must be a site path')
  })

  it('an offer’s model must be one of the file’s models, and its make one of the listed makes', async () => {
    const swan = JSON.parse(await readFile(path.join(SEED_DIR, 'swan-river-toyota.json'), 'utf8'))
    swan.offers[0].model = 'supra'
    expect((await seedError(await writeSeed('bad-offer-model.json', swan))).message).toContain('offers.0.model: no model "supra" in this file')
    swan.offers[0].model = 'rav4'
    swan.offers[1].manufacturer = 'Toyoda'
    expect((await seedError(await writeSeed('bad-offer-make.json', swan))).message).toContain('offers.1.manufacturer: Invalid option')
  })

  it('a menu that links an internal path nothing answers is refused, naming the link and what would fix it', async () => {
    const seed = {
      ...minimal(),
      pages: [{ slug: 'about-us', title: 'About us', placement: 'site' }, { slug: 'draft-page', title: 'Draft', placement: 'site', published: false }],
      menus: {
        header: [
          { label: 'Home', link: '/' },
          { label: 'About', link: '/about-us' },
          { label: 'Company', children: [{ label: 'Terms', link: '/terms-and-conditions' }, { label: 'Service', link: '/service' }] },
          { label: 'Draft', link: '/draft-page' },
        ],
        footer: [{ label: 'Finance', link: '/pages/finance?x=1' }],
      },
    }
    const error = await seedError(await writeSeed('dead-menu.json', seed))
    expect(error.message).toContain('menus.header.2.children.1.link: "/service" is neither a page of this site nor a platform page: add a site page with slug "service"')
    expect(error.message).toContain('menus.header.3.link: "/draft-page" is neither')
    expect(error.message).toContain('menus.footer.0.link: "/pages/finance" is neither a page of this site nor a platform page: add a content page with slug "finance"')
    expect(error.message).not.toContain('menus.header.0')
    expect(error.message).not.toContain('menus.header.1')
    expect(error.message).not.toContain('children.0')
  })

  it('a menu may not link a platform page the site turned off', async () => {
    const seed = { ...minimal(), site: { ...minimal().site, settings: { watchlist: { mode: 'off' } } }, menus: { header: [{ label: 'Saved', link: '/watchlist' }] } }
    expect((await seedError(await writeSeed('off-route.json', seed))).message).toContain('"/watchlist" is off on this site')
  })

  it('a redirect whose old path or new address is malformed is refused on its row, in the admin’s words', async () => {
    const redirects = [
      { from: '/used-cars.html', to: '/search/used-cars' },
      { from: 'specials.html', to: '/special-offers' },
      { from: '/finance.php?x=1', to: '/finance' },
      { from: '/service.html', to: 'javascript:alert(1)' },
    ]
    const message = (await seedError(await writeSeed('bad-redirect-paths.json', { ...minimal(), redirects }))).message
    expect(message).toContain('3 problems')
    expect(message).toContain(`redirects.1.from: ${redirectSourceProblem('specials.html')}`)
    expect(message).toContain(`redirects.2.from: ${redirectSourceProblem('/finance.php?x=1')}`)
    expect(message).toContain(`redirects.3.to: ${redirectTargetProblem('javascript:alert(1)')}`)
  })

  it('redirects that loop, chain or list an old path twice are refused on the row, with the reason', async () => {
    const redirects = [
      { from: '/a.html', to: '/b.html' },
      { from: '/b.html', to: '/a.html' },
      { from: '/old.html', to: '/older.html' },
      { from: '/older.html', to: '/search/used-cars' },
      { from: '/home.aspx', to: 'https://www.testmotors.com.au/Home.aspx/' },
      { from: '/Used-Cars/', to: '/search/used-cars' },
      { from: '/used-cars', to: '/search' },
    ]
    const seed = { ...minimal(), site: { ...minimal().site, domains: ['testmotors.com.au'] }, redirects }
    const message = (await seedError(await writeSeed('bad-redirect-rules.json', seed))).message
    expect(message).toContain('5 problems')
    expect(message).toContain('redirects.0.from: /a.html → /b.html → /a.html goes round in a loop')
    expect(message).toContain('redirects.1.from: /b.html → /a.html → /b.html goes round in a loop')
    expect(message).toContain('redirects.2.from: /old.html → /older.html → /search/used-cars is a chain; send /old.html straight to /search/used-cars.')
    // A full address on one of the site's own domains is a path of the site.
    expect(message).toContain('redirects.4.from: /home.aspx → /home.aspx goes round in a loop')
    // Matched as the public site matches them: any case, any trailing slash.
    expect(message).toContain('redirects.6.from: /used-cars is listed twice; keep one.')
  })

  it('redirects are trimmed and kept in the file’s order', () => {
    const seed = seedSchema.parse({ ...minimal(), redirects: [{ from: ' /b.html ', to: 'https://www.toyota.com.au/hilux' }, { from: '/a.html', to: '/special-offers?utm_source=old' }] })
    expect(seed.redirects).toEqual([
      { from: '/b.html', to: 'https://www.toyota.com.au/hilux' },
      { from: '/a.html', to: '/special-offers?utm_source=old' },
    ])
  })

  it('a location must belong to one of the file’s dealerships', async () => {
    const swan = JSON.parse(await readFile(path.join(SEED_DIR, 'swan-river-toyota.json'), 'utf8'))
    swan.locations[0].dealership = 'no-such-dealership'
    const file = await writeSeed('orphan-location.json', swan)
    const error = await seedError(file)
    expect(error.message).toContain('locations.0.dealership: no dealership "no-such-dealership" in this file')
  })

  it('a bad slug', async () => {
    const file = await writeSeed('bad-slug.json', { site: { ...minimal().site, slug: 'Test Motors' } })
    const error = await seedError(file)
    expect(error.message).toContain(file)
    expect(error.message).toContain('site.slug')
    expect(error.message).toContain('must be lowercase letters, digits and hyphens')
  })

  it('a bad time zone', async () => {
    const file = await writeSeed('bad-zone.json', { site: { ...minimal().site, timeZone: 'Australia/Gotham' } })
    const error = await seedError(file)
    expect(error.message).toContain(file)
    expect(error.message).toContain('site.timeZone')
    expect(error.message).toContain('IANA time zone')
  })

  it('an unknown key', async () => {
    const file = await writeSeed('unknown-key.json', { site: { ...minimal().site, colour: '#ffffff' } })
    const error = await seedError(file)
    expect(error.message).toContain(file)
    expect(error.message).toMatch(/site: .*colour/)
  })

  it('an invalid setting names its path under site.settings', async () => {
    const file = await writeSeed('bad-setting.json', {
      site: { ...minimal().site, settings: { watchlist: { mode: 'cloud' }, promoCardPositions: [5] } },
    })
    const error = await seedError(file)
    expect(error.message).toContain(file)
    expect(error.message).toContain('2 problems')
    expect(error.message).toContain('site.settings.watchlist.mode')
    expect(error.message).toContain('site.settings.promoCardPositions.0')
  })

  it('a bad theme colour and a bad domain', async () => {
    const file = await writeSeed('bad-theme.json', {
      site: { ...minimal().site, theme: { primaryColour: 'red' }, domains: ['not a domain'] },
    })
    const error = await seedError(file)
    expect(error.message).toContain('site.theme.primaryColour')
    expect(error.message).toContain('site.domains.0')
    expect(error.message).toContain('"not a domain" is not a domain')
  })

  it('invalid JSON', async () => {
    const file = await writeSeed('broken.json', '{ "site": ')
    const error = await seedError(file)
    expect(error.message).toContain(file)
    expect(error.message).toContain('is not valid JSON')
  })

  it('a missing file', async () => {
    const file = path.join(tmp, 'does-not-exist.json')
    const error = await seedError(file)
    expect(error.message).toContain(file)
    expect(error.message).toContain('ENOENT')
  })
})

describe('seed domains', () => {
  it('domains are normalised', () => {
    const seed = seedSchema.parse({
      site: { ...minimal().site, domains: ['HTTPS://WWW.Example.com.au/path', 'dealer.com.au:443', 'Other.com.au.'] },
    })
    expect(seed.site.domains).toEqual(['example.com.au', 'dealer.com.au', 'other.com.au'])
  })
})
