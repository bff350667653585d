import { WatchlistToggle } from '@/components/watchlist/WatchlistToggle'
import { dataLayerEvent, type EventCar } from '@/domain/analyticsEvents'
import { isSold } from '@/domain/car'
import { favouriteMode, favouriteOf, watchlistSignInHref, type FavouriteSource } from '@/domain/favourites'
import type { SiteSettings } from '@/domain/site-settings'
import { siteVocabulary } from '@/domain/vocabulary'

import styles from './FavouriteButton.module.css'
import { FavouriteToggle } from './FavouriteToggle'

/**
 * A car's favourite toggle as its site has it, in a
 * box of fixed size so nothing moves when the toggle appears or changes.
 *
 * Device sites keep the list in the browser; server-watchlist sites save it
 * to the signed-in shopper's account, and show the link to sign in until
 * the browser knows the shopper (the page is cached and the same for
 * everyone). Either toggle appears once the page is interactive: without
 * JavaScript nothing can be saved. The device toggle gets the entry the device keeps; the
 * watchlist toggle only the car's id and name, as the account keeps the rest.
 * Where the box sits (over a card's photo, beside the car page's title) is
 * the page's to say, through the favourite-slot class.
 */
export function FavouriteButton({
  car,
  title,
  settings,
  path,
}: {
  car: FavouriteSource & EventCar & { status?: string | null; sold?: boolean | null; price?: number | null }
  title: string
  settings: Pick<SiteSettings, 'watchlist' | 'itemTypes'>
  /** The page to come back to after signing in. */
  path: string
}) {
  const mode = favouriteMode(car, settings)
  if (mode === null) return null
  const sold = isSold(car)
  const favourite = favouriteOf(car, title)
  const event = dataLayerEvent('favourite', car)
  const words = siteVocabulary(settings)
  return (
    <span className={`favourite-slot ${styles.slot}`}>
      {mode === 'device' ? (
        <FavouriteToggle car={favourite} sold={sold} event={event} words={words} />
      ) : (
        <WatchlistToggle car={{ id: favourite.id, name: favourite.name }} sold={sold} event={event} signInHref={watchlistSignInHref(path)} words={words} />
      )}
    </span>
  )
}
