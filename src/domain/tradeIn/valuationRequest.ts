/**
 * What the trade-in form sends for a valuation (rego and regoState, or id;
 * kms and adjustmentAnswers): the car by its plate and
 * state, or by its year, make, model and variant, with the odometer and the
 * condition answers. The browser and POST /api/trade-in/valuation check it
 * with the same schema, so each answer's message is the one the shopper sees.
 */

import { DateTime } from 'luxon'
import { z } from 'zod'

import { AUSTRALIAN_STATES } from '../australianAddress'
import { LEAD_LIMITS, LEAD_MESSAGES } from '../leads/formWording'
import { wholeNumber } from '../leads/fields'
import { rego } from '../leads/leadPayload'
import { ADJUSTMENT_QUESTIONS, type AdjustmentAnswers } from './adjustments'
import { catalogueVehicleId } from './catalogueVehicle'
import type { ValuationRequest } from './valuationProvider'

/** The oldest model year the form takes: older cars get no online estimate anyway, but may still be named. */
export const OLDEST_MODEL_YEAR = 1950

/**
 * The newest model year a trade-in may have: next year's models are on sale
 * from mid-year, so the current year in the dealer's zone, plus one.
 */
export function latestModelYear(now: Date, timeZone: string): number {
  return DateTime.fromJSDate(now).setZone(timeZone).year + 1
}

/**
 * The zone a lead's form has no site zone for: the first Australian zone into
 * a new year, so no Australian site's latest model year is ever refused.
 */
export const EARLIEST_AUSTRALIAN_ZONE = 'Australia/Lord_Howe'

export const TRADE_IN_MESSAGES = {
  make: 'Please enter the car’s make, e.g. Toyota.',
  model: 'Please enter the car’s model, e.g. Corolla.',
  year: (latest: number) => `Please enter the year the car was built, between ${OLDEST_MODEL_YEAR} and ${latest}.`,
  answer: 'Please choose one of the listed answers.',
  identifyBy: 'Please look the car up by its registration or by its make and model.',
} as const

const shortText = (message: string) => z.string({ error: message }).trim().min(1, message).max(LEAD_LIMITS.shortText, LEAD_MESSAGES.tooLong(LEAD_LIMITS.shortText))

/** One question's answers, as the adjustments table lists them. */
function answerOf<Q extends keyof typeof ADJUSTMENT_QUESTIONS>(question: Q) {
  const answers = Object.keys(ADJUSTMENT_QUESTIONS[question].answers) as [string, ...string[]]
  return z.enum(answers, { error: TRADE_IN_MESSAGES.answer }).optional()
}

const adjustmentAnswers = z
  .object({
    serviceHistory: answerOf('serviceHistory'),
    bodyDamage: answerOf('bodyDamage'),
    mechanicalIssues: answerOf('mechanicalIssues'),
    interior: answerOf('interior'),
  })
  .strict()

/** The plate and its state: the trade-in lead needs them whichever way the car is valued. */
export const plateSchema = z.object({
  rego: z.string({ error: LEAD_MESSAGES.regoRequired }).pipe(rego.min(1, LEAD_MESSAGES.regoRequired)),
  regoState: z.enum(AUSTRALIAN_STATES, { error: LEAD_MESSAGES.regoState }),
})

/** `latestYear`: the current year in the dealer's zone plus one, as next year's models are sold from mid-year. */
export function valuationRequestSchema(latestYear: number) {
  const common = {
    kms: wholeNumber({ min: 0, max: LEAD_LIMITS.kilometres, message: LEAD_MESSAGES.kilometres }),
    adjustmentAnswers: adjustmentAnswers.optional(),
  }
  const byRego = z
    .object({
      identifyBy: z.literal('rego'),
      ...plateSchema.shape,
      ...common,
    })
    .strict()
  const byIdentity = z
    .object({
      identifyBy: z.literal('vehicle'),
      make: shortText(TRADE_IN_MESSAGES.make),
      model: shortText(TRADE_IN_MESSAGES.model),
      year: wholeNumber({ min: OLDEST_MODEL_YEAR, max: latestYear, message: TRADE_IN_MESSAGES.year(latestYear) }),
      badge: z.string().trim().max(LEAD_LIMITS.shortText, LEAD_MESSAGES.tooLong(LEAD_LIMITS.shortText)).optional(),
      ...common,
    })
    .strict()
  return z.discriminatedUnion('identifyBy', [byRego, byIdentity], { error: TRADE_IN_MESSAGES.identifyBy })
}

export type ValuationRequestInput = z.input<ReturnType<typeof valuationRequestSchema>>
export type CheckedValuationRequest = z.output<ReturnType<typeof valuationRequestSchema>>

/** The provider's request (valuationProvider.ts) for a checked form. */
export function providerRequest(checked: CheckedValuationRequest): ValuationRequest {
  const adjustment = (checked.adjustmentAnswers ?? {}) as AdjustmentAnswers
  if (checked.identifyBy === 'rego') return { rego: checked.rego, regoState: checked.regoState, kms: checked.kms, adjustmentAnswers: adjustment }
  const vehicleId = catalogueVehicleId({ year: checked.year, make: checked.make, model: checked.model, badge: checked.badge || null })
  return { vehicleId, kms: checked.kms, adjustmentAnswers: adjustment }
}
