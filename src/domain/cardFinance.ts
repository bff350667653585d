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

import { ratePerYear, type Figure } from './financeDisclosure'
import { lenderEstimates, type FinancedCar } from './financeLenders'
import { dollars } from './money'
import type { SiteSettings } from './site-settings'

export type CardFinance = { repayment: Figure; interestRate: Figure; comparisonRate: Figure }

export function cardFinance(car: FinancedCar, settings: Pick<SiteSettings, 'finance'>, when: { now: Date; zone: string }): CardFinance | null {
  const [lender] = lenderEstimates(car, settings, when)
  if (!lender) return null
  return {
    repayment: { label: 'Weekly', value: `${dollars(lender.estimate.weeklyRepayment)}/wk` },
    interestRate: { label: 'Interest rate', value: ratePerYear(lender.estimate.interestRate) },
    comparisonRate: { label: 'Comparison rate', value: ratePerYear(lender.comparisonRate) },
  }
}
