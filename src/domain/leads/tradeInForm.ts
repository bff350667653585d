/**
 * The trade-in form: the
 * shopper's details, the car's plate, state and odometer, how to contact
 * them and whether the car has finance owing (the trade-in FAQ: outstanding
 * finance needs a payout letter).
 *
 * This form family's consent box is terms_conditions; the lead forms' is
 * terms_agreed.
 */

import { z } from 'zod'

import { AUSTRALIAN_STATES } from '../australianAddress'
import { LEAD_LIMITS, LEAD_MESSAGES, PREFERRED_CONTACT_METHODS } from './formWording'
import { TERMS_NOT_AGREED_MESSAGE } from './formErrors'
import { EARLIEST_AUSTRALIAN_ZONE, latestModelYear, OLDEST_MODEL_YEAR, TRADE_IN_MESSAGES } from '../tradeIn/valuationRequest'
import { email, isMobileNumber, lastName, optionalText, optionalWholeNumber, personName, phone, postcode, requiredBox, wholeNumber } from './fields'
import { choiceFields, type LeadFormContext } from './formContext'
import { leadPayloadShape, rego } from './leadPayload'

/** The trade-in form's finance answer. */
export const FINANCE_ANSWERS = ['Yes', 'No'] as const

/** A trade-in lead carries at most this many condition answers (the form asks fewer; ours, against padding). */
export const TRADE_IN_ADJUSTMENT_ANSWERS_MAX = 20

export function tradeInSchema(context: LeadFormContext) {
  const latestYear = latestModelYear(context.now, EARLIEST_AUSTRALIAN_ZONE)
  return z
    .object({
      name: personName,
      last_name: lastName,
      postcode,
      phone,
      email,
      PreferredContactMethod: z.enum(PREFERRED_CONTACT_METHODS, { error: LEAD_MESSAGES.contactMethod }).default('Phone'),
      finance: z.enum(FINANCE_ANSWERS, { error: LEAD_MESSAGES.finance }),
      ...choiceFields(context),
      kms: wholeNumber({ min: 0, max: LEAD_LIMITS.kilometres, message: LEAD_MESSAGES.kilometres }),
      rego: z.string({ error: LEAD_MESSAGES.regoRequired }).pipe(rego.min(1, LEAD_MESSAGES.regoRequired)),
      regoState: z.enum(AUSTRALIAN_STATES, { error: LEAD_MESSAGES.regoState }),
      // The car as the shopper named it and their answers about its condition, so the dealer's
      // appraiser reads the car in the lead itself, not only in a saved valuation.
      make: optionalText(LEAD_LIMITS.shortText).optional(),
      model: optionalText(LEAD_LIMITS.shortText).optional(),
      badge: optionalText(LEAD_LIMITS.shortText).optional(),
      year: optionalWholeNumber({ min: OLDEST_MODEL_YEAR, max: latestYear, message: TRADE_IN_MESSAGES.year(latestYear) }),
      adjustmentAnswers: z
        .record(z.string().max(LEAD_LIMITS.shortText), z.string().max(LEAD_LIMITS.shortText))
        .refine((answers) => Object.keys(answers).length <= TRADE_IN_ADJUSTMENT_ANSWERS_MAX, 'Too many answers about the car’s condition.')
        .optional(),
      terms_conditions: requiredBox(TERMS_NOT_AGREED_MESSAGE),
      // The hidden field: the car being bought, from /cars/trade-in?car_id={id}.
      car_id: leadPayloadShape.car_id,
      url: leadPayloadShape.url,
      source: leadPayloadShape.source,
      user_agent: leadPayloadShape.user_agent,
      lead_attributes: leadPayloadShape.lead_attributes,
    })
    .strict()
    .refine((form) => form.PreferredContactMethod !== 'SMS' || isMobileNumber(form.phone), {
      message: LEAD_MESSAGES.smsNeedsMobile,
      path: ['phone'],
    })
}
