/**
 * The car page's carousel of other cars (shopper-journey §2: "related or
 * similar cars carousels (by body type for some dealers)").
 *
 * - Sites with `similarCarsByBody`: "Similar Cars", the same body type,
 *   nearest in price.
 * - Other sites: "Related Cars", the same make and model, nearest in price,
 *   topped up with the same body type when the dealer has fewer than the
 *   carousel holds (our choice: a lone model would otherwise leave a sold
 *   car's "Find Me Something Similar" with nothing to show).
 */

import { RELATED_CARS_SHOWN } from './constants'
import type { SiteSettings } from './site-settings'

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
