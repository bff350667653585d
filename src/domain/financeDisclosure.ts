/**
 * The words around a repayment. Beyond the spec: Australian credit
 * advertising (National Credit Code s 146, ASIC RG 234) wants the interest
 * rate and the comparison rate beside any repayment, at least as prominent,
 * with the comparison-rate warning. Each figure is therefore a label and a
 * value of equal standing, for the page to set side by side at one size.
 *
 * The repayment calculator's example at the site's rate has no fees, so its
 * comparison rate is its interest rate; it is shown all the same, with the
 * warning, because a rate on its own is what the law does not allow.
 *
 * Each estimate carries one disclaimer. A lender's own disclaimer from the
 * feed stands in for the platform's warning when it already gives it, so the
 * shopper never reads the same warning twice in one block.
 */

import { FINANCE_DEPOSIT_SHARE, type RepaymentEstimate } from './financeEstimate'
import type { LenderEstimate } from './financeLenders'
import { dollars } from './money'

/** The loan the comparison rate is worked out on. */
export const COMPARISON_RATE_BASIS = 'Comparison rate based on a $30,000 secured loan over 5 years.'
/**
 * The warning Australian credit law (National Credit Code, Schedule 1 of the
 * National Consumer Credit Protection Act 2009, s 146) requires next to any
 * advertised comparison rate.
 */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'
/** The repayment calculator's disclaimer. */
const CALCULATOR_DISCLAIMER = 'This repayment is indicative only and is not a binding quote or an offer of finance.'

export type Figure = { label: string; value: string }

export type LenderDisclosure = {
  /** The lender's name, which heads its block. */
  lender: string
  repayment: Figure
  interestRate: Figure
  comparisonRate: Figure
  /** One text: deposit, term, final payment, total payable and how long the offer stands; the comparison rate's basis and warning; the lender's own terms. */
  disclaimer: string
}

export type CalculatorDisclosure = { repayment: Figure; interestRate: Figure; comparisonRate: Figure; disclaimer: string }

/** A lender disclaimer that already says the comparison rate is true only for its examples. */
const GIVES_WARNING = /comparison rate is true only for the examples? given/i

/** '$123/wk': a weekly repayment where space is short. */
export function perWeek(amount: number): string {
  return `${dollars(amount)}/wk`
}

/** '8.49% p.a.': rates to two places, as lenders advertise them. */
export function ratePerYear(rate: number): string {
  return `${rate.toFixed(2)}% p.a.`
}

export function lenderDisclosure(lender: LenderEstimate, validUntil: { text: string }): LenderDisclosure {
  const { estimate } = lender
  const own = lender.disclaimer?.trim() || null
  const warning = own && GIVES_WARNING.test(own) ? own : [COMPARISON_RATE_WARNING, own].filter(Boolean).join(' ')
  return {
    lender: lender.name,
    repayment: weeklyRepayment(estimate),
    interestRate: interestRate(estimate.interestRate),
    comparisonRate: comparisonRate(lender.comparisonRate),
    disclaimer:
      `Based on a ${FINANCE_DEPOSIT_SHARE * 100}% deposit of ${dollars(estimate.deposit)} and a ${estimate.termYears} year term, ` +
      `with a final payment of ${dollars(estimate.finalPayment)} and a total payable of ${dollars(estimate.totalPayable)}. ` +
      `Offer valid until ${validUntil.text}. ${COMPARISON_RATE_BASIS} ${warning}`,
  }
}

export function calculatorDisclosure(estimate: RepaymentEstimate): CalculatorDisclosure {
  return {
    repayment: weeklyRepayment(estimate),
    interestRate: interestRate(estimate.interestRate),
    comparisonRate: comparisonRate(estimate.interestRate),
    disclaimer: `${CALCULATOR_DISCLAIMER} ${COMPARISON_RATE_BASIS} ${COMPARISON_RATE_WARNING}`,
  }
}

function interestRate(rate: number): Figure {
  return { label: 'Interest rate', value: ratePerYear(rate) }
}

function comparisonRate(rate: number): Figure {
  return { label: 'Comparison rate', value: ratePerYear(rate) }
}

function weeklyRepayment(estimate: RepaymentEstimate): Figure {
  return { label: 'Weekly repayment', value: `${dollars(estimate.weeklyRepayment)} per week` }
}
