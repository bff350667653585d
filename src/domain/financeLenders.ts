/**
 * Which lenders' estimates a car shows.
 *
 * A site shows the lenders listed in its finance settings, in that order,
 * and only those the car has a quote from. Each lender has a rule:
 * - pre-approval ('Pre-Approved' card): a car newer than the current year
 *   minus 12, priced above $500, available, with a comparison rate;
 * - available: the car is available (two lenders the spec does not name);
 * - price-and-available: priced above $500 and available (manual, angle, the
 *   manufacturer's finance provider, and any lender without a rule of its own).
 * No estimate at all when the quote lacks its interest or comparison rate,
 * for makes listed in NO_FINANCE_ESTIMATE_MAKES, or on sites that hide
 * estimates. A car without a price above $10 has nothing to estimate on.
 * A car with no quote from the site's lenders gets the repayment calculator's
 * estimate at the site's rate instead; a car whose quote lacks a rate gets
 * neither (carFinanceEstimate).
 * "Current year" is the year in the site's time zone.
 *
 * The repayment is worked out from the lender's interest rate with the
 * estimate maths (financeEstimate.ts) rather than copied from the quote's
 * paymentWeek, so the weekly figure, deposit, total payable and rates on the
 * card always agree with one another.
 */

import { DateTime } from 'luxon'

import { isAvailable, isSold, type Car, type FinanceQuote } from './car'
import { calculatorRate, repaymentEstimate, type RepaymentEstimate } from './financeEstimate'
import { isShownPrice } from './priceDisplay'
import type { SiteSettings } from './site-settings'

/** Lender eligibility: the pre-approval card wants a car newer than this many years, and most lenders a price above $500. */
const PRE_APPROVAL_MAX_AGE_YEARS = 12
const LENDER_PRICE_ABOVE = 500
const PRE_APPROVED_LABEL = 'Pre-Approved'
/**
 * The names shoppers read on each lender's estimate, by finance_lenders key.
 * 'generic' and 'manual' are the dealer's own finance (a standard rate and a
 * rate the dealer sets by hand); a key not listed is named from the key itself.
 */
const LENDER_NAMES: Readonly<Record<string, string>> = {
  generic: 'Dealer Finance',
  manual: 'Dealer Special Rate',
  angle: 'Angle Finance',
  'pre-approved': 'Pre-Approved Finance',
}
/**
 * How each finance_lenders key decides whether a car gets its estimate.
 * The spec names only 'manual' and 'angle'; a key not
 * listed gets 'price-and-available', the rule of four of the six named lenders.
 */
const FINANCE_LENDER_RULES: Readonly<Record<string, 'pre-approval' | 'available' | 'price-and-available'>> = {
  'pre-approved': 'pre-approval',
  manual: 'price-and-available',
  angle: 'price-and-available',
}
/**
 * Makes whose cars never show a finance estimate. The spec says one
 * manufacturer's cars but does not name it, so none is listed until the
 * business does.
 */
const NO_FINANCE_ESTIMATE_MAKES: readonly string[] = []

export type LenderRule = (typeof FINANCE_LENDER_RULES)[string]

export type FinancedCar = Pick<Car, 'make' | 'year' | 'price' | 'status' | 'sold' | 'finance_lenders'>

export type LenderEstimate = {
  provider: string
  /** The lender as shoppers read it: 'Angle Finance'. */
  name: string
  /** 'Pre-Approved' on the pre-approval card. */
  label: string | null
  comparisonRate: number
  disclaimer: string | null
  estimate: RepaymentEstimate
}

/** What a car page's finance card shows: the lenders' estimates, the calculator's, or nothing. */
export type CarFinanceEstimate = { kind: 'lenders'; lenders: LenderEstimate[] } | { kind: 'calculator'; estimate: RepaymentEstimate }

export function lenderRule(provider: string): LenderRule {
  return FINANCE_LENDER_RULES[provider] ?? 'price-and-available'
}

export function meetsLenderRule(
  car: Omit<FinancedCar, 'finance_lenders'>,
  quote: FinanceQuote,
  rule: LenderRule,
  { now, zone }: { now: Date; zone: string },
): boolean {
  if (!isAvailable(car)) return false
  if (rule === 'available') return true
  const priced = typeof car.price === 'number' && car.price > LENDER_PRICE_ABOVE
  if (rule === 'price-and-available') return priced
  const currentYear = DateTime.fromJSDate(now).setZone(zone).year
  return priced && typeof car.year === 'number' && car.year > currentYear - PRE_APPROVAL_MAX_AGE_YEARS && typeof quote.comparisonRate === 'number'
}

/** Estimates are off for the whole site, for the car's make, or for a sold car (nobody can finance it any more). */
export function showsFinanceEstimates(
  car: Pick<Car, 'make' | 'status' | 'sold'>,
  settings: Pick<SiteSettings, 'finance'>,
  noEstimateMakes: readonly string[] = NO_FINANCE_ESTIMATE_MAKES,
): boolean {
  if (isSold(car)) return false
  const make = car.make.trim().toLowerCase()
  return !settings.finance.hideEstimates && !noEstimateMakes.some((excluded) => excluded.trim().toLowerCase() === make)
}

export function lenderEstimates(car: FinancedCar, settings: Pick<SiteSettings, 'finance'>, when: { now: Date; zone: string }): LenderEstimate[] {
  if (!showsFinanceEstimates(car, settings) || !isShownPrice(car.price)) return []
  const price = car.price
  return settings.finance.providers.flatMap((provider) => {
    const quote = car.finance_lenders?.[provider]
    if (!quote || typeof quote.interestRate !== 'number' || typeof quote.comparisonRate !== 'number') return []
    const rule = lenderRule(provider)
    if (!meetsLenderRule(car, quote, rule, when)) return []
    return [{
      provider,
      name: lenderName(provider),
      label: rule === 'pre-approval' ? PRE_APPROVED_LABEL : null,
      comparisonRate: quote.comparisonRate,
      disclaimer: quote.disclaimer?.trim() || null,
      estimate: repaymentEstimate(price, quote.interestRate),
    }]
  })
}

/** 'Angle Finance'; a lender the platform does not know by its key: 'toyota-finance' → 'Toyota Finance'. */
export function lenderName(provider: string): string {
  return LENDER_NAMES[provider] ?? provider.replace(/[-_]+/g, ' ').replace(/(^|\s)([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
}

function lacksRate(quote: FinanceQuote | null | undefined): boolean {
  return !!quote && (typeof quote.interestRate !== 'number' || typeof quote.comparisonRate !== 'number')
}

export function carFinanceEstimate(car: FinancedCar, settings: Pick<SiteSettings, 'finance'>, when: { now: Date; zone: string }): CarFinanceEstimate | null {
  if (!showsFinanceEstimates(car, settings) || !isShownPrice(car.price)) return null
  const lenders = lenderEstimates(car, settings, when)
  if (lenders.length > 0) return { kind: 'lenders', lenders }
  if (settings.finance.providers.some((provider) => lacksRate(car.finance_lenders?.[provider]))) return null
  return { kind: 'calculator', estimate: repaymentEstimate(car.price, calculatorRate(settings)) }
}
