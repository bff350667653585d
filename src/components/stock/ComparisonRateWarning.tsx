import { COMPARISON_RATE_BASIS, COMPARISON_RATE_WARNING } from '@/domain/financeDisclosure'
import type { SiteSettings } from '@/domain/site-settings'

import { cardFinanceLine, type CardCar } from './CarCard'
import styles from './ComparisonRateWarning.module.css'

/** Its id, for a card's "Comparison rate warning" link on the same page. */
export const COMPARISON_RATE_WARNING_ID = 'comparison-rate-warning'

/**
 * The comparison-rate warning once under a list of cards, when any of their
 * finance lines quotes rates (National Credit Code s 146). A page that
 * renders it passes `financeNoteHref={`#${COMPARISON_RATE_WARNING_ID}`}` to its cards
 * (a page with several lists gives each warning an id of its own).
 */
export function ComparisonRateWarning({ cars, settings, now, zone, id = COMPARISON_RATE_WARNING_ID }: { cars: readonly CardCar[]; settings: SiteSettings; now: Date; zone: string; id?: string }) {
  if (!cars.some((car) => cardFinanceLine(car, settings, { now, zone }) !== null)) return null
  return (
    <p id={id} className={styles.warning}>
      {COMPARISON_RATE_BASIS} {COMPARISON_RATE_WARNING}
    </p>
  )
}
