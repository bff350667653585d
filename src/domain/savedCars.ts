/**
 * A saved vehicle's standing on the watchlist, against
 * what the shopper saw when they saved it. One status shows, the first that
 * holds:
 *
 * - sold: sold by status or flag (the shopper can no longer buy it);
 * - reserved: another shopper holds it;
 * - price dropped: its shown price is now below the price it had when saved,
 *   with that earlier price to strike through;
 * - otherwise none.
 */

import { isSold, type Car } from './car'
import { dollars } from './money'
import { isShownPrice, type PriceDisplay } from './priceDisplay'

export type SavedCarStatus =
  | { kind: 'sold'; text: 'Sold' }
  | { kind: 'reserved'; text: 'Reserved' }
  | { kind: 'price-dropped'; text: 'Price dropped'; was: string; drop: { amount: number; text: string } }

export function savedCarStatus(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>, savedPrice: number | null | undefined): SavedCarStatus | null {
  if (isSold(car)) return { kind: 'sold', text: 'Sold' }
  if (car.reserved === true) return { kind: 'reserved', text: 'Reserved' }
  if (isShownPrice(car.price) && isShownPrice(savedPrice) && car.price < savedPrice) {
    return { kind: 'price-dropped', text: 'Price dropped', was: dollars(savedPrice), drop: { amount: savedPrice - car.price, text: `${dollars(savedPrice - car.price)} less` } }
  }
  return null
}

/** The price line of a saved car: a drop since saving takes the place of the feed's own saving, its earlier price struck through. */
export function savedCarPrice(price: PriceDisplay, status: SavedCarStatus | null): PriceDisplay {
  if (price.kind !== 'price' || status?.kind !== 'price-dropped') return price
  return { ...price, savings: { ...status.drop, was: status.was } }
}
