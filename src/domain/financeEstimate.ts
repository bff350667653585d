/**
 * Finance estimate maths: a 5-year loan of the price less
 * a 10% deposit, no balloon (final payment $0).
 *
 * The monthly repayment uses the standard amortisation formula
 *   M = P × r / (1 − (1 + r)^−n)
 * with P the amount borrowed, r the annual rate ÷ 12 ÷ 100 and n = 60 months
 * (M = P / n at 0%). It is rounded to cents, as a lender would charge it.
 * The weekly repayment is M × 12 ÷ 52, rounded to whole dollars. The total
 * payable is the deposit plus M × 60.
 */

import { DateTime } from 'luxon'

import type { SiteSettings } from './site-settings'

/** Finance estimate: a 5-year loan of the price less a 10% deposit, no final payment, the offer valid a month. */
const FINANCE_TERM_YEARS = 5
export const FINANCE_DEPOSIT_SHARE = 0.1
const FINANCE_FINAL_PAYMENT = 0
const FINANCE_OFFER_VALID_MONTHS = 1

export type RepaymentEstimate = {
  price: number
  /** Percent a year, e.g. 8.5. */
  interestRate: number
  deposit: number
  amountBorrowed: number
  termYears: number
  termMonths: number
  monthlyRepayment: number
  weeklyRepayment: number
  totalPayable: number
  finalPayment: number
}

const TERM_MONTHS = FINANCE_TERM_YEARS * 12

export function monthlyRepayment(amountBorrowed: number, interestRate: number, termMonths: number = TERM_MONTHS): number {
  const r = interestRate / 100 / 12
  const exact = r === 0 ? amountBorrowed / termMonths : (amountBorrowed * r) / (1 - (1 + r) ** -termMonths)
  return cents(exact)
}

export function repaymentEstimate(price: number, interestRate: number): RepaymentEstimate {
  const deposit = cents(price * FINANCE_DEPOSIT_SHARE)
  const amountBorrowed = cents(price - deposit)
  const monthly = monthlyRepayment(amountBorrowed, interestRate)
  return {
    price,
    interestRate,
    deposit,
    amountBorrowed,
    termYears: FINANCE_TERM_YEARS,
    termMonths: TERM_MONTHS,
    monthlyRepayment: monthly,
    weeklyRepayment: Math.round((monthly * 12) / 52),
    totalPayable: cents(deposit + monthly * TERM_MONTHS),
    finalPayment: FINANCE_FINAL_PAYMENT,
  }
}

/** The rate the repayment calculator starts with: the site's, 10 by default (8.5 on one dealer group). */
export function calculatorRate(settings: Pick<SiteSettings, 'finance'>): number {
  return settings.finance.defaultRate
}

/**
 * The offer is valid until one month from today in the site's time zone. A
 * month from 31 January is 28 (or 29) February: luxon keeps to the month's
 * last day rather than spilling into March.
 */
export function offerValidUntil(now: Date, zone: string): { date: string; text: string } {
  const until = DateTime.fromJSDate(now).setZone(zone).plus({ months: FINANCE_OFFER_VALID_MONTHS })
  if (!until.isValid) throw new RangeError(`Unknown time zone: '${zone}'`)
  return { date: until.toISODate() ?? '', text: until.setLocale('en-AU').toFormat('d MMMM yyyy') }
}

function cents(amount: number): number {
  return Math.round(amount * 100) / 100
}
