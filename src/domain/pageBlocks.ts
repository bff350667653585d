/**
 * The data rules of the blocks dealers compose pages from (issue 14): what a
 * stock carousel's saved search asks the index, when a block has nothing to
 * show, which offers an offers block lists and with which image, which
 * reviews a reviews block shows. Pure: the block components fetch, these decide.
 */

import { NEW_ARRIVAL_DAYS } from './cardTag'
import { BASE_INDEX_NAME, SORT_INDICES, type SortIndex } from './searchAttributes'
import { MODEL_CATEGORIES, modelsInCategory, type Model, type ModelCategory } from './models'
import { VEHICLES_ONLY } from './parts'
import { LOCATOR_SLIDER_LIMITS, sliderRange, type SliderValue } from './rangeSlider'
import { reviewsToShow, type Review } from './reviews'
import { searchUrl, type SearchState, type SearchUrlSite } from './searchUrl'
import { CAR_TYPES, type CarType } from './stockVocabulary'

/**
 * Cards a car carousel renders: the three its widest layout shows (from 1024 px)
 * and one more, so it visibly scrolls; its View all link leads to the rest.
 * More would be markup no shopper sees without scrolling the strip.
 */
export const CAROUSEL_CARDS = 4

/** Cards a stock carousel shows when the editor sets no count, and the most it may show (one request's worth). */
export const STOCK_CAROUSEL_DEFAULT_COUNT = 8
export const STOCK_CAROUSEL_MAX_COUNT = 16
/** Offers an offers block lists when the editor sets no count. */
export const OFFERS_BLOCK_DEFAULT_COUNT = 3
export const OFFERS_BLOCK_MAX_COUNT = 12
/** Reviews a reviews block shows: rated 4 or more (as on the location pages), newest first. */
export const REVIEWS_BLOCK_LIMIT = 6
export const LATEST_POSTS_DEFAULT_COUNT = 3

const DAY_SECONDS = 24 * 60 * 60

/** A stock carousel's saved search, as the editor sets it in the admin. Every part is optional: none means all listed stock. */
export type SavedSearch = {
  carType?: CarType | null
  /** car, caravan or motorcycle (the index's item_type). */
  itemType?: string | null
  make?: string | null
  body?: string | null
  tag?: string | null
  /** Only cars listed within the new-arrival window (8 days). */
  newArrivals?: boolean | null
  priceMin?: number | null
  priceMax?: number | null
  /** A sort index key: '' (relevance), price_asc, price_desc, km_asc, km_desc, year_desc, newest. */
  sort?: SortIndex | null
}

export type StockSearchRequest = {
  indexName: string
  params: { hitsPerPage: number; facetFilters: string[][]; numericFilters: string[] }
}

function wholeCount(count: number | null | undefined, fallback: number, max: number): number {
  return typeof count === 'number' && Number.isFinite(count) && count >= 1 ? Math.min(max, Math.floor(count)) : fallback
}

const text = (value: string | null | undefined) => value?.trim() || null

/**
 * The search a saved search runs: facet and numeric filters, vehicles only, in
 * its sort's index. It asks for twice the count: recently sold cars stay
 * listed for a few days, and the carousel leaves them out (carouselCars).
 */
export function savedSearchRequest(saved: SavedSearch, count: number | null | undefined, now: Date): StockSearchRequest {
  const facetFilters: string[][] = [[...VEHICLES_ONLY]]
  if (saved.carType && (CAR_TYPES as readonly string[]).includes(saved.carType)) facetFilters.push([`car_type:${saved.carType}`])
  for (const [attribute, value] of [['item_type', saved.itemType], ['make', saved.make], ['body', saved.body], ['tag', saved.tag]] as const) {
    const wanted = text(value)
    if (wanted) facetFilters.push([`${attribute}:${wanted}`])
  }
  const numericFilters: string[] = []
  if (typeof saved.priceMin === 'number' && saved.priceMin > 0) numericFilters.push(`price>=${saved.priceMin}`)
  if (typeof saved.priceMax === 'number' && saved.priceMax > 0) numericFilters.push(`price<=${saved.priceMax}`)
  if (saved.newArrivals) numericFilters.push(`created_at_timestamp>=${Math.floor(now.getTime() / 1000) - NEW_ARRIVAL_DAYS * DAY_SECONDS}`)
  const sort = saved.sort && saved.sort in SORT_INDICES ? saved.sort : saved.newArrivals ? 'newest' : ''
  return {
    indexName: sort ? `${BASE_INDEX_NAME}_${sort}` : BASE_INDEX_NAME,
    params: { hitsPerPage: 2 * wholeCount(count, STOCK_CAROUSEL_DEFAULT_COUNT, STOCK_CAROUSEL_MAX_COUNT), facetFilters, numericFilters },
  }
}

/** The search page of the same cars, for the carousel's "View all": the spec's search URL of its filters and sort (new arrivals read as newest first). */
export function savedSearchPath(saved: SavedSearch, site: SearchUrlSite): string {
  const refinementList: NonNullable<SearchState['refinementList']> = {}
  if (saved.carType && (CAR_TYPES as readonly string[]).includes(saved.carType)) refinementList.car_type = [saved.carType]
  if (text(saved.itemType)) refinementList.item_type = [text(saved.itemType)!]
  if (text(saved.make)) refinementList.make = [text(saved.make)!]
  if (text(saved.body)) refinementList.body = [text(saved.body)!]
  if (text(saved.tag)) refinementList.tag = [text(saved.tag)!]
  const min = typeof saved.priceMin === 'number' && saved.priceMin > 0 ? saved.priceMin : undefined
  const max = typeof saved.priceMax === 'number' && saved.priceMax > 0 ? saved.priceMax : undefined
  const sort = saved.sort && saved.sort in SORT_INDICES ? saved.sort : saved.newArrivals ? 'newest' : ''
  return searchUrl(
    {
      refinementList,
      range: min !== undefined || max !== undefined ? { price: { min, max } } : undefined,
      sortBy: sort ? `${BASE_INDEX_NAME}_${sort}` : undefined,
    },
    site,
  )
}

/**
 * How many cars a stock carousel renders: the editor's count, at most one
 * carousel's worth (CAROUSEL_CARDS); its View all link leads to the rest.
 */
export function carouselCount(count: number | null | undefined): number {
  return Math.min(wholeCount(count, STOCK_CAROUSEL_DEFAULT_COUNT, STOCK_CAROUSEL_MAX_COUNT), CAROUSEL_CARDS)
}

/**
 * The cars a stock carousel shows: the hits that are still for sale, at most
 * `count`. None means the block renders nothing at all, not an empty band.
 */
export function carouselCars<C extends { sold?: boolean | null; status?: string | null }>(hits: readonly C[], count: number | null | undefined): C[] {
  return hits.filter((car) => car.sold !== true && car.status?.toLowerCase() !== 'sold').slice(0, wholeCount(count, STOCK_CAROUSEL_DEFAULT_COUNT, STOCK_CAROUSEL_MAX_COUNT))
}

/** Whether a block with these items shows at all: a block with nothing to list is left out, heading and all. */
export function blockShows(items: readonly unknown[] | null | undefined): boolean {
  return (items?.length ?? 0) > 0
}

export type OffersChoice = { mode?: 'latest' | 'chosen' | null; count?: number | null; chosen?: readonly (number | { id: number } | null | undefined)[] | null }

/**
 * The offers an offers block lists, from the offers the site shows now
 * (already filtered by dates and sites, newest first): the latest N, or the
 * editor's chosen ones in the editor's order (a chosen offer that is not
 * shown now, expired or unpublished, is left out).
 */
export function offersForBlock<O extends { id: number }>(shown: readonly O[], choice: OffersChoice): O[] {
  const count = wholeCount(choice.count, OFFERS_BLOCK_DEFAULT_COUNT, OFFERS_BLOCK_MAX_COUNT)
  if (choice.mode !== 'chosen') return shown.slice(0, count)
  const byId = new Map(shown.map((offer) => [offer.id, offer]))
  return (choice.chosen ?? [])
    .map((ref) => (ref && typeof ref === 'object' ? ref.id : ref))
    .flatMap((id) => (typeof id === 'number' && byId.has(id) ? [byId.get(id)!] : []))
}

/** The reviews a reviews block shows: the site's reviews rated 4 or more, newest first, at most `limit`. */
export function reviewsForBlock<R extends Pick<Review, 'rating' | 'review_date'>>(reviews: readonly R[], limit = REVIEWS_BLOCK_LIMIT): R[] {
  return reviewsToShow(reviews, { limit })
}

/** The newest `count` posts, by publication date. */
export function latestPosts<P extends { publishedAt?: string | null }>(posts: readonly P[], count: number | null | undefined): P[] {
  const time = (post: P) => (post.publishedAt ? Date.parse(post.publishedAt) : Number.NEGATIVE_INFINITY)
  return [...posts].sort((a, b) => time(b) - time(a) || 0).slice(0, wholeCount(count, LATEST_POSTS_DEFAULT_COUNT, 12))
}

/** The category tabs a models grid shows: the spec's categories in order (All Vehicles first), only those that have models. */
export function modelCategoryTabs<M extends Model>(models: readonly M[]): ModelCategory[] {
  return MODEL_CATEGORIES.filter((category) => modelsInCategory(models, category).length > 0)
}

/** Kinds of vehicle a saved search may keep to (the index's item_type). */
export const ITEM_TYPES = ['car', 'caravan', 'motorcycle'] as const

/**
 * The quick search's price slider as the search URL's range[price] value
 * (the locator slider, 5,000 to 250,000 in steps of 500):
 * "min:max" with an open side left empty, or '' when both handles sit on
 * their ends (no price filter; the search drops the empty field).
 */
export function quickSearchPrice(value: SliderValue): string {
  const range = sliderRange(value, LOCATOR_SLIDER_LIMITS)
  return range ? `${range.min ?? ''}:${range.max ?? ''}` : ''
}

/** The location a single-location map block shows: the chosen one while the site still lists it, else the first in the spec's order (the primary sales location). */
export function locationForMap<L extends { id: number }>(sorted: readonly L[], chosen: number | null | undefined): L | null {
  return sorted.find((location) => location.id === chosen) ?? sorted[0] ?? null
}
