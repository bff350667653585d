'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

import type { EventCar } from '@/domain/analyticsEvents'
import type { LeadFormContext } from '@/domain/leads/formContext'
import { multiStepOutcome, submitFailureMessage } from '@/domain/leads/formErrors'
import { leadFormSchema } from '@/domain/leads/leadForms'
import type { LeadForm } from '@/domain/leads/formWording'
import type { SuccessCar } from '@/domain/leads/leadSuccess'

import { sentFrom } from './sentFrom'
import { completeLead, newIdempotencyKey, submitLead } from './submitLead'
import { useSpamAnswer, type SpamAnswer } from './useSpamAnswer'

export type LeadFormOptions = {
  form: LeadForm
  /** What the form knows about its site; its `now` is replaced by the time of each check. */
  context: LeadFormContext
  /** leadFormDefaults(form, context, car), plus any prefill. */
  defaults: Record<string, unknown>
  /** The car the lead is about: its conversion event and the success page's link back. */
  car?: (EventCar & SuccessCar) | null
  /** The multi-step enquiry answers a failure with its own catalogue message. */
  multiStep?: boolean
}

export type LeadFormState = {
  methods: UseFormReturn<FieldValues>
  /** The form's onSubmit: checks, sends, and on success leaves for /success. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
  /** The failed submit's message, shown as an alert. */
  failure: string | null
  /** The form's spam check: <SpamCheck key={spamCheck.key} onChange={spamCheck.onChange} />. */
  spamCheck: SpamAnswer
  /** Sending, or sent and leaving: the submit button waits. */
  busy: boolean
}

/**
 * One lead form's state: the form's zod schema as
 * resolver (the server checks the same one), one Idempotency-Key for the
 * form instance so a retry or a double click stores one lead, the spam
 * check's solution, and the server's refusals mapped back onto the fields.
 * The shopper's values are sent as typed: the server parses them again.
 */
export function useLeadForm({ form, context, defaults, car = null, multiStep = false }: LeadFormOptions): LeadFormState {
  const methods = useForm<FieldValues>({
    defaultValues: defaults,
    resolver: resolverFor(form, context),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  // One key for the form instance: every attempt to send this filled-in form is the same lead.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const spamCheck = useSpamAnswer()
  const [failure, setFailure] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)

  const submit = methods.handleSubmit(async (values) => {
    setFailure(null)
    const lead = { ...values, ...sentFrom() }
    const result = await submitLead(form, lead, idempotencyKey, await spamCheck.answer())
    if (result.ok) {
      setLeaving(true)
      completeLead(form, result.leadId, car)
      return
    }
    // A spent or expired answer: the widget solves a fresh one for the shopper's next send.
    if ('altcha' in result.fields) spamCheck.renew()
    const fields = Object.entries(result.fields)
    for (const [name, message] of fields) {
      if (name in values) methods.setError(name, { type: 'server', message }, { shouldFocus: true })
    }
    const placed = fields.some(([name]) => name in values)
    if (!placed) setFailure(multiStep ? multiStepFailure(result.error) : submitFailureMessage(result.error))
  })

  return { methods, submit, failure, spamCheck, busy: methods.formState.isSubmitting || leaving }
}

/** The multi-step enquiry without a lead_id: the returned error, else its catalogue message. */
function multiStepFailure(error: string | null): string {
  const outcome = multiStepOutcome({ error })
  return outcome.ok ? '' : outcome.message
}

/**
 * The form's schema, built at each check so a test drive's "in the future"
 * is judged at the moment the shopper submits. `raw`: the form keeps what
 * was typed, and the server applies the same transforms.
 */
function resolverFor(form: LeadForm, context: LeadFormContext): Resolver<FieldValues> {
  return (values, resolverContext, options) => {
    const schema = leadFormSchema(form, { ...context, now: new Date() }) as z.ZodType<FieldValues, FieldValues>
    return zodResolver(schema, undefined, { raw: true })(values, resolverContext, options)
  }
}
