/**
 * A car named by its identity rather than its plate (the trade-in form's
 * "id" payload): year, make, model and the optional
 * variant (the badge, e.g. Ascent Sport). The local provider has no outside
 * catalogue, so the id is the identity itself, written so it reads back
 * exactly: each part percent-encoded, joined by '|'.
 */

import type { TradeInVehicle } from './localEstimator'

export type CatalogueVehicle = Omit<TradeInVehicle, 'kms'>

export function catalogueVehicleId(vehicle: CatalogueVehicle): string {
  return [String(vehicle.year), vehicle.make.trim(), vehicle.model.trim(), (vehicle.badge ?? '').trim()].map(encodeURIComponent).join('|')
}

/** The vehicle an id names, or null for an id this catalogue did not write. */
export function vehicleOfCatalogueId(id: string): CatalogueVehicle | null {
  const parts = id.split('|')
  if (parts.length !== 4) return null
  let decoded: string[]
  try {
    decoded = parts.map(decodeURIComponent)
  } catch {
    return null
  }
  const [year, make, model, badge] = decoded as [string, string, string, string]
  if (!/^\d{4}$/.test(year) || make.trim() === '' || model.trim() === '') return null
  return { year: Number(year), make, model, badge: badge === '' ? null : badge }
}
