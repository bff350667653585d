
import { isSold } from '@/domain/car'
import type { RelatedCarsRule } from '@/domain/relatedCars'
import type { SiteSettings } from '@/domain/site-settings'

import { CarCard, type CardCar } from './CarCard'
import { CarCarousel } from './CarCarousel'
import { COMPARISON_RATE_WARNING_ID, ComparisonRateWarning } from './ComparisonRateWarning'

/**
 * The car page's Similar Cars or Related Cars carousel (shopper-journey §2).
 * It is the target of Find Me Something Similar (#similar-cars), so a sold
 * car keeps the section, with a way into search, even when no car matches.
 */
export function RelatedCars({ car, cars, rule, settings, now, zone, path }: { car: CardCar; cars: readonly CardCar[]; rule: RelatedCarsRule; settings: SiteSettings; now: Date; zone: string; path: string }) {
  if (cars.length === 0 && !isSold(car)) return null
  return (
    <section id="similar-cars" aria-labelledby="similar-title">
      <h2 id="similar-title">{rule.title}</h2>
      {cars.length > 0 ? (
        <CarCarousel label={rule.title}>
          {cars.map((other) => (
            <CarCard key={other.objectID} car={other} settings={settings} now={now} zone={zone} path={path} financeNoteHref={`#${COMPARISON_RATE_WARNING_ID}`} titleLevel={3} />
          ))}
        </CarCarousel>
      ) : (
        <p>
          No similar cars are listed right now. <a href="/search/new-used-and-demo-cars">Search all our cars</a>
        </p>
      )}
      <ComparisonRateWarning cars={cars} settings={settings} now={now} zone={zone} />
    </section>
  )
}
