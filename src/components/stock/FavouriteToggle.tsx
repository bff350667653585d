'use client'

import { useSyncExternalStore, type MouseEvent } from 'react'

import { pushEvent } from '@/components/analytics/dataLayer'
import { showToast } from '@/components/watchlist/toastStore'
import type { DataLayerEvent } from '@/domain/analyticsEvents'
import { isSaved, readFavourites, showsFavouriteToggle, toggleFavourite, type Favourite } from '@/domain/favourites'
import type { Vocabulary } from '@/domain/vocabulary'
import { removedToast, savedToast } from '@/domain/watchlistToasts'

import { FavouriteIcon, favouriteToggleClass } from './FavouriteIcon'
import { storedFavourites, storeFavourites, subscribeToFavourites } from './favouritesStore'

/** Nothing on the server: without JavaScript there is no device list to save to, so no button that cannot work. */
const notHydrated = () => undefined

/**
 * The favourite toggle of device-mode sites: saves or
 * removes the car at once, confirmed with a toast, and saving pushes the
 * favourite event (id 39).
 * One island shared by every card and the car page; the server passes the
 * stored entry and the event ready-made.
 */
export function FavouriteToggle({ car, sold, event, words }: { car: Favourite; sold: boolean; event: DataLayerEvent; words: Pick<Vocabulary, 'one'> }) {
  const stored = useSyncExternalStore(subscribeToFavourites, storedFavourites, notHydrated)
  if (stored === undefined) return null
  const saved = isSaved(readFavourites(stored), car.id)
  if (!showsFavouriteToggle({ sold }, saved)) return null

  function toggle(click: MouseEvent<HTMLButtonElement>) {
    const { favourites, added } = toggleFavourite(readFavourites(storedFavourites()), car)
    storeFavourites(favourites)
    if (added) pushEvent(event)
    showToast((added ? savedToast : removedToast)(car.name, words, 'device'), click.currentTarget)
  }

  return (
    <button type="button" className={favouriteToggleClass} aria-pressed={saved} aria-label={`Save ${car.name} to favourites`} onClick={toggle}>
      <FavouriteIcon />
    </button>
  )
}
