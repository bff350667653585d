/**
 * The finance line on a car card:
 * the first eligible lender's weekly repayment, in the site's lender order,
 * with its interest rate and comparison rate beside it as figures of equal
 * standing (National Credit Code s 146, ASIC RG 234: any advertised repayment
 * or rate needs the comparison rate, at least as prominent, and its warning,
 * which the card reaches by a footnote).
 *
 * Same eligibility and "no estimate" rules as the car page's finance card
 * (lenderEstimates). Unlike that card, no calculator estimate: a result list
 * quotes only lenders' offers, and the calculator's "indicative only" sum
 * stays on the car page beside its disclaimer.
 */

import { perWeek, ratePerYear, type Figure } from './financeDisclosure'
import { lenderEstimates, type FinancedCar } from './financeLenders'
import type { SiteSettings } from './site-settings'

export type CardFinance = {
  repayment: Figure
  interestRate: Figure
  comparisonRate: Figure
  /** The card's one line, short enough for a card three to a row: '$123/wk · 6.99% p.a. · 7.45% comp.', the comparison rate's label being the card's to add. */
  line: { repayment: string; interestRate: string; comparisonRate: string }
}

export function cardFinance(car: FinancedCar, settings: Pick<SiteSettings, 'finance'>, when: { now: Date; zone: string }): CardFinance | null {
  const [lender] = lenderEstimates(car, settings, when)
  if (!lender) return null
  const weekly = perWeek(lender.estimate.weeklyRepayment)
  return {
    repayment: { label: 'Weekly', value: weekly },
    interestRate: { label: 'Interest rate', value: ratePerYear(lender.estimate.interestRate) },
    comparisonRate: { label: 'Comparison rate', value: ratePerYear(lender.comparisonRate) },
    line: { repayment: weekly, interestRate: ratePerYear(lender.estimate.interestRate), comparisonRate: `${lender.comparisonRate.toFixed(2)}%` },
  }
}
