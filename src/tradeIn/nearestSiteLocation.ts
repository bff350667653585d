import { nearestLocation } from '@/domain/tradeIn/nearestLocation'
import { getSiteLocations } from '@/sites/data/locations'
import { specAddress } from '@/sites/locationView'

import { postcodeLocation } from './postcodeLocation'

export type NearestSiteLocation = { ok: true; location: { id: string; name: string }; distanceKm: number } | { ok: false; message: string }

/**
 * The site's sales location nearest a shopper's postcode, among the locations
 * the trade-in lead may name (the form's location select offers the sales
 * locations). A malformed postcode gives the field's message, an unknown one
 * 'Invalid postcode'.
 */
export async function nearestSiteLocation(siteId: number, postcode: string): Promise<NearestSiteLocation> {
  const point = postcodeLocation(postcode)
  if (!point.ok) return point
  const sales = (await getSiteLocations(siteId)).filter((location) => (location.locationType ?? 'sales') === 'sales')
  const nearest = nearestLocation(point.point, sales.map((location) => ({ id: location.id, name: location.name, address: specAddress(location) })))
  if (!nearest) return { ok: false, message: 'This dealer has no location to choose from. Please call us instead.' }
  return { ok: true, location: { id: String(nearest.location.id), name: nearest.location.name }, distanceKm: Math.round(nearest.distanceKm * 10) / 10 }
}
