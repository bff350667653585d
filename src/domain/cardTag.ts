/**
 * The tag banner on a car card: the
 * first rule that matches gives the one tag shown.
 *
 * 1. JUST SOLD: the car is sold.
 * 2. An electric or hybrid tag: the feed's tag contains "hybrid" (Hybrid,
 *    Plug-in Hybrid, Petrol Electric Hybrid: a hybrid) or else "electric" or
 *    is EV. Taken from the tag rather than the fuel, as the dealer chooses
 *    which cars carry it.
 * 3. RESERVED.
 * 4. Certified pre-owned, with the manufacturer's logo (same rule as the badge).
 * 5. Any other tag, as the dealer wrote it ('Test Drive Only', 'Low Kms').
 * 6. COMING SOON: status coming_soon.
 * 7. NEW ARRIVAL: listed within the last 8 days, counted to the millisecond
 *    (exactly 8 days ago still counts). On sites with the JUST ARRIVED
 *    setting, a new car in that window reads JUST ARRIVED. The 8-day window
 *    applies to JUST ARRIVED too: calling a car listed months ago "just
 *    arrived" would be a misleading claim about it.
 * 8. No tag.
 */

import { hasTag, isSold, type Car } from './car'
import { certifiedBadgeText, showsCertifiedBadge } from './certifiedBadge'
import type { SiteSettings } from './site-settings'

/** A car listed within this many days carries the new-arrival tag. */
export const NEW_ARRIVAL_DAYS = 8
/** The banners' own words for a sold car and, on sites with the setting, a newly arrived one. */
const JUST_SOLD_TAG = 'JUST SOLD'
const JUST_ARRIVED_TAG = 'JUST ARRIVED'

const DAY_MS = 24 * 60 * 60 * 1000

export type CardTagKind = 'sold' | 'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'coming-soon' | 'new-arrival'
/** `manufacturer` is set on the certified tag, whose banner shows that manufacturer's logo. */
export type CardTag = { kind: CardTagKind; text: string; manufacturer?: string }

export type CardTagCar = Pick<Car, 'car_type' | 'make' | 'status' | 'sold' | 'reserved' | 'certified' | 'tag' | 'created_at'>

export function cardTag(
  car: CardTagCar,
  settings: Pick<SiteSettings, 'certifiedManufacturer' | 'justArrivedTagOnNewCars'>,
  now: Date,
): CardTag | null {
  if (isSold(car)) return { kind: 'sold', text: JUST_SOLD_TAG }
  const tag = car.tag?.trim() ?? ''
  if (/hybrid/i.test(tag)) return { kind: 'hybrid', text: tag }
  if (/electric/i.test(tag) || hasTag(car, 'EV')) return { kind: 'electric', text: tag }
  if (car.reserved === true) return { kind: 'reserved', text: 'RESERVED' }
  if (showsCertifiedBadge(car, settings)) {
    return { kind: 'certified', text: certifiedBadgeText(settings), manufacturer: settings.certifiedManufacturer.trim() }
  }
  if (tag) return { kind: 'custom', text: tag }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' }
  if (isNewArrival(car, now)) {
    const justArrived = settings.justArrivedTagOnNewCars && car.car_type === 'new'
    return { kind: 'new-arrival', text: justArrived ? JUST_ARRIVED_TAG : 'NEW ARRIVAL' }
  }
  return null
}

/** Listed within the last 8 days. A listing date in the future (a clock ahead of ours) counts as just listed. */
export function isNewArrival(car: Pick<Car, 'created_at'>, now: Date): boolean {
  const listed = car.created_at ? Date.parse(car.created_at) : Number.NaN
  return !Number.isNaN(listed) && now.getTime() - listed <= NEW_ARRIVAL_DAYS * DAY_MS
}
