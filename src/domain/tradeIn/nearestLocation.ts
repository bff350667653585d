/**
 * The dealer location nearest a point, for the trade-in form's postcode
 * (great-circle distance, earth radius 6371 km, in
 * distanceKm).
 */

import { distanceKm, type GeoPoint, type Location } from '../locations'

export type NearestLocation<L> = { location: L; distanceKm: number }

type Locatable = Pick<Location, 'id' | 'name' | 'address'>

/**
 * Locations without coordinates are skipped; null when none has them. Equal
 * distances (two departments at one address) go to the name, then the id, in
 * order, so the answer does not depend on the order the list came in.
 */
export function nearestLocation<L extends Locatable>(point: GeoPoint, locations: readonly L[]): NearestLocation<L> | null {
  let best: NearestLocation<L> | null = null
  for (const location of locations) {
    const lat = location.address?.lat
    const long = location.address?.long
    if (typeof lat !== 'number' || typeof long !== 'number' || !Number.isFinite(lat) || !Number.isFinite(long)) continue
    const candidate = { location, distanceKm: distanceKm(point, { lat, long }) }
    if (!best || closer(candidate, best)) best = candidate
  }
  return best
}

function closer<L extends Locatable>(a: NearestLocation<L>, b: NearestLocation<L>): boolean {
  if (a.distanceKm !== b.distanceKm) return a.distanceKm < b.distanceKm
  const byName = a.location.name.localeCompare(b.location.name, 'en')
  if (byName !== 0) return byName < 0
  return String(a.location.id ?? '').localeCompare(String(b.location.id ?? ''), 'en') < 0
}
