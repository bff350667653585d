/**
 * Reviews: star display, which reviews show, the review feedback page and the
 * sticky footer bar.
 */

import { linkIsSafe } from './links'

/** Review display: minimum rating shown, and the full quantity of Google reviews. */
export const REVIEW_MIN_RATING = 4
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12

/** Review feedback page defaults. */
export const REVIEW_FEEDBACK_DEFAULT_NAME = 'Valued Customer'
export const REVIEW_FEEDBACK_DEFAULT_DEALERSHIP = 'Our Dealership'

/** Sticky footer bar takes its "down" style after this many pixels of scrolling. */
export const STICKY_BAR_SCROLL_THRESHOLD_PX = 50

export type Review = {
  id?: string | number | null
  customer_name?: string | null
  text?: string | null
  rating: number
  /** ISO date or date-time. */
  review_date?: string | null
  created_at_time_ago_in_words?: string | null
}

/** The first 4 whole stars plus a partial star are shown. */
const WHOLE_STARS_SHOWN = 4
const MAX_RATING = 5

export type Stars = {
  /** Whole stars, at most 4. */
  whole: number
  /** How much of the next star is filled, 0 to 1 (1 for a rating of 5). */
  partial: number
  /** The rating with one decimal, e.g. '4.7'. */
  label: string
}

/** A rating outside 0 to 5 is read as the nearest bound; a missing one as 0. */
export function starsFor(rating: number | null | undefined): Stars {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(MAX_RATING, Math.max(0, rating)) : 0
  const whole = Math.min(WHOLE_STARS_SHOWN, Math.floor(value))
  // Rounded to hundredths so 4.7 gives 0.7, not 0.7000000000000002.
  const partial = Math.round((value - whole) * 100) / 100
  return { whole, partial, label: (Math.round(value * 10) / 10).toFixed(1) }
}

function reviewTime(review: Pick<Review, 'review_date'>): number {
  const time = review.review_date ? Date.parse(review.review_date) : Number.NaN
  // Undated reviews go after dated ones.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/** Reviews rated 4 or more (or the site's threshold), newest first, at most 12. */
export function reviewsToShow<R extends Pick<Review, 'rating' | 'review_date'>>(
  reviews: readonly R[],
  { minRating = REVIEW_MIN_RATING, limit = GOOGLE_REVIEWS_FULL_QUANTITY }: { minRating?: number; limit?: number } = {},
): R[] {
  return reviews
    .filter((review) => review.rating >= minRating)
    // Two undated reviews give NaN; `|| 0` keeps them in their given order.
    .sort((a, b) => reviewTime(b) - reviewTime(a) || 0)
    .slice(0, Math.max(0, limit))
}

type QueryValue = string | readonly string[] | null | undefined

function queryText(value: QueryValue): string {
  const text = typeof value === 'string' ? value : value?.[0]
  return text?.trim() ?? ''
}

/** The review feedback page's greeting from ?first_name=&dealership_name=; blank values use the defaults. */
export function reviewFeedback(query: { first_name?: QueryValue; dealership_name?: QueryValue }): {
  name: string
  dealership: string
} {
  return {
    name: queryText(query.first_name) || REVIEW_FEEDBACK_DEFAULT_NAME,
    dealership: queryText(query.dealership_name) || REVIEW_FEEDBACK_DEFAULT_DEALERSHIP,
  }
}

/** The sticky footer bar takes its 'down' style once the page is scrolled 50px or more. */
export function stickyBarIsDown(scrollY: number): boolean {
  return scrollY >= STICKY_BAR_SCROLL_THRESHOLD_PX
}

export type ReviewDestination = { dealership: string; url: string }

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)
}

/**
 * Where the review feedback page sends a happy customer: the review profiles
 * of the dealership its link names, by its full name or by words of it
 * ("Midland" for Swan River Toyota Midland). A link that names none of the
 * site's dealerships, or several, offers each of them rather than guessing
 * one, so no review lands on the wrong dealership's page.
 */
export function reviewDestinations(dealerships: { name: string; reviewUrls: readonly string[] }[], named: QueryValue): ReviewDestination[] {
  const wanted = words(queryText(named))
  const listed = dealerships.map((dealership) => ({ ...dealership, reviewUrls: dealership.reviewUrls.filter(linkIsSafe) })).filter((dealership) => dealership.reviewUrls.length > 0)
  const exact = listed.filter((dealership) => words(dealership.name).join(' ') === wanted.join(' '))
  const containing = listed.filter((dealership) => {
    const own = words(dealership.name)
    return wanted.length > 0 && wanted.every((word) => own.includes(word))
  })
  const chosen = exact.length > 0 ? exact : containing.length > 0 ? containing : listed
  return chosen.flatMap((dealership) => dealership.reviewUrls.slice(0, 1).map((url) => ({ dealership: dealership.name, url })))
}

export type LocationRating = { averageRating: number; reviewCount: number }

/**
 * A location's rating from its own reviews: their mean to one decimal and
 * how many there are. Null when it has none, so the figures entered on the
 * location (e.g. copied from Google) stand.
 */
export function ratingFromReviews(ratings: readonly number[]): LocationRating | null {
  const valid = ratings.filter((rating) => Number.isFinite(rating))
  if (valid.length === 0) return null
  const mean = valid.reduce((sum, rating) => sum + rating, 0) / valid.length
  return { averageRating: Math.round(mean * 10) / 10, reviewCount: valid.length }
}

type RatedLocation = { id: number | string; averageRating?: number | null; reviewCount?: number | null }
type LocationReview = { rating: number; location: number | string | { id: number | string } | null | undefined }

/** Each location with the rating of its reviews where it has any, else as stored. */
export function withRatingsFromReviews<L extends RatedLocation>(locations: readonly L[], reviews: readonly LocationReview[]): L[] {
  const byLocation = new Map<string, number[]>()
  for (const review of reviews) {
    const location = typeof review.location === 'object' && review.location !== null ? review.location.id : review.location
    if (location === null || location === undefined) continue
    const ratings = byLocation.get(String(location)) ?? []
    ratings.push(review.rating)
    byLocation.set(String(location), ratings)
  }
  return locations.map((location) => {
    const rating = ratingFromReviews(byLocation.get(String(location.id)) ?? [])
    return rating ? { ...location, ...rating } : location
  })
}
