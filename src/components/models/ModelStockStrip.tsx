import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { CarCarousel } from '@/components/stock/CarCarousel'
import { ComparisonRateWarning } from '@/components/stock/ComparisonRateWarning'
import { inStockLine } from '@/domain/modelStock'
import type { SiteSettings } from '@/domain/site-settings'

import styles from './ModelStockStrip.module.css'

type Props = {
  title: string
  /** The stock's count and lowest price, when the page does not state them already (the make's stock, not the model's). */
  summary: { count: number; fromPrice: number | null } | null
  cars: readonly CardCar[]
  /** The search holding all of them. */
  href: string
  settings: SiteSettings
  now: Date
  zone: string
  /** The page the cards are on, to come back to after signing in to save one. */
  path: string
}

const WARNING_ID = 'model-stock-comparison-rate'

/** A strip of the stock's cars for sale (under its count and lowest price, when given), with View all leading to the search that holds the rest. */
export function ModelStockStrip({ title, summary, cars, href, settings, now, zone, path }: Props) {
  return (
    <section className={styles.section} aria-labelledby="model-stock-strip">
      <div className={styles.head}>
        <h2 id="model-stock-strip" className={styles.title}>
          {title}
        </h2>
        {summary ? <p className={styles.count}>{inStockLine(summary.count, summary.fromPrice)}</p> : null}
      </div>
      {cars.length > 0 ? (
        <CarCarousel label={title} moreHref={href}>
          {cars.map((car) => (
            <CarCard key={String(car.objectID)} car={car} settings={settings} now={now} zone={zone} path={path} financeNoteHref={`#${WARNING_ID}`} titleLevel={3} />
          ))}
        </CarCarousel>
      ) : (
        <p>
          <a href={href}>View all</a>
        </p>
      )}
      <ComparisonRateWarning cars={cars} settings={settings} now={now} zone={zone} id={WARNING_ID} />
    </section>
  )
}
