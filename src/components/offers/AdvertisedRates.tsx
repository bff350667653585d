import type { AdvertisedRates as Rates } from '@/domain/advertisedRates'

import styles from './AdvertisedRates.module.css'

/**
 * An offer's or promo card's advertised finance: the interest rate and the
 * comparison rate side by side at one size and weight, then the loan's
 * example, the comparison rate's basis and its warning. `size` matches the
 * headline the rate may also appear in ('page' beside an h1), so the
 * comparison rate is never less prominent than any rate on the page.
 * `data-finance-rates` marks the group a rate and its comparison rate share.
 */
export function AdvertisedRates({ rates, size = 'card', className }: { rates: Rates; size?: 'card' | 'page' | 'tile'; className?: string }) {
  return (
    <div className={[styles.rates, styles[size], className].filter(Boolean).join(' ')} data-finance-rates="">
      <dl>
        {[rates.interestRate, rates.comparisonRate].map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p>{[rates.example, rates.warning].filter(Boolean).join(' ')}</p>
    </div>
  )
}
