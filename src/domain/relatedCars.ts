/**
 * The car page's carousel of other cars: related or similar cars (similar
 * by body type for some dealers).
 *
 * - Sites with `similarCarsByBody`: "Similar Cars", the same body type,
 *   nearest in price.
 * - Other sites: "Related Cars", the same make and model, nearest in price,
 *   topped up with the same body type when the dealer has fewer than the
 *   carousel holds (our choice: a lone model would otherwise leave a sold
 *   car's "Find Me Something Similar" with nothing to show).
 */

import { CAROUSEL_CARDS } from './pageBlocks'
import { DEFAULT_SEARCH_PATH } from './searchPaths'
import { searchUrl, type SearchUrlSite } from './searchUrl'
import type { SiteSettings } from './site-settings'

/** Cars in the car page's similar or related cars carousel (the spec names no number): one carousel's worth. */
const RELATED_CARS_SHOWN = CAROUSEL_CARDS

export type RelatedBy = 'body' | 'make_model'

export type RelatedCarsRule = { title: 'Similar Cars' | 'Related Cars'; by: readonly RelatedBy[]; limit: number }

export function relatedCarsRule(settings: Pick<SiteSettings, 'similarCarsByBody'>): RelatedCarsRule {
  return settings.similarCarsByBody
    ? { title: 'Similar Cars', by: ['body'], limit: RELATED_CARS_SHOWN }
    : { title: 'Related Cars', by: ['make_model', 'body'], limit: RELATED_CARS_SHOWN }
}

/** The first `limit` cars of the lists in order, each car once. */
export function topUp<T extends { objectID: string }>(lists: readonly (readonly T[])[], limit: number): T[] {
  const seen = new Set<string>()
  const cars: T[] = []
  for (const car of lists.flat()) {
    if (cars.length === limit) break
    if (seen.has(car.objectID)) continue
    seen.add(car.objectID)
    cars.push(car)
  }
  return cars
}

/**
 * The search behind the carousel's View all: the cars like this one by the
 * rule's first criterion (its body type, or its make and model), or all stock
 * when the car has no such value.
 */
export function relatedCarsSearchPath(car: { body?: unknown; make?: unknown; model?: unknown }, rule: RelatedCarsRule, site: SearchUrlSite): string {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  const [body, make, model] = [text(car.body), text(car.make), text(car.model)]
  if (rule.by[0] === 'body') return body ? searchUrl({ refinementList: { body: [body] } }, site) : DEFAULT_SEARCH_PATH
  return make && model ? searchUrl({ refinementList: { make_model: [`${make}|${model}`] } }, site) : DEFAULT_SEARCH_PATH
}
