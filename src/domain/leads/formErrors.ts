/**
 * How a lead form tells the shopper what went wrong:
 * - several errors: 'Please fix the following errors:' and the list;
 * - one error: shown as an alert;
 * - a single form's failed submit: the server's error, else
 *   'An error occurred when submitting this form';
 * - the multi-step enquiry without a lead_id: the returned error, else
 *   'An unexpected error occured'.
 */

import type { z } from 'zod'

/** Form errors. 'occured' is the spec's spelling, kept so copy matches. */
export const FORM_ERRORS_HEADING = 'Please fix the following errors:'
export const FORM_SUBMIT_ERROR = 'An error occurred when submitting this form'
export const MULTI_STEP_UNEXPECTED_ERROR = 'An unexpected error occured'
export const TERMS_NOT_AGREED_MESSAGE = '*You must agree to the terms of use before submitting.'

export type FormErrorDisplay =
  | { kind: 'none' }
  | { kind: 'alert'; message: string }
  | { kind: 'list'; heading: typeof FORM_ERRORS_HEADING; messages: string[] }

/** The same sentence twice (two fields with one rule) is shown once. */
export function formErrorDisplay(messages: readonly string[]): FormErrorDisplay {
  const distinct = [...new Set(messages.map((message) => message.trim()).filter(Boolean))]
  if (distinct.length === 0) return { kind: 'none' }
  if (distinct.length === 1) return { kind: 'alert', message: distinct[0] as string }
  return { kind: 'list', heading: FORM_ERRORS_HEADING, messages: distinct }
}

/**
 * The first message of each field, keyed by its name: what the server answers
 * to a refused lead, and what react-hook-form's setError takes. Errors of the
 * whole form (unknown keys) are keyed '' .
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.')
    byField[field] ??= issue.message
  }
  return byField
}

/** A single form's submit failed: the server's error when it gave one. */
export function submitFailureMessage(serverError?: string | null): string {
  return serverError?.trim() || FORM_SUBMIT_ERROR
}

/** The lead submission's answer: lead_id on success, else an error. */
export type LeadAnswer = { lead_id?: string | number | null; error?: string | null }

export type MultiStepOutcome = { ok: true; leadId: string } | { ok: false; message: string }

export function multiStepOutcome(answer: LeadAnswer | null | undefined): MultiStepOutcome {
  const leadId = answer?.lead_id
  if (leadId != null && String(leadId).trim() !== '') return { ok: true, leadId: String(leadId) }
  return { ok: false, message: answer?.error?.trim() || MULTI_STEP_UNEXPECTED_ERROR }
}
