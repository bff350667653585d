/**
 * Which stock shoppers see, how many a search page shows, and the count they
 * are told.
 */

/** Days a sold car stays listed unless the site sets include_sold_cars_days. */
export const RECENTLY_SOLD_DAYS = 3

/** Search: the page size, the count above which counts are replaced, and Algolia's pagination cap. */
export const SEARCH_PAGE_SIZE = 21
export const COUNT_REPLACEMENT_THRESHOLD = 1999
export const MAX_PAGINATED_HITS = 1000

const DAY_MS = 24 * 60 * 60 * 1000

/** in_stock and coming_soon count as available. */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const

export type ListingFacts = {
  status: string | null | undefined
  show_on_dealer_website?: boolean | null
  /** When the car was sold, as a time in ms; null when unknown or unsold. */
  soldAt: number | null
}

/** The earliest sale time still listed: now minus the site's recently-sold window. */
export function soldListingCutoff(now: Date, includeSoldCarsDays: number = RECENTLY_SOLD_DAYS): number {
  return now.getTime() - Math.max(0, includeSoldCarsDays) * DAY_MS
}

/**
 * A car is listed if it is in stock or coming soon, or was sold within the
 * site's window (default 3 days), and the dealer shows it on the website.
 */
export function listingIsVisible(car: ListingFacts, { now, includeSoldCarsDays = RECENTLY_SOLD_DAYS }: { now: Date; includeSoldCarsDays?: number }): boolean {
  if (!mayBeListed(car)) return false
  if (isAvailable(car)) return true
  return car.soldAt! >= soldListingCutoff(now, includeSoldCarsDays) && car.soldAt! <= now.getTime()
}

const isAvailable = (car: ListingFacts) => (AVAILABLE_STATUSES as readonly string[]).includes(car.status ?? '')

/**
 * The part of the listing rule that does not depend on the clock: shown on
 * the website, and available or sold at a known time. A car that fails it is
 * never listed; one that passes is listed now or was or will be.
 */
export function mayBeListed(car: ListingFacts): boolean {
  if (car.show_on_dealer_website === false) return false
  return isAvailable(car) || (car.status === 'sold' && car.soldAt !== null)
}

/**
 * The count shown to shoppers: counts above 1999 are replaced by the site's
 * fixed stock count when it has one, otherwise by the sum of the facet counts.
 */
export function displayedCount(count: number, { facetSum, stockCountOverride }: { facetSum: () => number; stockCountOverride: number | null }): number {
  if (count <= COUNT_REPLACEMENT_THRESHOLD) return count
  return stockCountOverride ?? facetSum()
}

/** sold_date_timestamp may be seconds or milliseconds since the epoch, or an ISO date. */
export function soldTime(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') return Number.isFinite(value) ? (value < 1e12 ? value * 1000 : value) : null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : time
}
