import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CardGrid } from '@/components/content/CardGrid'
import { PageHeader } from '@/components/content/PageHeader'
import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { Button } from '@/components/ui/Button'
import { DeviceFavourites } from '@/components/watchlist/DeviceFavourites'
import { siteVocabulary } from '@/domain/vocabulary'
import { WATCHLIST_PATH } from '@/domain/watchlistToasts'
import { pageSearchScope } from '@/sites/pageSearch'
import { searchEngine } from '@/search/searchEngine'
import { shopperOrSignIn } from '@/sites/currentShopper'
import { savedCarIds } from '@/shoppers/watchlist'
import { watchlistCars } from '@/shoppers/watchlistCars'
import { sitePage, type SitePageContext } from '@/sites/sitePage'
import { sitePayload } from '@/sites/sitePayload'

import styles from './WatchlistPage.module.css'

export const metadata: Metadata = { title: 'My watchlist', robots: { index: false, follow: false } }

/**
 * The watchlist page: on server-watchlist sites the
 * signed-in shopper's saved cars, as the search index lists them now (price,
 * status, reserved), each with its toggle to remove it; a signed-out visitor
 * is sent to sign in. On device sites, the favourites this browser keeps.
 */
const page = sitePage({ render: WatchlistPage })

export default page.Page

async function WatchlistPage({ site }: SitePageContext<object>) {
  const settings = site.resolvedSettings
  if (settings.watchlist.mode === 'off') notFound()
  if (settings.watchlist.mode === 'device') {
    return (
      <section aria-labelledby="watchlist-title" className={styles.narrow}>
        <PageHeader id="watchlist-title" title="My favourites" trail={[{ href: '/', label: 'Home' }]} />
        <DeviceFavourites />
      </section>
    )
  }
  const shopper = await shopperOrSignIn(site.id, 'watchlist', WATCHLIST_PATH)
  const scope = await pageSearchScope()
  if (!scope) notFound()
  const payload = await sitePayload()
  const cars = await watchlistCars(payload, searchEngine(payload), scope, await savedCarIds(payload, shopper))
  return (
    <section aria-labelledby="watchlist-title">
      <PageHeader id="watchlist-title" title="My watchlist" trail={[{ href: '/', label: 'Home' }]} lead={`Signed in as ${shopper.email}.`}>
        <form method="post" action="/api/account/sign-out">
          <Button type="submit" variant="secondary" size="small">
            Sign out
          </Button>
        </form>
      </PageHeader>
      {cars.length === 0 ? <p>{`You have not saved any ${siteVocabulary(settings).many} yet. Tap the heart on a ${siteVocabulary(settings).one} to save it here.`}</p> : null}
      <CardGrid as="ul" className="car-grid">
        {cars.map(({ carId, listed }) =>
          listed ? (
            <CarCard key={carId} car={listed as unknown as CardCar} settings={settings} now={scope.now} zone={site.timeZone} path={WATCHLIST_PATH} />
          ) : (
            <li key={carId} className={`car-card ${styles.gone}`}>
              <p>This car is no longer listed: it has been sold or withdrawn.</p>
            </li>
          ),
        )}
      </CardGrid>
    </section>
  )
}
