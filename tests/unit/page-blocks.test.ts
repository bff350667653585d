import { describe, expect, it } from 'vitest'

import { linkIsSafe } from '@/domain/links'
import { defaultHomeLayout, HOME_KINDS, homeKind } from '@/domain/blockLayouts'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { locationMapLinks, MAP_EMBED_ORIGIN } from '@/domain/locationMap'
import {
  blockShows,
  carouselCars,
  carouselCount,
  latestPosts,
  locationForMap,
  modelCategoryTabs,
  offersForBlock,
  quickSearchPrice,
  reviewsForBlock,
  savedSearchPath,
  savedSearchRequest,
} from '@/domain/pageBlocks'
import { pagePath, pageSlugProblem } from '@/domain/contentPages'

const now = new Date('2026-11-25T00:00:00Z')
const site = { carTypes: DEFAULT_SITE_SETTINGS.carTypes, searchPathExcludedMakes: [] }

describe('stock carousel: a saved search becomes search parameters', () => {
  it('no filters: every listed vehicle, no parts, in the index’s own order, twice the count asked (sold cars are dropped after)', () => {
    expect(savedSearchRequest({}, 8, now)).toEqual({ indexName: 'vehicles', params: { hitsPerPage: 16, facetFilters: [['item_type:-part']], numericFilters: [] } })
  })

  it('car type, kind of vehicle, make, body and tag are facet filters; the price band numeric ones; the sort picks its index', () => {
    const request = savedSearchRequest({ carType: 'used', itemType: 'caravan', make: ' Jayco ', body: 'suv', tag: 'Hybrid', priceMin: 10000, priceMax: 30000, sort: 'price_asc' }, 4, now)
    expect(request.indexName).toBe('vehicles_price_asc')
    expect(request.params.facetFilters).toEqual([['item_type:-part'], ['car_type:used'], ['item_type:caravan'], ['make:Jayco'], ['body:suv'], ['tag:Hybrid']])
    expect(request.params.numericFilters).toEqual(['price>=10000', 'price<=30000'])
  })

  it('new arrivals are cars listed in the last 8 days, newest first unless another sort is chosen', () => {
    const request = savedSearchRequest({ newArrivals: true }, 8, now)
    expect(request.indexName).toBe('vehicles_newest')
    expect(request.params.numericFilters).toEqual([`created_at_timestamp>=${now.getTime() / 1000 - 8 * 86400}`])
    expect(savedSearchRequest({ newArrivals: true, sort: 'price_desc' }, 8, now).indexName).toBe('vehicles_price_desc')
  })

  it('a count outside 1 to 16 falls back to 8 or stops at 16; an unknown car type or sort is ignored', () => {
    expect(savedSearchRequest({}, 0, now).params.hitsPerPage).toBe(16)
    expect(savedSearchRequest({}, 40, now).params.hitsPerPage).toBe(32)
    expect(savedSearchRequest({ carType: 'boat' as never, sort: 'cheapest' as never }, 8, now)).toMatchObject({ indexName: 'vehicles', params: { facetFilters: [['item_type:-part']] } })
  })

  it('"View all" is the spec’s search URL of the same filters and sort', () => {
    const path = savedSearchPath({ make: 'Toyota', carType: 'used' }, site)
    expect(path.toLowerCase()).toContain('toyota')
    expect(path).toContain('used')
    expect(savedSearchPath({}, site)).toBe('/search/new-used-and-demo-cars')
    expect(savedSearchPath({ priceMax: 20000, sort: 'price_desc' }, site)).toBe('/search/new-used-and-demo-cars?range[price]=:20000&sortBy=vehicles_price_desc')
    expect(savedSearchPath({ newArrivals: true }, site)).toBe('/search/new-used-and-demo-cars?sortBy=vehicles_newest')
  })
})

describe('stock carousel: hidden when the search finds nothing for sale', () => {
  it('sold cars are left out, and at most the count is shown', () => {
    const cars = [{ id: 1 }, { id: 2, sold: true }, { id: 3, status: 'Sold' }, { id: 4 }, { id: 5 }]
    expect(carouselCars(cars, 2).map((car) => car.id)).toEqual([1, 4])
  })

  it('renders one carousel’s worth: the editor’s count, at most 4 (three on a laptop and one more)', () => {
    expect(carouselCount(2)).toBe(2)
    expect(carouselCount(8)).toBe(4)
    expect(carouselCount(null)).toBe(4)
  })

  it('no cars, or only sold ones: the block shows nothing', () => {
    expect(blockShows(carouselCars([], 8))).toBe(false)
    expect(blockShows(carouselCars([{ sold: true }], 8))).toBe(false)
    expect(blockShows(carouselCars([{ sold: false }], 8))).toBe(true)
    expect(blockShows(null)).toBe(false)
  })
})

describe('offers block: the latest N offers, or the chosen ones', () => {
  const shown = [{ id: 5 }, { id: 4 }, { id: 3 }, { id: 2 }]

  it('the latest N of the offers shown now (3 by default)', () => {
    expect(offersForBlock(shown, { mode: 'latest', count: 2 }).map((offer) => offer.id)).toEqual([5, 4])
    expect(offersForBlock(shown, {}).map((offer) => offer.id)).toEqual([5, 4, 3])
  })

  it('chosen offers in the editor’s order, leaving out any not shown now (expired, unpublished)', () => {
    expect(offersForBlock(shown, { mode: 'chosen', chosen: [3, { id: 5 }, 99, null] }).map((offer) => offer.id)).toEqual([3, 5])
    expect(offersForBlock(shown, { mode: 'chosen', chosen: [] })).toEqual([])
  })
})

describe('reviews block: the site’s reviews rated 4 or more', () => {
  it('only 4 stars and up, newest first, at most 6', () => {
    const reviews = [3.5, 4, 5, 2, 5, 4, 4, 5, 5].map((rating, at) => ({ id: at, rating, review_date: `2026-01-${String(at + 10)}` }))
    const shown = reviewsForBlock(reviews)
    expect(shown.every((review) => review.rating >= 4)).toBe(true)
    expect(shown.map((review) => review.id)).toEqual([8, 7, 6, 5, 4, 2])
  })
})

describe('latest blog posts and the models grid’s tabs', () => {
  it('the newest posts by publication date', () => {
    const posts = [{ id: 1, publishedAt: '2026-01-01' }, { id: 2, publishedAt: '2026-03-01' }, { id: 3, publishedAt: null }, { id: 4, publishedAt: '2026-02-01' }]
    expect(latestPosts(posts, 2).map((post) => post.id)).toEqual([2, 4])
  })

  it('All Vehicles first, then only the categories that have models, in the spec’s order', () => {
    const tabs = modelCategoryTabs([{ name: 'RAV4', manufacturer_body: 'SUVs & 4WDs' }, { name: 'HiLux', manufacturer_body: 'Utes & vans' }])
    expect(tabs[0]).toBe('All Vehicles')
    expect(tabs).toContain('SUVs & 4WDs')
    expect(tabs).not.toContain('Hatch & sedans')
  })
})

describe('locations map block', () => {
  it('shows the chosen location while the site lists it, else the first in the spec’s order', () => {
    const sorted = [{ id: 1 }, { id: 2 }]
    expect(locationForMap(sorted, 2)).toEqual({ id: 2 })
    expect(locationForMap(sorted, 9)).toEqual({ id: 1 })
    expect(locationForMap([], null)).toBeNull()
  })

  it('embeds OpenStreetMap around the location’s coordinates with a marker', () => {
    const url = locationMapLinks({ lat: -31.89, long: 116.01 })!.embed
    expect(url.startsWith(`${MAP_EMBED_ORIGIN}/export/embed.html?`)).toBe(true)
    expect(url).toContain('bbox=115.99800,-31.89600,116.02200,-31.88400')
    expect(url).toContain('marker=-31.89000,116.01000')
  })

  it('no map without real coordinates', () => {
    expect(locationMapLinks({ lat: null, long: 116 })).toBeNull()
    expect(locationMapLinks({ lat: 0, long: 0 })).toBeNull()
    expect(locationMapLinks({ lat: 95, long: 10 })).toBeNull()
  })
})

describe('quick search: the locator price slider (5,000 to 250,000, step 500)', () => {
  it('both handles on their ends: no price filter', () => {
    expect(quickSearchPrice({ lower: 5000, upper: 250_000 })).toBe('')
  })

  it('a handle off its end sets that side of the range', () => {
    expect(quickSearchPrice({ lower: 20_000, upper: 250_000 })).toBe('20000:')
    expect(quickSearchPrice({ lower: 5000, upper: 45_500 })).toBe(':45500')
    expect(quickSearchPrice({ lower: 10_000, upper: 60_000 })).toBe('10000:60000')
  })
})

describe('the home page is a page of blocks', () => {
  it('lives at / with the address "home", one per site', () => {
    expect(pagePath({ slug: 'home', placement: 'home' })).toBe('/')
    expect(pageSlugProblem('home', 'home')).toBeNull()
    expect(pageSlugProblem('welcome', 'home')).toMatch(/home/)
  })

  it('the kind of site comes from what it sells', () => {
    expect(homeKind({ carTypes: ['new', 'used', 'demo'] })).toBe('franchise')
    expect(homeKind({ carTypes: ['used'] })).toBe('used')
    expect(homeKind({ carTypes: ['new', 'used'], itemTypes: { car: 0, caravan: 0.6, motorcycle: 0.4 } })).toBe('caravans-motorcycles')
  })

  it('every kind starts with a banner, a quick search, stock, offers, reviews, locations and the calls to action', () => {
    for (const kind of HOME_KINDS) {
      const layout = defaultHomeLayout({ kind, siteName: 'Dealer', city: 'Perth', carTypes: ['new', 'used', 'demo'], bannerImages: [11, 12] })
      const types = layout.map((block) => block.blockType)
      expect(types[0], kind).toBe('imageBanner')
      expect(types, kind).toEqual(expect.arrayContaining(['quickSearch', 'stockCarousel', 'offers', 'reviews', 'locations', 'callToAction']))
      expect((layout[0] as unknown as { slides: { image: number }[] }).slides.map((slide) => slide.image), kind).toEqual([11, 12])
    }
  })

  it('without banner images the layout opens with the quick search', () => {
    expect(defaultHomeLayout({ kind: 'used', siteName: 'Dealer', carTypes: ['used'], bannerImages: [] })[0]!.blockType).toBe('quickSearch')
  })

  it('caravan and motorcycle dealers’ carousels keep to caravans and to motorcycles', () => {
    const layout = defaultHomeLayout({ kind: 'caravans-motorcycles', siteName: 'Dealer', carTypes: ['new', 'used'], bannerImages: [1] })
    const searches = layout.filter((block) => block.blockType === 'stockCarousel').map((block) => (block.search as { itemType: string }).itemType)
    expect(searches).toEqual(['caravan', 'motorcycle'])
  })

  it('every default button leads to a page of the site', () => {
    for (const kind of HOME_KINDS) {
      const links = JSON.stringify(defaultHomeLayout({ kind, siteName: 'Dealer', carTypes: ['new', 'used', 'demo'], bannerImages: [1, 2] })).match(/"href":"[^"]*"/g) ?? []
      for (const link of links) expect(linkIsSafe(JSON.parse(`{${link}}`).href), link).toBe(true)
    }
  })
})
