import type { CardFinance } from '@/domain/cardFinance'

import styles from './FinanceSummary.module.css'

/**
 * The panel's finance line: the weekly repayment with its interest rate and
 * comparison rate beside it at one size, and the way to the finance card's
 * terms and comparison-rate warning.
 */
export function FinanceSummary({ finance, detailsHref }: { finance: CardFinance; detailsHref: string }) {
  return (
    <div className={styles.summary} data-finance-rates="">
      <dl className={styles.figures}>
        {[finance.repayment, finance.interestRate, finance.comparisonRate].map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <a className={styles.note} href={detailsHref}>
        Finance terms and comparison rate warning
      </a>
    </div>
  )
}
