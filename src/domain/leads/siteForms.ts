/**
 * The forms not about one car: the
 * general enquiry, a location's contact form, a special offer's enquiry, the
 * finance enquiry and the careers enquiry. Each asks for a message unless the
 * site relaxes it, and shows the location and dealership selects the page
 * gives it.
 */

import { z } from 'zod'

import { LEAD_MESSAGES } from './formWording'
import { categoryField, choiceFields, messageField, type LeadFormContext } from './formContext'
import { dollarBounds, optionalWholeNumber } from './fields'
import { leadPayloadShape } from './leadPayload'

function siteEnquiryShape(context: LeadFormContext) {
  return { ...leadPayloadShape, ...choiceFields(context), message: messageField(context, { optional: false }) }
}

/** The category select is required when shown and starts on General Enquiry. */
export function generalEnquirySchema(context: LeadFormContext) {
  return z.object({ ...siteEnquiryShape(context), category: categoryField(context) }).strict()
}

/** /contact-us/{location}: the page passes its one location, chosen for the shopper. */
export function contactSchema(context: LeadFormContext) {
  return z.object(siteEnquiryShape(context)).strict()
}

/** /offers/{offerId}: the offer's id goes in page_id, its name in subcategory. */
export function offerEnquirySchema(context: LeadFormContext) {
  return z.object(siteEnquiryShape(context)).strict()
}

/** /finance: adds the shopper's vehicle budget, optional (prefilled from the link's vehiclePriceBudget). */
export function financeEnquirySchema(context: LeadFormContext) {
  return z
    .object({ ...siteEnquiryShape(context), vehicle_price_budget: optionalWholeNumber(dollarBounds(LEAD_MESSAGES.budget)) })
    .strict()
}

export function careersEnquirySchema(context: LeadFormContext) {
  return z.object(siteEnquiryShape(context)).strict()
}
