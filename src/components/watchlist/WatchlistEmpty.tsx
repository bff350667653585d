import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { CarCarousel } from '@/components/stock/CarCarousel'
import { ComparisonRateWarning } from '@/components/stock/ComparisonRateWarning'
import { buttonClass } from '@/components/ui/Button'
import { carouselCars, CAROUSEL_CARDS, savedSearchPath, savedSearchRequest, type SavedSearch } from '@/domain/pageBlocks'
import { FIND_ME_ONE_PATH } from '@/domain/findMeOne'
import { DEFAULT_SEARCH_PATH } from '@/domain/searchPaths'
import { siteVocabulary } from '@/domain/vocabulary'
import type { SiteScope } from '@/search/engine'
import type { CurrentSite } from '@/sites/currentSite'
import { searchForPage } from '@/sites/pageSearch'

import styles from './WatchlistEmpty.module.css'

const NEWEST_ID = 'newest-stock'
const NEWEST: SavedSearch = { sort: 'newest' }

/**
 * An empty watchlist is a way on, not a dead end: what the heart does, the
 * search, a find-me-one enquiry for a shopper who has not seen the one they
 * want, and the site's newest stock to start saving from.
 */
export async function WatchlistEmpty({ site, scope, path, heading }: { site: CurrentSite; scope: SiteScope; path: string; heading: string }) {
  const settings = site.resolvedSettings
  const words = siteVocabulary(settings)
  const [result] = await searchForPage(scope, [savedSearchRequest(NEWEST, CAROUSEL_CARDS, scope.now)])
  const newest = carouselCars((result?.hits ?? []) as unknown as CardCar[], CAROUSEL_CARDS)
  const newestTitle = `Newest ${words.many}`
  return (
    <div className={`watchlist-empty ${styles.empty}`}>
      <div className={styles.intro}>
        <h2>{heading}</h2>
        <p>{`Tap the heart on any ${words.one} to keep it here. We'll show you when its price drops, or when it is reserved or sold.`}</p>
        <div className={styles.actions}>
          <a className={buttonClass('primary')} href={DEFAULT_SEARCH_PATH}>
            {`Search all ${words.many}`}
          </a>
          <a className={buttonClass('secondary')} href={FIND_ME_ONE_PATH}>
            Find me one
          </a>
        </div>
        <p className={styles.note}>{`Not seeing the right ${words.one}? Tell us what you're after and we'll find you one.`}</p>
      </div>
      {newest.length > 0 ? (
        <section aria-labelledby={`${NEWEST_ID}-title`} className={styles.newest}>
          <h2 id={`${NEWEST_ID}-title`}>{newestTitle}</h2>
          <CarCarousel label={newestTitle} moreHref={savedSearchPath(NEWEST, settings)}>
            {newest.map((car) => (
              <CarCard key={String(car.objectID)} car={car} settings={settings} now={scope.now} zone={site.timeZone} path={path} financeNoteHref={`#${NEWEST_ID}-comparison-rate`} titleLevel={3} />
            ))}
          </CarCarousel>
          <ComparisonRateWarning cars={newest} settings={settings} now={scope.now} zone={site.timeZone} id={`${NEWEST_ID}-comparison-rate`} />
        </section>
      ) : null}
    </div>
  )
}
