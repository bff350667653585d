import { FAVOURITES_STORAGE_KEY, type Favourite } from '@/domain/favourites'

/**
 * The device's favourites as one stored string, for useSyncExternalStore:
 * every toggle on the page (cards and the car page) reads the same string and
 * re-renders when any of them saves, or another tab does ('storage' event).
 * Where the browser refuses storage (disabled, or full), the list lives in
 * memory for the page's lifetime, so a click still applies at once.
 */

const listeners = new Set<() => void>()
let unstored: string | null = null

function notify(): void {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent): void {
  if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) notify()
}

export function subscribeToFavourites(onChange: () => void): () => void {
  listeners.add(onChange)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(onChange)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function storedFavourites(): string | null {
  try {
    return window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? unstored
  } catch {
    return unstored
  }
}

export function storeFavourites(favourites: readonly Favourite[]): void {
  const value = JSON.stringify(favourites)
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, value)
  } catch {
    unstored = value
  }
  notify()
}
