import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { DeviceFavourites } from '@/components/watchlist/DeviceFavourites'
import { WATCHLIST_PATH } from '@/domain/constants'
import { pageSearchScope } from '@/search/pageSearch'
import { searchEngine } from '@/search/searchEngine'
import { shopperOrSignIn } from '@/sites/currentShopper'
import { currentSite } from '@/sites/currentSite'
import { savedCarIds } from '@/shoppers/watchlist'
import { watchlistCars } from '@/shoppers/watchlistCars'

type Props = { params: Promise<{ host: string }> }

export const metadata: Metadata = { title: 'My watchlist', robots: { index: false, follow: false } }

/**
 * The watchlist page (shopper-journey §2, §4): on server-watchlist sites the
 * signed-in shopper's saved cars, as the search index lists them now (price,
 * status, reserved), each with its toggle to remove it; a signed-out visitor
 * is sent to sign in. On device sites, the favourites this browser keeps.
 */
export default async function WatchlistPage({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const settings = site.resolvedSettings
  if (settings.watchlist.mode === 'off') notFound()
  if (settings.watchlist.mode === 'device') {
    return (
      <section aria-labelledby="watchlist-title" className="watchlist">
        <h1 id="watchlist-title">My favourites</h1>
        <DeviceFavourites />
      </section>
    )
  }
  const shopper = await shopperOrSignIn(site.id, 'watchlist', WATCHLIST_PATH)
  const scope = await pageSearchScope()
  if (!scope) notFound()
  const payload = await getPayload({ config })
  const cars = await watchlistCars(payload, searchEngine(payload), scope, await savedCarIds(payload, shopper))
  return (
    <section aria-labelledby="watchlist-title" className="watchlist">
      <h1 id="watchlist-title">My watchlist</h1>
      <p>Signed in as {shopper.email}.</p>
      {cars.length === 0 ? <p>You have not saved any cars yet. Tap the heart on a car to save it here.</p> : null}
      <ul className="car-grid">
        {cars.map(({ carId, listed }) =>
          listed ? (
            <CarCard key={carId} car={listed as unknown as CardCar} settings={settings} now={scope.now} zone={site.timeZone} path={WATCHLIST_PATH} />
          ) : (
            <li key={carId} className="car-card">
              <p>This car is no longer listed: it has been sold or withdrawn.</p>
            </li>
          ),
        )}
      </ul>
      <form method="post" action="/api/account/sign-out">
        <button type="submit" className="button-secondary">
          Sign out
        </button>
      </form>
    </section>
  )
}
