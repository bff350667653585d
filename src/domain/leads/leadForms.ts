/**
 * Every lead form by name, so the server picks the same rules the browser
 * used: `leadFormSchema(form, context).safeParse(body)`. The form's name
 * travels beside the payload, not in it, so the payload stays the spec's.
 */

import { z } from 'zod'

import type { LeadForm } from './formWording'
import { enquirySchema, makeAnOfferSchema, quickEnquirySchema, requestPhotosSchema, testDriveSchema } from './carForms'
import type { LeadFormContext } from './formContext'
import { careersEnquirySchema, contactSchema, financeEnquirySchema, generalEnquirySchema, offerEnquirySchema } from './siteForms'
import { tradeInSchema } from './tradeInForm'

const SCHEMAS = {
  enquiry: enquirySchema,
  'quick-enquiry': quickEnquirySchema,
  'test-drive': testDriveSchema,
  'make-an-offer': makeAnOfferSchema,
  'request-photos': requestPhotosSchema,
  'general-enquiry': generalEnquirySchema,
  contact: contactSchema,
  'offer-enquiry': offerEnquirySchema,
  'finance-enquiry': financeEnquirySchema,
  'careers-enquiry': careersEnquirySchema,
  'trade-in': tradeInSchema,
} as const satisfies Record<LeadForm, (context: LeadFormContext) => z.ZodType>

export const LEAD_FORMS = Object.keys(SCHEMAS) as LeadForm[]
export const leadFormName = z.enum(LEAD_FORMS as [LeadForm, ...LeadForm[]])

/** The forms about one car: they carry the car's details and fire the car's events. */
export const CAR_FORMS = ['enquiry', 'quick-enquiry', 'test-drive', 'make-an-offer', 'request-photos'] as const satisfies readonly LeadForm[]

export type LeadFormSchema<F extends LeadForm> = ReturnType<(typeof SCHEMAS)[F]>
/** What the form holds (react-hook-form's values) and what the server keeps. */
export type LeadFormInput<F extends LeadForm> = z.input<LeadFormSchema<F>>
export type LeadFormOutput<F extends LeadForm> = z.output<LeadFormSchema<F>>

export function leadFormSchema<F extends LeadForm>(form: F, context: LeadFormContext): LeadFormSchema<F> {
  return SCHEMAS[form](context) as LeadFormSchema<F>
}
