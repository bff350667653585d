/**
 * The forms about one car: the Enquiry dialog,
 * Quick Enquiry, Book a Test Drive, Make An Offer and Request Photos. The
 * car's details travel as hidden fields (carFormDefaults in leadDefaults.ts).
 */

import { z } from 'zod'

import { PRICE_SHOWN_ABOVE } from '../priceDisplay'
import { LEAD_LIMITS, LEAD_MESSAGES, REQUEST_PHOTOS_MESSAGE } from './formWording'
import { choiceFields, messageField, type LeadFormContext } from './formContext'
import { leadPayloadShape, offerFromClient } from './leadPayload'

/** Make An Offer's placeholder is this followed by the asking price. */
export const OFFER_PLACEHOLDER_PREFIX = 'Your offer i.e. $'

/** The Enquiry dialog marks its message optional. */
export function enquirySchema(context: LeadFormContext) {
  return z.object({ ...leadPayloadShape, ...choiceFields(context), message: messageField(context, { optional: true }) }).strict()
}

export function quickEnquirySchema(context: LeadFormContext) {
  return z.object({ ...leadPayloadShape, ...choiceFields(context), message: messageField(context, { optional: false }) }).strict()
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The test drive's date and time, optional. The browser
 * sends an instant with its offset (new Date(local).toISOString()), so the
 * check against `now` does not depend on the server's time zone.
 */
export function testDriveTime(now: Date) {
  return z
    .string()
    .trim()
    .max(40, LEAD_MESSAGES.testDriveDate)
    .optional()
    .transform((typed, context) => {
      if (!typed) return undefined
      const problem = testDriveTimeProblem(typed, now)
      if (problem === null) return new Date(typed).toISOString()
      context.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    })
}

function testDriveTimeProblem(typed: string, now: Date): string | null {
  if (!z.iso.datetime({ offset: true }).safeParse(typed).success) return LEAD_MESSAGES.testDriveDate
  const ahead = Date.parse(typed) - now.getTime()
  if (ahead <= 0) return LEAD_MESSAGES.testDriveInPast
  if (ahead > LEAD_LIMITS.testDriveDaysAhead * DAY_MS) return LEAD_MESSAGES.testDriveTooFar
  return null
}

/** Book a Test Drive: message and date-time optional. */
export function testDriveSchema(context: LeadFormContext) {
  return z
    .object({
      ...leadPayloadShape,
      ...choiceFields(context),
      message: messageField(context, { optional: true }),
      preferred_date_time: testDriveTime(context.now),
    })
    .strict()
}

/** Make An Offer: the offer is required, the message and opt-in are removed. */
export function makeAnOfferSchema(context: LeadFormContext) {
  const { message: _message, opt_in: _optIn, ...shape } = leadPayloadShape
  return z.object({ ...shape, ...choiceFields(context), offer_from_client: offerFromClient }).strict()
}

/** 'Your offer i.e. $' and the asking price when the car shows one (prices of 10 or less are placeholders). */
export function offerPlaceholder(askingPrice: number | null | undefined): string {
  if (askingPrice == null || askingPrice <= PRICE_SHOWN_ABOVE) return OFFER_PLACEHOLDER_PREFIX
  return `${OFFER_PLACEHOLDER_PREFIX}${new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }).format(askingPrice)}`
}

/** Request Photos: the message is the hidden line, and nothing else. */
export function requestPhotosSchema(context: LeadFormContext) {
  return z
    .object({
      ...leadPayloadShape,
      ...choiceFields(context),
      message: z.literal(REQUEST_PHOTOS_MESSAGE).default(REQUEST_PHOTOS_MESSAGE),
    })
    .strict()
}
