import type { Car } from '@/domain/car'
import { FactList } from '@/components/content/FactList'
import { calculatorDisclosure, lenderDisclosure } from '@/domain/financeDisclosure'
import { calculatorRate, offerValidUntil, repaymentEstimate } from '@/domain/financeEstimate'
import { lenderEstimates, showsFinanceEstimates, type FinancedCar } from '@/domain/financeLenders'
import { isShownPrice } from '@/domain/priceDisplay'
import type { SiteSettings } from '@/domain/site-settings'

import styles from './FinanceCard.module.css'

/**
 * The car page's finance card (shopper-journey §2, §9): each eligible
 * lender's weekly estimate with its rates, terms and the comparison-rate
 * warning; without one, the calculator's estimate at the site's default rate
 * with its disclaimer. Nothing when estimates are off for the site or make,
 * or the car has no shown price.
 */
export function FinanceCard({ car, settings, now, zone }: { car: Car & FinancedCar; settings: SiteSettings; now: Date; zone: string }) {
  if (!showsFinanceEstimates(car, settings) || !isShownPrice(car.price)) return null
  const lenders = lenderEstimates(car, settings, { now, zone })
  const validUntil = offerValidUntil(now, zone)
  return (
    <section id="finance" className={styles.card} aria-labelledby="finance-title">
      <h2 id="finance-title">Finance</h2>
      {lenders.length > 0 ? (
        lenders.map((lender) => {
          const disclosure = lenderDisclosure(lender, validUntil)
          return (
            <div key={lender.provider} className={styles.lender}>
              {lender.label ? <p className={styles.label}>{lender.label}</p> : null}
              {/* Repayment and both rates side by side at one size: the law wants the rates as prominent as the repayment. */}
              <FactList facts={[disclosure.repayment, disclosure.interestRate, disclosure.comparisonRate]} className={styles.figures ?? ''} />
              <p className={styles.terms}>{disclosure.terms}</p>
              <p className={styles.terms}>
                {disclosure.basis} {disclosure.warning}
              </p>
              {lender.disclaimer ? <p className={styles.terms}>{lender.disclaimer}</p> : null}
            </div>
          )
        })
      ) : (
        <CalculatorEstimate price={car.price as number} rate={calculatorRate(settings)} />
      )}
    </section>
  )
}

function CalculatorEstimate({ price, rate }: { price: number; rate: number }) {
  const disclosure = calculatorDisclosure(repaymentEstimate(price, rate))
  return (
    <div className={styles.lender}>
      <FactList facts={[disclosure.repayment, disclosure.interestRate]} className={styles.figures ?? ''} />
      <p className={styles.terms}>{disclosure.disclaimer}</p>
    </div>
  )
}
