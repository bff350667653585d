import { describe, expect, it } from 'vitest'

import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { leadFormContext } from '@/domain/leads/formContext'
import { fieldErrors, formErrorDisplay, multiStepOutcome, submitFailureMessage } from '@/domain/leads/formErrors'
import { leadFormSchema } from '@/domain/leads/leadForms'

describe('form errors', () => {
  it("a form with several errors shows 'Please fix the following errors:' followed by the messages", () => {
    expect(formErrorDisplay(['Please enter your name.', 'Please enter your message.', 'Please enter your name.'])).toEqual({
      kind: 'list',
      heading: 'Please fix the following errors:',
      messages: ['Please enter your name.', 'Please enter your message.'],
    })
  })

  it('a single error is shown as an alert', () => {
    expect(formErrorDisplay(['*You must agree to the terms of use before submitting.'])).toEqual({
      kind: 'alert',
      message: '*You must agree to the terms of use before submitting.',
    })
    expect(formErrorDisplay([' ', ''])).toEqual({ kind: 'none' })
  })

  it('the server answers a refused lead with the first message of each field', () => {
    const context = leadFormContext(DEFAULT_SITE_SETTINGS, { now: new Date('2026-11-25T02:00:00Z') })
    const result = leadFormSchema('quick-enquiry', context).safeParse({ name: '', email: 'jo@', phone: '0412 345 678', terms_agreed: false, oops: 1 })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address, e.g. jo@example.com.au.',
      message: 'Please enter your message.',
      terms_agreed: '*You must agree to the terms of use before submitting.',
      '': 'Unrecognized key: "oops"',
    })
  })
})

describe('submit failures', () => {
  it("form submit failure: alert 'An error occurred when submitting this form', or the error message", () => {
    expect(submitFailureMessage(null)).toBe('An error occurred when submitting this form')
    expect(submitFailureMessage('  ')).toBe('An error occurred when submitting this form')
    expect(submitFailureMessage('This car has been sold.')).toBe('This car has been sold.')
  })

  it("multi-step submit without lead_id: returned error, or 'An unexpected error occured'", () => {
    expect(multiStepOutcome({ lead_id: 981 })).toEqual({ ok: true, leadId: '981' })
    expect(multiStepOutcome({ lead_id: null, error: 'Dealer unavailable' })).toEqual({ ok: false, message: 'Dealer unavailable' })
    expect(multiStepOutcome({})).toEqual({ ok: false, message: 'An unexpected error occured' })
    expect(multiStepOutcome(null)).toEqual({ ok: false, message: 'An unexpected error occured' })
  })
})
