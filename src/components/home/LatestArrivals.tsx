
import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { CarCarousel } from '@/components/stock/CarCarousel'
import { COMPARISON_RATE_WARNING_ID, ComparisonRateWarning } from '@/components/stock/ComparisonRateWarning'
import type { SiteSettings } from '@/domain/site-settings'

import styles from './HomeSections.module.css'

/** The newest listed cars, in a carousel of cards, with a way into all the stock. */
export function LatestArrivals({ cars, settings, now, zone, searchHref }: { cars: readonly CardCar[]; settings: SiteSettings; now: Date; zone: string; searchHref: string }) {
  if (cars.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="latest-title">
      <div className={styles.head}>
        <h2 id="latest-title" className={styles.heading}>
          Latest arrivals
        </h2>
        <a href={searchHref} className={styles.more}>
          View all stock
        </a>
      </div>
      <CarCarousel label="Latest arrivals">
        {cars.map((car, at) => (
          // The first photo may be the largest thing in a wide screen's first view: it loads first.
          <CarCard key={String(car.objectID)} car={car} settings={settings} now={now} zone={zone} path="/" financeNoteHref={`#${COMPARISON_RATE_WARNING_ID}`} titleLevel={3} firstInView={at === 0} />
        ))}
      </CarCarousel>
      <ComparisonRateWarning cars={cars} settings={settings} now={now} zone={zone} />
    </section>
  )
}
