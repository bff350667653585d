import type { Car } from '@/domain/car'
import { FactList } from '@/components/content/FactList'
import { calculatorDisclosure, lenderDisclosure } from '@/domain/financeDisclosure'
import { offerValidUntil, type RepaymentEstimate } from '@/domain/financeEstimate'
import { carFinanceEstimate, type FinancedCar } from '@/domain/financeLenders'
import type { SiteSettings } from '@/domain/site-settings'

import styles from './FinanceCard.module.css'

/**
 * The car page's finance card: each eligible
 * lender's weekly estimate under its name, with its rates, terms and one
 * disclaimer; without a lender quote, the calculator's estimate at the site's
 * default rate. Nothing when there is no estimate (src/domain/financeLenders.ts).
 */
export function FinanceCard({ car, settings, now, zone }: { car: Car & FinancedCar; settings: SiteSettings; now: Date; zone: string }) {
  const finance = carFinanceEstimate(car, settings, { now, zone })
  if (!finance) return null
  const validUntil = offerValidUntil(now, zone)
  return (
    <section id="finance" className={styles.card} aria-labelledby="finance-title">
      <h2 id="finance-title">Finance</h2>
      {finance.kind === 'lenders' ? (
        finance.lenders.map((lender) => {
          const disclosure = lenderDisclosure(lender, validUntil)
          return (
            <div key={lender.provider} className={styles.lender}>
              <h3>{disclosure.lender}</h3>
              {lender.label ? <p className={styles.label}>{lender.label}</p> : null}
              {/* Repayment and both rates side by side at one size: the law wants the rates as prominent as the repayment. */}
              <FactList facts={[disclosure.repayment, disclosure.interestRate, disclosure.comparisonRate]} className={styles.figures ?? ''} />
              <p className={styles.terms}>{disclosure.disclaimer}</p>
            </div>
          )
        })
      ) : (
        <CalculatorEstimate estimate={finance.estimate} />
      )}
    </section>
  )
}

function CalculatorEstimate({ estimate }: { estimate: RepaymentEstimate }) {
  const disclosure = calculatorDisclosure(estimate)
  return (
    <div className={styles.lender}>
      <FactList facts={[disclosure.repayment, disclosure.interestRate, disclosure.comparisonRate]} className={styles.figures ?? ''} />
      <p className={styles.terms}>{disclosure.disclaimer}</p>
    </div>
  )
}
