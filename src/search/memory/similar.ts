import type { RelatedBy } from '@/domain/relatedCars'

import type { SearchDocument } from '../document'
import type { Bitset } from './bitset'
import type { SiteIndex } from './siteIndex'
import { normalise } from './text'

/**
 * A car page's similar or related cars: listed cars (in `scope`) with the same
 * body type (or the same make and model, `by`), nearest in price first, ties
 * in index order. It runs on every car page, so it walks only that value's
 * postings and keeps the `limit` nearest rather than sorting the site. A car
 * without the value has none, as on Algolia.
 */
export function similarInIndex(index: SiteIndex, scope: Bitset, vehicle: SearchDocument, limit: number, by: RelatedBy = 'body'): SearchDocument[] {
  const column = index.facets.get(by)!
  const own = vehicle[by]
  const value = typeof own === 'string' ? column.ids.get(normalise(own)) : undefined
  if (value === undefined || !column.postings || value >= column.values.length || limit <= 0) return []
  const price = typeof vehicle.price === 'number' ? vehicle.price : 0
  const prices = index.numbers.get('price')!
  const distanceOf = (doc: number) => Math.abs((Number.isNaN(prices[doc]!) ? 0 : prices[doc]!) - price)
  const nearest: number[] = []
  const { offsets, docs } = column.postings
  for (let at = offsets[value]!; at < offsets[value + 1]!; at++) {
    const doc = docs[at]!
    if (!scope.has(doc) || index.documents[doc]!.objectID === vehicle.objectID) continue
    const distance = distanceOf(doc)
    if (nearest.length === limit && distance >= distanceOf(nearest[limit - 1]!)) continue
    if (nearest.length === limit) nearest.pop()
    // Cars come in ascending order, so a car ties after the ones already kept.
    let place = nearest.length
    while (place > 0 && distanceOf(nearest[place - 1]!) > distance) place--
    nearest.splice(place, 0, doc)
  }
  return nearest.map((doc) => index.documents[doc]!)
}
