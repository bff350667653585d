/**
 * Favourites: who gets a favourite toggle, and
 * the list kept on the device.
 *
 * - The site decides the mode (settings `watchlist.mode`): saved to the
 *   shopper's account (server), kept in the browser (device), or no toggle.
 * - Some sites offer it only for used cars priced above $0 with an image.
 * - A sold car that is not saved shows no save button; a saved one keeps its
 *   button, so the shopper can still remove it.
 * - On server sites a signed-out shopper is sent to sign in, with the page to
 *   come back to as both `redirect` and `back`.
 */

import { isSold, type Car } from './car'
import type { SiteSettings } from './site-settings'
import { signInHref } from './signIn'

/** Where favourites are kept on the device; localStorage is per host, so per site. */
export const FAVOURITES_STORAGE_KEY = 'forecourt:favourites'

/** What the device keeps of a saved car; `price`, its price when saved (lists saved before it was kept have none), to tell a drop since. */
export type Favourite = { id: string; name: string; slug: string; make: string; model: string; primary_image_url: string | null; price?: number | null }

export type FavouriteMode = 'server' | 'device'

export type FavouriteCar = Pick<Car, 'car_type' | 'price'> & { primary_image_url?: string | null }

export type FavouriteSource = Pick<Car, 'make' | 'model' | 'slug'> & { price?: number | null; objectID?: string; id?: string | number | null; name?: string | null; primary_image_url?: string | null }

/** The entry the device keeps for a car: the feed's name, or the card's title when the feed has none. */
export function favouriteOf(car: FavouriteSource, title: string): Favourite {
  return {
    id: String(car.objectID ?? car.id ?? ''),
    name: car.name?.trim() || title,
    slug: car.slug ?? '',
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url?.trim() || null,
    price: typeof car.price === 'number' && Number.isFinite(car.price) ? car.price : null,
  }
}

/** How this car may be saved on this site, or null when it gets no toggle at all. */
export function favouriteMode(car: FavouriteCar, settings: Pick<SiteSettings, 'watchlist'>): FavouriteMode | null {
  const { mode, usedCarsWithPriceAndImageOnly } = settings.watchlist
  if (mode === 'off') return null
  if (usedCarsWithPriceAndImageOnly) {
    const priced = typeof car.price === 'number' && car.price > 0
    if (car.car_type !== 'used' || !priced || !car.primary_image_url) return null
  }
  return mode
}

/** A sold car that is not saved shows no save button. */
export function showsFavouriteToggle(car: Pick<Car, 'status' | 'sold'>, saved: boolean): boolean {
  return saved || !isSold(car)
}

/** Sign-in for the server watchlist, coming back to `path` afterwards or on Back. */
export function watchlistSignInHref(path: string): string {
  return signInHref('watchlist', path)
}

/** Reads the device's list, dropping anything that is not a favourite: the store is the shopper's to edit. */
export function readFavourites(stored: string | null): Favourite[] {
  if (!stored) return []
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter(isFavourite) : []
  } catch {
    return []
  }
}

export function isSaved(favourites: readonly Favourite[], id: string): boolean {
  return favourites.some((favourite) => favourite.id === id)
}

/** Saves the car when it is not saved (newest first), removes it when it is; `added` tells which. */
export function toggleFavourite(favourites: readonly Favourite[], car: Favourite): { favourites: Favourite[]; added: boolean } {
  if (isSaved(favourites, car.id)) return { favourites: favourites.filter((favourite) => favourite.id !== car.id), added: false }
  return { favourites: [car, ...favourites], added: true }
}

function isFavourite(value: unknown): value is Favourite {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return ['id', 'name', 'slug', 'make', 'model'].every((key) => typeof entry[key] === 'string') && (entry.primary_image_url === null || typeof entry.primary_image_url === 'string') && (entry.price == null || typeof entry.price === 'number')
}
