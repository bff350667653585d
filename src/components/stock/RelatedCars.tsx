
import { isSold } from '@/domain/car'
import { relatedCarsSearchPath, type RelatedCarsRule } from '@/domain/relatedCars'
import { DEFAULT_SEARCH_PATH } from '@/domain/searchPaths'
import type { SiteSettings } from '@/domain/site-settings'
import { capitalised, siteVocabulary } from '@/domain/vocabulary'

import { CarCard, type CardCar } from './CarCard'
import { CarCarousel } from './CarCarousel'
import { COMPARISON_RATE_WARNING_ID, ComparisonRateWarning } from './ComparisonRateWarning'

/**
 * The car page's Similar Cars or Related Cars carousel,
 * one carousel's worth with View all leading to the search for the rest.
 * It is the target of Find Me Something Similar (#similar-cars), so a sold
 * car keeps the section, with a way into search, even when no car matches.
 */
export function RelatedCars({ car, cars, rule, settings, now, zone, path }: { car: CardCar; cars: readonly CardCar[]; rule: RelatedCarsRule; settings: SiteSettings; now: Date; zone: string; path: string }) {
  if (cars.length === 0 && !isSold(car)) return null
  // In the site's words: Similar Caravans on a caravan dealer's car page.
  const words = siteVocabulary(settings)
  const title = rule.title.replace(/Cars$/, capitalised(words.many))
  return (
    <section id="similar-cars" aria-labelledby="similar-title">
      <h2 id="similar-title">{title}</h2>
      {cars.length > 0 ? (
        <CarCarousel label={title} moreHref={relatedCarsSearchPath(car, rule, settings)}>
          {cars.map((other) => (
            <CarCard key={other.objectID} car={other} settings={settings} now={now} zone={zone} path={path} financeNoteHref={`#${COMPARISON_RATE_WARNING_ID}`} titleLevel={3} />
          ))}
        </CarCarousel>
      ) : (
        <p>
          {`No similar ${words.many} are listed right now. `}
          <a href={DEFAULT_SEARCH_PATH}>{`Search all our ${words.many}`}</a>
        </p>
      )}
      <ComparisonRateWarning cars={cars} settings={settings} now={now} zone={zone} />
    </section>
  )
}
