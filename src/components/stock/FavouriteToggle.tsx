'use client'

import { useSyncExternalStore } from 'react'

import { pushEvent } from '@/components/analytics/dataLayer'
import type { DataLayerEvent } from '@/domain/analyticsEvents'
import { isSaved, readFavourites, showsFavouriteToggle, toggleFavourite, type Favourite } from '@/domain/favourites'

import { FavouriteIcon, favouriteToggleClass } from './FavouriteIcon'
import { storedFavourites, storeFavourites, subscribeToFavourites } from './favouritesStore'

/** Nothing on the server: without JavaScript there is no device list to save to, so no button that cannot work. */
const notHydrated = () => undefined

/**
 * The favourite toggle of device-mode sites: saves or
 * removes the car at once, and saving pushes the favourite event (id 39).
 * One island shared by every card and the car page; the server passes the
 * stored entry and the event ready-made.
 */
export function FavouriteToggle({ car, sold, event }: { car: Favourite; sold: boolean; event: DataLayerEvent }) {
  const stored = useSyncExternalStore(subscribeToFavourites, storedFavourites, notHydrated)
  if (stored === undefined) return null
  const saved = isSaved(readFavourites(stored), car.id)
  if (!showsFavouriteToggle({ sold }, saved)) return null

  function toggle() {
    const { favourites, added } = toggleFavourite(readFavourites(storedFavourites()), car)
    storeFavourites(favourites)
    if (added) pushEvent(event)
  }

  return (
    <button type="button" className={favouriteToggleClass} aria-pressed={saved} aria-label={`Save ${car.name} to favourites`} onClick={toggle}>
      <FavouriteIcon />
    </button>
  )
}
