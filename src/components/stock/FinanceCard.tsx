import { Fragment } from 'react'

import type { Car } from '@/domain/car'
import { FactList } from '@/components/content/FactList'
import { calculatorDisclosure, lenderDisclosure, perWeek, type LenderDisclosure } from '@/domain/financeDisclosure'
import { offerValidUntil, type RepaymentEstimate } from '@/domain/financeEstimate'
import { carFinanceEstimate, type FinancedCar, type LenderEstimate } from '@/domain/financeLenders'
import type { SiteSettings } from '@/domain/site-settings'

import styles from './FinanceCard.module.css'

/**
 * The car page's finance card: one estimate at a time. With several eligible
 * lenders, "Compare lenders" lists each with its weekly repayment and swaps
 * the estimate below to the one chosen, so a phone shows one block, not one
 * per lender. Radio buttons and CSS do the swapping: it works before (and
 * without) any script, and keyboards and screen readers know radio groups.
 * Without a lender quote, the calculator's estimate at the site's default
 * rate. Nothing when there is no estimate (src/domain/financeLenders.ts).
 */
export function FinanceCard({ car, settings, now, zone }: { car: Car & FinancedCar; settings: SiteSettings; now: Date; zone: string }) {
  const finance = carFinanceEstimate(car, settings, { now, zone })
  if (!finance) return null
  const validUntil = offerValidUntil(now, zone)
  const lenders = finance.kind === 'lenders' ? finance.lenders.map((lender) => ({ lender, disclosure: lenderDisclosure(lender, validUntil) })) : []
  return (
    <section id="finance" className={styles.card} aria-labelledby="finance-title">
      <h2 id="finance-title">Finance</h2>
      {finance.kind === 'calculator' ? (
        <CalculatorEstimate estimate={finance.estimate} />
      ) : lenders.length === 1 ? (
        <LenderEstimateView {...lenders[0]!} named />
      ) : (
        <fieldset className={styles.compare}>
          <legend>Compare lenders</legend>
          {/* Each choice, its label, then its estimate: the checked choice shows the estimate after its label (FinanceCard.module.css). */}
          {lenders.map(({ lender, disclosure }, index) => (
            <Fragment key={lender.provider}>
              <input type="radio" name="finance-lender" id={`finance-lender-${lender.provider}`} value={lender.provider} defaultChecked={index === 0} />
              <label htmlFor={`finance-lender-${lender.provider}`}>
                {disclosure.lender}
                <strong>{perWeek(lender.estimate.weeklyRepayment)}</strong>
              </label>
              <LenderEstimateView lender={lender} disclosure={disclosure} />
            </Fragment>
          ))}
        </fieldset>
      )}
    </section>
  )
}

function LenderEstimateView({ lender, disclosure, named = false }: { lender: LenderEstimate; disclosure: LenderDisclosure; named?: boolean }) {
  return (
    <div className={styles.lender} data-finance-rates="" data-lender={lender.provider}>
      {named ? <h3>{disclosure.lender}</h3> : null}
      {lender.label ? <p className={styles.label}>{lender.label}</p> : null}
      {/* Repayment and both rates side by side at one size: the law wants the rates as prominent as the repayment. */}
      <FactList facts={[disclosure.repayment, disclosure.interestRate, disclosure.comparisonRate]} className={styles.figures ?? ''} />
      <p className={styles.terms}>{disclosure.disclaimer}</p>
    </div>
  )
}

function CalculatorEstimate({ estimate }: { estimate: RepaymentEstimate }) {
  const disclosure = calculatorDisclosure(estimate)
  return (
    <div className={styles.lender} data-finance-rates="">
      <FactList facts={[disclosure.repayment, disclosure.interestRate, disclosure.comparisonRate]} className={styles.figures ?? ''} />
      <p className={styles.terms}>{disclosure.disclaimer}</p>
    </div>
  )
}
