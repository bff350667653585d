import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { request } from './http'

/**
 * One page of each public page type on every demo site, found from the data:
 * the sites and their content from the seed files (tenants-seed/), cars from
 * the site's own search API, the reserve page from the car page's links. The
 * layout tests, bench:pages and the screenshots share it, so they look at the
 * same pages whatever the pages look like.
 */
export type PageType = { type: string; path: string }

type DemoSeed = {
  site: { slug: string; settings?: { itemTypes?: string[] } }
  models?: unknown[]
  pages?: { slug: string; placement: string; published?: boolean }[]
}

const seedDir = path.resolve(import.meta.dirname, '../../tenants-seed')

function demoSeeds(): DemoSeed[] {
  return readdirSync(seedDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(seedDir, name), 'utf8')) as DemoSeed)
}

/** Every demo site's slug (its host is `<slug>.localhost`). */
export function demoSites(): string[] {
  return demoSeeds().map((seed) => seed.site.slug)
}

/** Listed cars' slugs on a site, asked of the site's own search API. */
export async function listedCarSlugs(port: number, site: string, count = 1, facetFilters: string[] = []): Promise<string[]> {
  const body = JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: count, facetFilters: ['status:in_stock', ...facetFilters] } }] })
  const response = await request(port, '/api/search', { host: `${site}.localhost`, method: 'POST', headers: { 'content-type': 'application/json' }, body })
  const slugs = (response.json<{ results?: { hits?: { slug?: unknown }[] }[] }>().results?.[0]?.hits ?? []).map((hit) => hit.slug).filter((slug) => typeof slug === 'string')
  if (slugs.length === 0) throw new Error(`${site} has no listed car: ${response.body.slice(0, 200)}`)
  return slugs
}

/** The first model page the models list links to; null for a site with none. */
async function firstModelPage(port: number, site: string): Promise<string | null> {
  const { status, body } = await request(port, '/models', { host: `${site}.localhost` })
  return status === 200 ? (body.match(/href="(\/models\/(?!get-quote)[a-z0-9-]+)"/)?.[1] ?? null) : null
}

/** The first car page among `slugs` that links to its reserve page, and that link; null when no car offers one. */
async function reservePage(port: number, site: string, slugs: string[]): Promise<string | null> {
  for (const slug of slugs) {
    const { body } = await request(port, `/cars/${slug}`, { host: `${site}.localhost` })
    // A link below the car's own path is its reserve page (the route's name is a site setting); the PDF is /cars/{slug}.pdf.
    const link = body.match(new RegExp(`href="(/cars/${slug}/[a-z-]+)"`))?.[1]
    if (link) return link
  }
  return null
}

/** The home, search and car page of a site: what Lighthouse measures. */
export async function keyPages(port: number, site: string): Promise<PageType[]> {
  const [car] = await listedCarSlugs(port, site)
  return [
    { type: 'home', path: '/' },
    { type: 'search', path: '/search/new-used-and-demo-cars' },
    { type: 'car', path: `/cars/${car}` },
  ]
}

/**
 * Every page type of a site. A candidate the site does not have (a 404: no
 * models, watchlist or trade-in valuation on that site) is left out, except
 * the 404 page itself.
 */
export async function sitePageTypes(port: number, site: string): Promise<PageType[]> {
  const seed = demoSeeds().find((each) => each.site.slug === site)
  if (!seed) throw new Error(`No demo seed for ${site}`)
  const published = (seed.pages ?? []).filter((page) => page.published !== false)
  const content = published.find((page) => page.placement === 'content')
  const sitePage = published.find((page) => page.placement === 'site')
  const reserve = await reservePage(port, site, await listedCarSlugs(port, site, 12))
  const model = seed.models?.length ? await firstModelPage(port, site) : null
  // A caravan's page, on a site that sells caravans: its facts and buttons differ from a car's.
  const [caravan] = seed.site.settings?.itemTypes?.includes('caravan') ? await listedCarSlugs(port, site, 1, ['item_type:caravan']) : []
  const candidates: PageType[] = [
    ...(await keyPages(port, site)),
    { type: 'directory', path: '/directory' },
    { type: 'locations', path: '/locations' },
    { type: 'offers', path: '/special-offers' },
    ...(seed.models?.length ? [{ type: 'models', path: '/models' }] : []),
    ...(model ? [{ type: 'model', path: model }] : []),
    ...(caravan ? [{ type: 'caravan', path: `/cars/${caravan}` }] : []),
    ...(sitePage ? [{ type: 'content', path: `/${sitePage.slug}` }] : []),
    ...(content ? [{ type: 'content-page', path: `/pages/${content.slug}` }] : []),
    { type: 'blog', path: '/blog' },
    { type: 'sign-in', path: '/sign-in?type=watchlist&redirect=%2F&back=%2F' },
    { type: 'watchlist', path: '/watchlist' },
    { type: 'trade-in', path: '/trade-in' },
    { type: 'contact', path: '/contact' },
    { type: 'finance', path: '/finance' },
    ...(reserve ? [{ type: 'reserve', path: reserve }] : []),
    { type: 'success', path: '/success' },
  ]
  const found: PageType[] = []
  for (const candidate of candidates) {
    const { status } = await request(port, candidate.path, { host: `${site}.localhost` })
    if (status !== 404) found.push(candidate)
  }
  return [...found, { type: '404', path: '/no-such-page' }]
}

/** The phone number demo shoppers sign in with (tests/support/shopperSignIn.ts). */
const DEMO_SHOPPER_PHONE = '0412 555 010'

/** How much dearer the watchlist-saved shot's first car was when saved, so the shot shows a price drop. */
export const SCREENSHOT_PRICE_DROP = 2_000

/**
 * The watchlist with saved cars, for a signed-in demo shopper (its session
 * cookie): three listed, priced cars and a recently sold one, saved to the
 * account on a server-watchlist site (`savedCarIds`, for the caller to mark
 * the first as dearer when saved), or, on a site that keeps favourites in the
 * browser, the entries to put in its storage first (`favourites`, the first
 * dearer when saved). Null on a site without a watchlist.
 */
export async function watchlistWithSavedCars(port: number, site: string, cookie: string): Promise<{ page: PageType; savedCarIds: string[]; favourites: unknown[] | null } | null> {
  if ((await request(port, '/watchlist', { host: `${site}.localhost` })).status === 404) return null
  const search = (facetFilters: string[], hitsPerPage: number) => ({ indexName: 'vehicles', params: { hitsPerPage, facetFilters, numericFilters: ['price>10', 'photos_count>0'] } })
  const body = JSON.stringify({ requests: [search(['status:in_stock', 'reserved:false'], 3), search(['status:sold'], 1)] })
  const answer = await request(port, '/api/search', { host: `${site}.localhost`, method: 'POST', headers: { 'content-type': 'application/json' }, body })
  type Hit = { objectID: string; name: string; slug: string; make: string; model: string; primary_image_url: string | null; price: number }
  const hits = answer.json<{ results: { hits: Hit[] }[] }>().results.flatMap((result) => result.hits)
  const page = { type: 'watchlist-saved', path: '/watchlist' }
  const savedCarIds = hits.map((hit) => hit.objectID)
  const saves = await Promise.all(
    savedCarIds.map((id) =>
      request(port, '/api/watchlist/save-car', { host: `${site}.localhost`, method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ phone_number: DEMO_SHOPPER_PHONE, car_id: id }) }),
    ),
  )
  if (saves.every((save) => save.status === 200)) return { page, savedCarIds, favourites: null }
  const favourites = hits.map(({ objectID, name, slug, make, model, primary_image_url, price }, at) => ({ id: objectID, name, slug, make, model, primary_image_url, price: at === 0 ? price + SCREENSHOT_PRICE_DROP : price }))
  return { page, savedCarIds, favourites }
}
