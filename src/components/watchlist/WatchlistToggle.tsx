'use client'

import { useSyncExternalStore, type MouseEvent } from 'react'

import { pushEvent } from '@/components/analytics/dataLayer'
import { FavouriteIcon, favouriteToggleClass } from '@/components/stock/FavouriteIcon'
import type { DataLayerEvent } from '@/domain/analyticsEvents'
import type { Vocabulary } from '@/domain/vocabulary'
import { showsFavouriteToggle, type Favourite } from '@/domain/favourites'
import { removedToast, savedToast } from '@/domain/watchlistToasts'

import { showToast } from './toastStore'
import { shopperWatchlist, type Watchlist } from './watchlistStore'

/**
 * Nothing on the server and while hydrating, as on device sites: without
 * JavaScript no car can be saved (the toggle is this island), so no link that
 * cannot lead to a saved car; the box it sits in is kept, so nothing moves.
 */
const notHydrated = () => null

/**
 * The favourite toggle of server-watchlist sites: a
 * link to sign in (until GET /api/watchlist answers, and for a shopper signed
 * out or without a phone number), else a toggle. A click applies at once; the
 * server then confirms it with a toast, a save also pushing the favourite
 * event (id 39), or refuses it: undone, and its reason alerted.
 */
export function WatchlistToggle({
  car,
  sold,
  event,
  signInHref,
  words,
}: {
  car: Pick<Favourite, 'id' | 'name'>
  sold: boolean
  event: DataLayerEvent
  signInHref: string
  /** The site's word for what it sells, for the toasts. */
  words: Pick<Vocabulary, 'one'>
}) {
  const watchlist = useSyncExternalStore<Watchlist | undefined | null>(shopperWatchlist.subscribe, shopperWatchlist.snapshot, notHydrated)
  if (watchlist === null) return null
  const saved = watchlist?.carIds.has(car.id) ?? false
  if (!showsFavouriteToggle({ sold }, saved)) return null

  if (!watchlist?.phoneNumber) {
    return (
      <a className={favouriteToggleClass} href={signInHref} aria-label={`Sign in to save ${car.name} to your watchlist`}>
        <FavouriteIcon />
      </a>
    )
  }

  async function saveOrRemove(heart: Element) {
    const change = await shopperWatchlist.saveOrRemove(car.id)
    if (change.outcome === 'saved') {
      pushEvent(event)
      showToast(savedToast(car.name, words, 'server'), heart)
    } else if (change.outcome === 'removed') {
      showToast(removedToast(car.name, words, 'server'), heart)
    } else if (change.outcome === 'failed') {
      window.alert(change.message)
    }
  }

  return (
    <button
      type="button"
      className={favouriteToggleClass}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${car.name} from your watchlist` : `Save ${car.name} to your watchlist`}
      onClick={(click: MouseEvent<HTMLButtonElement>) => void saveOrRemove(click.currentTarget)}
    >
      <FavouriteIcon />
    </button>
  )
}
