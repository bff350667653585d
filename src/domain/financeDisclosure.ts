/**
 * The words around a repayment. Beyond the spec: Australian credit
 * advertising (National Credit Code s 146, ASIC RG 234) wants the interest
 * rate and the comparison rate beside any repayment, at least as prominent,
 * with the comparison-rate warning. Each figure is therefore a label and a
 * value of equal standing, for the page to set side by side at one size.
 *
 * The repayment calculator is the shopper's own sum at a rate they choose, not
 * an advertised loan, so it has no comparison rate: it shows its rate and the
 * calculator disclaimer instead.
 */

import { CALCULATOR_DISCLAIMER, COMPARISON_RATE_BASIS, COMPARISON_RATE_WARNING, FINANCE_DEPOSIT_SHARE } from './constants'
import type { RepaymentEstimate } from './financeEstimate'
import type { LenderEstimate } from './financeLenders'
import { dollars } from './money'

export type Figure = { label: string; value: string }

export type LenderDisclosure = {
  repayment: Figure
  interestRate: Figure
  comparisonRate: Figure
  /** Deposit, term, final payment, total payable and how long the offer stands. */
  terms: string
  basis: string
  warning: string
}

export type CalculatorDisclosure = { repayment: Figure; interestRate: Figure; disclaimer: string }

/** '8.49% p.a.': rates to two places, as lenders advertise them. */
export function ratePerYear(rate: number): string {
  return `${rate.toFixed(2)}% p.a.`
}

export function lenderDisclosure(lender: LenderEstimate, validUntil: { text: string }): LenderDisclosure {
  const { estimate } = lender
  return {
    repayment: weeklyRepayment(estimate),
    interestRate: { label: 'Interest rate', value: ratePerYear(estimate.interestRate) },
    comparisonRate: { label: 'Comparison rate', value: ratePerYear(lender.comparisonRate) },
    terms:
      `Based on a ${FINANCE_DEPOSIT_SHARE * 100}% deposit of ${dollars(estimate.deposit)} and a ${estimate.termYears} year term, ` +
      `with a final payment of ${dollars(estimate.finalPayment)} and a total payable of ${dollars(estimate.totalPayable)}. ` +
      `Offer valid until ${validUntil.text}.`,
    basis: COMPARISON_RATE_BASIS,
    warning: COMPARISON_RATE_WARNING,
  }
}

export function calculatorDisclosure(estimate: RepaymentEstimate): CalculatorDisclosure {
  return {
    repayment: weeklyRepayment(estimate),
    interestRate: { label: 'Interest rate', value: ratePerYear(estimate.interestRate) },
    disclaimer: CALCULATOR_DISCLAIMER,
  }
}

function weeklyRepayment(estimate: RepaymentEstimate): Figure {
  return { label: 'Weekly repayment', value: `${dollars(estimate.weeklyRepayment)} per week` }
}
