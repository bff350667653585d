import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import type { CardCar } from '@/components/stock/CarCard'
import { cardPhotoImage } from '@/components/stock/CarCardPhoto'
import { FavouriteButton } from '@/components/stock/FavouriteButton'
import { Button } from '@/components/ui/Button'
import { DeviceFavourites } from '@/components/watchlist/DeviceFavourites'
import { SavedCarItem, SavedCarList, type SavedCarView } from '@/components/watchlist/SavedCarItem'
import { WatchlistEmpty } from '@/components/watchlist/WatchlistEmpty'
import { WatchlistToggle } from '@/components/watchlist/WatchlistToggle'
import { carFacts } from '@/domain/carFacts'
import { dataLayerEvent } from '@/domain/analyticsEvents'
import { watchlistSignInHref } from '@/domain/favourites'
import { savedCarPrice, savedCarStatus } from '@/domain/savedCars'
import type { SiteSettings } from '@/domain/site-settings'
import { capitalised, siteVocabulary } from '@/domain/vocabulary'
import { WATCHLIST_PATH } from '@/domain/watchlistToasts'
import { searchEngine } from '@/search/searchEngine'
import { shopperOrSignIn } from '@/sites/currentShopper'
import { pageSearchScope } from '@/sites/pageSearch'
import { sitePage, type SitePageContext } from '@/sites/sitePage'
import { sitePayload } from '@/sites/sitePayload'
import { savedCars } from '@/shoppers/watchlist'
import { watchlistCars, type WatchlistCar } from '@/shoppers/watchlistCars'

import styles from './WatchlistPage.module.css'

export const metadata: Metadata = { title: 'My watchlist', robots: { index: false, follow: false } }

/**
 * The watchlist page: on server-watchlist sites the signed-in shopper's saved
 * vehicles, as the search index lists them now, each with its status since it
 * was saved (sold, reserved, price dropped) and its heart to remove it; a
 * signed-out visitor is sent to sign in. On device sites, the favourites this
 * browser keeps. An empty list offers ways on (WatchlistEmpty).
 */
const page = sitePage({ render: WatchlistPage })

export default page.Page

async function WatchlistPage({ site }: SitePageContext<object>) {
  const settings = site.resolvedSettings
  const mode = settings.watchlist.mode
  if (mode === 'off') notFound()
  const scope = await pageSearchScope()
  if (!scope) notFound()
  const words = siteVocabulary(settings)
  const empty = <WatchlistEmpty site={site} scope={scope} path={WATCHLIST_PATH} heading={mode === 'server' ? 'Your watchlist is empty' : 'No favourites yet'} />
  if (mode === 'device') {
    return (
      <section aria-labelledby="watchlist-title">
        <PageHeader id="watchlist-title" title="My favourites" trail={[{ href: '/', label: 'Home' }]} lead={`Saved ${words.many} are kept in this browser.`} />
        <DeviceFavourites subscriptions={settings.subscriptions} words={words} empty={empty} />
      </section>
    )
  }
  const shopper = await shopperOrSignIn(site.id, 'watchlist', WATCHLIST_PATH)
  const payload = await sitePayload()
  const cars = await watchlistCars(payload, searchEngine(payload), scope, await savedCars(payload, shopper))
  return (
    <section aria-labelledby="watchlist-title">
      <PageHeader
        id="watchlist-title"
        title="My watchlist"
        trail={[{ href: '/', label: 'Home' }]}
        lead={
          <>
            Signed in as <span className={styles.email}>{shopper.email}</span>.
          </>
        }
      >
        <form method="post" action="/api/account/sign-out">
          <Button type="submit" variant="secondary" size="small">
            Sign out
          </Button>
        </form>
      </PageHeader>
      {cars.length === 0 ? (
        empty
      ) : (
        <SavedCarList label={`Saved ${words.many}`}>
          {cars.map((car) => (
            <SavedCarItem key={car.carId} car={savedCarView(car, settings, capitalised(words.one))} goneText={`No longer listed: this ${words.one} has been sold or withdrawn.`} toggle={savedCarToggle(car, settings)} />
          ))}
        </SavedCarList>
      )}
    </section>
  )
}

function savedCarView({ carId, listed, name, savedPrice }: WatchlistCar, settings: SiteSettings, vehicle: string): SavedCarView {
  if (!listed) return { id: carId, title: name ?? `${vehicle} ${carId}`, listing: null }
  const car = listed as unknown as CardCar
  const facts = carFacts(car, settings)
  const status = savedCarStatus(car, savedPrice)
  const photo = car.primary_image_url?.trim()
  return {
    id: carId,
    title: [facts.title, facts.subtitle].filter(Boolean).join(' '),
    listing: { href: `/cars/${car.slug}`, photo: photo ? cardPhotoImage(photo, false) : null, price: savedCarPrice(facts.price, status), status },
  }
}

/** A listed car's heart, as on its card; a car no longer listed keeps a heart to remove it by. */
function savedCarToggle({ carId, listed, name }: WatchlistCar, settings: SiteSettings) {
  if (listed) {
    const car = listed as unknown as CardCar
    return <FavouriteButton car={car} title={carFacts(car, settings).title} settings={settings} path={WATCHLIST_PATH} />
  }
  return (
    <span className="favourite-slot">
      <WatchlistToggle car={{ id: carId, name: name ?? carId }} sold event={dataLayerEvent('favourite')} signInHref={watchlistSignInHref(WATCHLIST_PATH)} words={siteVocabulary(settings)} />
    </span>
  )
}
