/**
 * The lead form payload: what every lead form sends and
 * the server stores. Each form's schema (leadForms.ts) starts from these
 * fields, makes its own required and adds its own.
 *
 * - Every string and list is bounded (LEAD_LIMITS), so a hostile body cannot
 *   store megabytes, and `.strict()` refuses a key not listed here: a typo
 *   such as `optin` fails loudly instead of being dropped.
 * - Hidden fields (ids, slugs, url, user agent) are filled by the page, not
 *   typed, so their messages speak to the developer.
 * - Ids travel as text: stock ids are text, and a select's value is text.
 * - The terms box is required on every lead form.
 */

import { z } from 'zod'

import { CAR_TYPES } from '../stockVocabulary'
import { LEAD_LIMITS, LEAD_MESSAGES } from './formWording'
import { TERMS_NOT_AGREED_MESSAGE } from './formErrors'
import { leadAttributesSchema } from './attribution'
import { checkbox, dollarBounds, email, optionalText, personName, phone, requiredBox, wholeNumber } from './fields'

export const recordId = z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be an id of letters, digits, - or _')
export const slug = z.string().trim().regex(/^[a-z0-9][a-z0-9_-]{0,119}$/i, 'must be a slug of letters, digits, - or _')
const shortText = optionalText(LEAD_LIMITS.shortText)
const webAddress = z.string().max(LEAD_LIMITS.url).pipe(z.url({ protocol: /^https?$/ }))

/** Optional, as a plate, so a dealer can look it up: letters, digits, spaces and hyphens. */
export const rego = z
  .string()
  .trim()
  .toUpperCase()
  .max(LEAD_LIMITS.rego, LEAD_MESSAGES.rego)
  .regex(/^[A-Z0-9 -]*$/, LEAD_MESSAGES.rego)

export const leadPayloadShape = {
  category: shortText.optional(),
  subcategory: shortText.optional(),
  message: optionalText(LEAD_LIMITS.message).optional(),
  name: personName,
  email,
  phone,
  opt_in: checkbox,
  opt_in_finance: checkbox,
  opt_in_trade: checkbox,
  dealership_slug: slug.optional(),
  manufacturer_slug: slug.optional(),
  stock_number: shortText.optional(),
  'Vehicle Make': shortText.optional(),
  'Vehicle Model': shortText.optional(),
  car_type: z.enum(CAR_TYPES).optional(),
  car_id: recordId.optional(),
  vehicle_status: shortText.optional(),
  /** The location's name, beside its id, so a lead reads without a lookup. */
  location: shortText.optional(),
  location_id: recordId.optional(),
  page_id: recordId.optional(),
  Rego: rego.optional(),
  additional_services: z.array(z.string().trim().min(1).max(LEAD_LIMITS.shortText)).max(LEAD_LIMITS.additionalServices).optional(),
  url: webAddress.optional(),
  source: shortText.optional(),
  user_agent: optionalText(LEAD_LIMITS.userAgent).optional(),
  car_dealership_id: recordId.optional(),
  terms_agreed: requiredBox(TERMS_NOT_AGREED_MESSAGE),
  /** The visit's last pages and the campaign it arrived by (attribution.ts). */
  lead_attributes: leadAttributesSchema.optional(),
}

export const leadPayloadSchema = z.object(leadPayloadShape).strict()

/** The Make An Offer form's addition: whole dollars. */
export const offerFromClient = wholeNumber(dollarBounds(LEAD_MESSAGES.offer))

/** What a lead form sends (input) and what the server keeps after parsing (output). */
export type LeadPayloadInput = z.input<typeof leadPayloadSchema>
export type LeadPayload = z.output<typeof leadPayloadSchema>
