import Link from 'next/link'

import { dataLayerEvent, type EventCar } from '@/domain/analyticsEvents'
import { isSold } from '@/domain/car'
import { favouriteMode, favouriteOf, showsFavouriteToggle, watchlistSignInHref, type FavouriteSource } from '@/domain/favourites'
import type { SiteSettings } from '@/domain/site-settings'

import { FavouriteIcon } from './FavouriteIcon'
import { FavouriteToggle } from './FavouriteToggle'

/**
 * A car's favourite toggle as its site has it (shopper-journey §4, §6), in a
 * box of fixed size so nothing moves when the device toggle appears.
 *
 * Server-watchlist sites get a plain link to sign in for now; the watchlist
 * issue makes it a toggle for signed-in shoppers, with its toasts. Until it
 * can tell a saved car, a sold car there shows none (a sold car that is not
 * saved shows no save button).
 */
export function FavouriteButton({
  car,
  title,
  settings,
  path,
}: {
  car: FavouriteSource & EventCar & { status?: string | null; sold?: boolean | null; price?: number | null }
  title: string
  settings: Pick<SiteSettings, 'watchlist'>
  /** The page to come back to after signing in. */
  path: string
}) {
  const mode = favouriteMode(car, settings)
  if (mode === null) return null
  const sold = isSold(car)
  // Until the server watchlist can say whether a car is saved, every car counts as not saved there.
  if (mode === 'server' && !showsFavouriteToggle(car, false)) return null
  const favourite = favouriteOf(car, title)
  return (
    <span className="favourite-slot">
      {mode === 'device' ? (
        <FavouriteToggle car={favourite} sold={sold} event={dataLayerEvent('favourite', car)} />
      ) : (
        <Link className="favourite-toggle" href={watchlistSignInHref(path)} aria-label={`Sign in to save ${favourite.name} to your watchlist`}>
          <FavouriteIcon />
        </Link>
      )}
    </span>
  )
}
