/**
 * The Enquiry dialog goes step by step and submits on the last step. Each
 * step checks only its own fields, so a shopper is never told about a field
 * they have not reached. The spec does not list the steps; ours ask about the
 * car first, then who is asking, so the consent boxes sit beside the details
 * they cover.
 *
 * In the browser: `trigger(step.fields)` of react-hook-form with the whole
 * enquirySchema as resolver; elsewhere, enquiryStepSchema.
 */

import { enquirySchema } from './carForms'
import type { LeadFormContext } from './formContext'

export const ENQUIRY_STEPS = [
  { id: 'enquiry', fields: ['message', 'opt_in_finance', 'opt_in_trade', 'Rego'] },
  { id: 'details', fields: ['name', 'email', 'phone', 'location_id', 'dealership_slug', 'opt_in', 'terms_agreed'] },
] as const

export type EnquiryStep = (typeof ENQUIRY_STEPS)[number]
export type EnquiryStepId = EnquiryStep['id']
export type EnquiryField = EnquiryStep['fields'][number]

export function isLastEnquiryStep(id: EnquiryStepId): boolean {
  return ENQUIRY_STEPS.at(-1)?.id === id
}

/** The rules of one step alone: the enquiry schema cut down to the step's fields. */
export function enquiryStepSchema(context: LeadFormContext, id: EnquiryStepId) {
  const step = ENQUIRY_STEPS.find((candidate) => candidate.id === id) ?? ENQUIRY_STEPS[0]
  const fields = Object.fromEntries(step.fields.map((field) => [field, true])) as Partial<Record<EnquiryField, true>>
  return enquirySchema(context).pick(fields)
}
