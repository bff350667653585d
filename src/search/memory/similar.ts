import type { SearchDocument } from '../document'
import type { Bitset } from './bitset'
import type { SiteIndex } from './siteIndex'
import { normalise } from './text'

/**
 * A car page's similar cars: listed cars (in `scope`) of the same body type,
 * nearest in price first, ties in index order. It runs on every car page, so
 * it walks only that body type's postings and keeps the `limit` nearest rather
 * than sorting the site. A car without a body type has none, as on Algolia.
 */
export function similarInIndex(index: SiteIndex, scope: Bitset, vehicle: SearchDocument, limit: number): SearchDocument[] {
  const column = index.facets.get('body')!
  const body = typeof vehicle.body === 'string' ? column.ids.get(normalise(vehicle.body)) : undefined
  if (body === undefined || !column.postings || body >= column.values.length || limit <= 0) return []
  const price = typeof vehicle.price === 'number' ? vehicle.price : 0
  const prices = index.numbers.get('price')!
  const distanceOf = (doc: number) => Math.abs((Number.isNaN(prices[doc]!) ? 0 : prices[doc]!) - price)
  const nearest: number[] = []
  const { offsets, docs } = column.postings
  for (let at = offsets[body]!; at < offsets[body + 1]!; at++) {
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
