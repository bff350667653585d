import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { CarCarousel } from '@/components/stock/CarCarousel'
import { COMPARISON_RATE_WARNING_ID, ComparisonRateWarning } from '@/components/stock/ComparisonRateWarning'
import { activeFilters } from '@/domain/activeFilters'
import { broaderSearches } from '@/domain/broaderSearch'
import { findMeOneValues } from '@/domain/findMeOne'
import { BASE_INDEX_NAME } from '@/domain/searchAttributes'
import { searchUrl, type SearchState } from '@/domain/searchUrl'
import { countOf, siteVocabulary } from '@/domain/vocabulary'
import type { SiteScope } from '@/search/engine'
import type { CurrentSite } from '@/sites/currentSite'
import { searchPageResults } from '@/sites/pageSearch'

import { activeFilterLabel } from './ActiveFilterChips'
import styles from './NoResults.module.css'

/** Cards in the strip of close matches: a carousel's worth, the rest behind its View all. */
const CLOSE_MATCHES_SHOWN = 8

/**
 * A search that found nothing is not a dead end: it shows the nearest search
 * that finds something (broaderSearches), as a strip linking to that search,
 * and a "find me one" enquiry that already says what the shopper asked for.
 */
export async function NoResults({ site, scope, state }: { site: CurrentSite; scope: SiteScope; state: SearchState }) {
  const settings = site.resolvedSettings
  const words = siteVocabulary(settings)
  let nearest: { state: SearchState; cars: CardCar[]; count: number } | null = null
  for (const broader of broaderSearches(state)) {
    const results = await searchPageResults(scope, broader, broader.sortBy ?? BASE_INDEX_NAME, [])
    if (results.nbHits > 0) {
      nearest = { state: broader, cars: results.hits.slice(0, CLOSE_MATCHES_SHOWN) as unknown as CardCar[], count: results.nbHits }
      break
    }
  }
  const asked = activeFilters(state).map(activeFilterLabel)
  const lookingFor = asked.length > 0 ? `${words.one} (${asked.join(', ')})` : words.one
  return (
    <div className={styles.noResults}>
      <div className={styles.message}>
        <h2>{`No ${words.many} match this search yet`}</h2>
        <p>Remove a filter above, look at the closest matches below, or tell us what you are after and we will find one for you.</p>
      </div>
      {nearest ? (
        <section aria-labelledby="close-matches-title" className={styles.closest}>
          <h2 id="close-matches-title">{`Closest matches: ${countOf(nearest.count, words)}`}</h2>
          <CarCarousel label="Closest matches" moreHref={searchUrl(nearest.state, settings)}>
            {nearest.cars.map((car) => (
              <CarCard key={String(car.objectID)} car={car} settings={settings} now={scope.now} zone={site.timeZone} path={searchUrl(nearest.state, settings)} financeNoteHref={`#${COMPARISON_RATE_WARNING_ID}`} titleLevel={3} />
            ))}
          </CarCarousel>
          <ComparisonRateWarning cars={nearest.cars} settings={settings} now={scope.now} zone={site.timeZone} />
        </section>
      ) : null}
      <SiteFormSection
        site={site}
        form="general-enquiry"
        id="find-me-one"
        heading="Find me one"
        now={scope.now}
        values={findMeOneValues(lookingFor)}
        submitLabel="Find me one"
      />
    </div>
  )
}
