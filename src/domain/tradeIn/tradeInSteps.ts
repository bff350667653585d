/**
 * The trade-in form's steps: the car, its
 * condition, the shopper's details (sent as the trade-in lead), then the
 * valuation with the offer to accept. One set of form values feeds two
 * checks: the valuation request (valuationRequest.ts) and the lead
 * (leads/tradeInForm.ts), each taking only its own fields, as both are strict.
 */

import type { Vocabulary } from '../vocabulary'
import type { ValuationRequestInput } from './valuationRequest'

export const TRADE_IN_STEPS = [
  { key: 'car', title: 'Your car' },
  { key: 'condition', title: 'Its condition' },
  { key: 'details', title: 'Your details' },
  { key: 'valuation', title: 'Your valuation' },
] as const

export type TradeInStep = (typeof TRADE_IN_STEPS)[number]['key']

/** The steps' titles as the shopper reads them: the first names what the site sells ("Your caravan"). */
export function tradeInStepTitles(words: Pick<Vocabulary, 'one'>): string[] {
  return TRADE_IN_STEPS.map((step) => (step.key === 'car' ? `Your ${words.one}` : step.title))
}

/** The fields the trade-in lead carries (leads/tradeInForm.ts), in the order the dealer reads them. */
export const TRADE_IN_LEAD_FIELDS = [
  'name', 'last_name', 'postcode', 'phone', 'email', 'PreferredContactMethod', 'finance', 'location_id', 'dealership_slug',
  'kms', 'rego', 'regoState', 'make', 'model', 'year', 'badge', 'adjustmentAnswers', 'terms_conditions', 'car_id', 'url', 'source', 'user_agent', 'lead_attributes',
] as const

type FormValues = Record<string, unknown>

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * The valuation request for the form's values: by year, make and model when
 * the shopper named the car (a plate needs an outside registry), else by the
 * plate. Unanswered condition questions are left out: they change nothing.
 */
export function valuationRequestOf(values: FormValues): ValuationRequestInput {
  const answers = Object.fromEntries(Object.entries((values.adjustmentAnswers ?? {}) as FormValues).filter(([, answer]) => filled(answer)))
  const common = { kms: values.kms as string, adjustmentAnswers: answers }
  if (filled(values.make) || filled(values.model) || filled(values.year)) {
    return { identifyBy: 'vehicle', make: values.make as string, model: values.model as string, year: values.year as string, badge: filled(values.badge) ? values.badge : undefined, ...common }
  }
  return { identifyBy: 'rego', rego: values.rego as string, regoState: values.regoState as never, ...common }
}

/** The lead's fields of the form's values; empty selects are left out so an optional one stays unset. */
export function tradeInLeadOf(values: FormValues): FormValues {
  const lead: FormValues = {}
  for (const field of TRADE_IN_LEAD_FIELDS) {
    const value = values[field]
    if (value === undefined || value === '') continue
    lead[field] = value
  }
  return lead
}
