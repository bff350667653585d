/**
 * Finance advertised by an offer or a promo card. Australian credit law
 * (National Credit Code s 146, ASIC RG 234): an advertised interest rate must
 * carry its comparison rate, at least as prominent, with the comparison's
 * basis and warning. So a rate lives in structured fields, both rates render
 * side by side at one size, and nothing is published whose rate stands alone:
 * not a rate field without its comparison rate, nor a headline or text that
 * quotes a rate while the comparison rate is empty.
 */

import { COMPARISON_RATE_BASIS, COMPARISON_RATE_WARNING, ratePerYear, type Figure } from './financeDisclosure'
import { dollars } from './money'

export type TermUnit = 'months' | 'years'

export type AdvertisedFinance = {
  /** % p.a. */
  interestRate?: number | null
  /** % p.a., the interest rate with the loan's fees worked in. */
  comparisonRate?: number | null
  term?: number | null
  termUnit?: TermUnit | null
  amountFinanced?: number | null
  /** The loan the comparison rate is worked out on; empty: the platform's standard $30,000 5-year secured loan. */
  comparisonBasis?: string | null
}

/** Rates above this are a typing slip (a comparison rate of 745 for 7.45), not a loan anyone advertises. */
const HIGHEST_RATE = 48

const PERCENT = String.raw`\d{1,2}(?:\.\d{1,2})?\s*%`
/** A percentage that is a deposit, discount or balloon, not a rate. */
const NOT_A_RATE = String.raw`(?!\s*(?:deposit|off\b|discount|balloon|residual|cash))`
/**
 * Wording that advertises a rate: a percentage followed by "p.a.", "per annum",
 * "comparison", "interest", "APR", "rate" or "finance" ("6.99% p.a.", "0% finance"),
 * or finance, rate or interest wording followed by a percentage ("finance from 4.99%",
 * "comparison rate 7.45%"). "10% off" and "10% deposit" are not rates.
 */
const RATE_WORDING = [
  new RegExp(String.raw`${PERCENT}\s*(?:p\.?\s?a\b\.?|per\s+(?:annum|year)|comp(?:arison)?\b|interest|apr\b|rate\b|finance\b)`, 'i'),
  new RegExp(String.raw`\b(?:finance|rates?|interest|apr)\b[^%.\d]{0,24}?${PERCENT}${NOT_A_RATE}`, 'i'),
]

/** The words in a text that advertise a rate ('6.99% p.a.'), or null. */
export function advertisedRateIn(text: string | null | undefined): string | null {
  if (!text) return null
  for (const pattern of RATE_WORDING) {
    const found = pattern.exec(text)
    if (found) return found[0].trim()
  }
  return null
}

const isRate = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)

function outOfRange(rate: number | null | undefined): boolean {
  return isRate(rate) && (rate < 0 || rate > HIGHEST_RATE)
}

const RANGE_MESSAGE = `Enter the rate as a percentage a year between 0 and ${HIGHEST_RATE}, e.g. 6.99.`

/** What is wrong with the interest rate field, or null. */
export function interestRateProblem(finance: AdvertisedFinance | null | undefined): string | null {
  if (outOfRange(finance?.interestRate)) return RANGE_MESSAGE
  if (isRate(finance?.comparisonRate) && !isRate(finance?.interestRate)) return 'Add the interest rate this comparison rate is for, or clear the comparison rate.'
  return null
}

/** What is wrong with the comparison rate field: a rate needs its comparison rate, and the comparison rate (with fees) is never below the rate. */
export function comparisonRateProblem(finance: AdvertisedFinance | null | undefined): string | null {
  if (outOfRange(finance?.comparisonRate)) return RANGE_MESSAGE
  if (isRate(finance?.interestRate) && !isRate(finance?.comparisonRate)) {
    return 'Add the comparison rate: an interest rate may only be advertised with its comparison rate beside it.'
  }
  if (isRate(finance?.interestRate) && isRate(finance?.comparisonRate) && finance.comparisonRate < finance.interestRate) {
    return 'The comparison rate includes the loan’s fees, so it is never below the interest rate: check the two rates are not swapped.'
  }
  return null
}

/** A text (headline, description, alt text) that quotes a rate is refused unless the structured comparison rate is filled in. */
export function textRateProblem(what: string, text: string | null | undefined, finance: AdvertisedFinance | null | undefined): string | null {
  const rate = advertisedRateIn(text)
  if (!rate || (isRate(finance?.interestRate) && isRate(finance?.comparisonRate))) return null
  return `The ${what} advertises a rate ("${rate}"): fill in the interest rate and comparison rate under Finance, so both show side by side with the comparison rate warning, or take the rate out of the ${what}.`
}

export type AdvertisedRates = {
  interestRate: Figure
  comparisonRate: Figure
  /** The loan's own example, when the offer gives one: 'Example: $35,000 financed over 5 years.' */
  example: string | null
  /** The comparison rate's basis, then the warning. */
  warning: string
}

function termText(term: number, unit: TermUnit): string {
  const word = unit === 'months' ? 'month' : 'year'
  return `${term} ${word}${term === 1 ? '' : 's'}`
}

function exampleText(finance: AdvertisedFinance): string | null {
  const amount = isRate(finance.amountFinanced) && finance.amountFinanced > 0 ? dollars(finance.amountFinanced) : null
  const term = isRate(finance.term) && finance.term > 0 ? termText(finance.term, finance.termUnit ?? 'years') : null
  if (amount && term) return `Example: ${amount} financed over ${term}.`
  if (amount) return `Example: ${amount} financed.`
  if (term) return `Example: a ${term} term.`
  return null
}

/** What an offer or card shows of its finance: both rates as figures of equal standing, the example, basis and warning; null without both rates. */
export function advertisedRates(finance: AdvertisedFinance | null | undefined): AdvertisedRates | null {
  if (!finance || !isRate(finance.interestRate) || !isRate(finance.comparisonRate)) return null
  const own = finance.comparisonBasis?.trim()
  const basis = own ? (/[.!]$/.test(own) ? own : `${own}.`) : COMPARISON_RATE_BASIS
  return {
    interestRate: { label: 'Interest rate', value: ratePerYear(finance.interestRate) },
    comparisonRate: { label: 'Comparison rate', value: ratePerYear(finance.comparisonRate) },
    example: exampleText(finance),
    warning: `${basis} ${COMPARISON_RATE_WARNING}`,
  }
}
