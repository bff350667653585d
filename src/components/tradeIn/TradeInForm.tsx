'use client'

import { useRef, useState } from 'react'
import { FormProvider, useForm, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'

import { pushEvent } from '@/components/analytics/dataLayer'
import { ContactMethodField, DealershipSelect, LocationSelect, SelectField } from '@/components/forms/ChoiceFields'
import { TermsField } from '@/components/forms/ConsentFields'
import { FormErrorSummary } from '@/components/forms/FormErrorSummary'
import { SpamCheck } from '@/components/forms/SpamCheck'
import { StepIndicator } from '@/components/forms/StepIndicator'
import { sentFrom } from '@/components/forms/sentFrom'
import { completeLead, newIdempotencyKey, submitLead } from '@/components/forms/submitLead'
import { TextField } from '@/components/forms/TextFields'
import { useHydrated } from '@/components/forms/useHydrated'
import { Button } from '@/components/ui/Button'
import { useSpamAnswer } from '@/components/forms/useSpamAnswer'
import styles from '@/components/forms/forms.module.css'
import type { EventCar } from '@/domain/analyticsEvents'
import { AUSTRALIAN_STATES, INVALID_POSTCODE_MESSAGE, POSTCODE_DIGITS } from '@/domain/australianAddress'
import type { LeadFormContext } from '@/domain/leads/formContext'
import { fieldErrors, MULTI_STEP_UNEXPECTED_ERROR } from '@/domain/leads/formErrors'
import { offerAcceptedEvent } from '@/domain/leads/conversionEvent'
import type { SuccessCar } from '@/domain/leads/leadSuccess'
import { tradeInSchema, FINANCE_ANSWERS } from '@/domain/leads/tradeInForm'
import { ADJUSTMENT_QUESTIONS } from '@/domain/tradeIn/adjustments'
import type { ValuationResult } from '@/domain/tradeIn/leadUpdates'
import { tradeInLeadOf, tradeInStepTitles, valuationRequestOf } from '@/domain/tradeIn/tradeInSteps'
import { plateSchema, valuationRequestSchema } from '@/domain/tradeIn/valuationRequest'
import type { Vocabulary } from '@/domain/vocabulary'

import { answerOffer, findNearestLocation, requestValuation, saveValuation } from './tradeInCalls'
import { PostcodeField } from './PostcodeField'
import { TradeInValuation } from './TradeInValuation'

export type TradeInFormProps = {
  context: LeadFormContext
  defaults: Record<string, unknown>
  dealerName: string
  /** The car being bought, from /cars/trade-in?car_id= (its events and the success page's link back). */
  car: (EventCar & SuccessCar) | null
  /** The site keeps each valuation with its lead (POST /api/miscellaneous). */
  saveValuations: boolean
  /** The newest model year the form takes. */
  latestYear: number
  /** What the site sells, for the hints: a caravan dealer asks about your caravan, with a caravan's make as the example. */
  words: Vocabulary
}

type PostcodeCheck = { postcode: string; message: string | null }

/**
 * The trade-in form: the car by plate and state
 * (and by year, make, model and variant for the valuation), its kms and
 * condition; the shopper's details, postcode (choosing the nearest location),
 * contact method and finance owing, sent as the trade-in lead; then the
 * valuation, kept with the lead where the site asks, and the offer to accept.
 */
export function TradeInForm({ context, defaults, dealerName, car, saveValuations, latestYear, words }: TradeInFormProps) {
  const methods = useForm<FieldValues>({ defaultValues: defaults, mode: 'onSubmit' })
  const [step, setStep] = useState(0)
  const [idempotencyKey] = useState(newIdempotencyKey)
  const spamCheck = useSpamAnswer()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [nearest, setNearest] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ leadId: string; valuation: ValuationResult | null } | null>(null)
  const postcodeCheck = useRef<PostcodeCheck | null>(null)
  // Before hydration a click would submit the plain form, putting what was typed in the address: wait for JavaScript.
  const hydrated = useHydrated()

  /** Puts a failed check's messages on their fields; true when there were none. */
  function shown(errors: (z.ZodError | null)[]): boolean {
    methods.clearErrors()
    const messages = Object.assign({}, ...errors.map((error) => (error ? fieldErrors(error) : {}))) as Record<string, string>
    for (const [name, message] of Object.entries(messages)) methods.setError(name, { type: 'validate', message })
    return Object.keys(messages).length === 0
  }

  async function checkPostcode(postcode: string): Promise<PostcodeCheck> {
    if (postcodeCheck.current?.postcode === postcode) return postcodeCheck.current
    const check: PostcodeCheck = { postcode, message: null }
    postcodeCheck.current = check
    if (!new RegExp(`^\\d{${POSTCODE_DIGITS}}$`).test(postcode)) check.message = INVALID_POSTCODE_MESSAGE
    else {
      const found = await findNearestLocation(postcode)
      if (found.ok) {
        methods.setValue('location_id', found.body.location.id)
        setNearest(`Nearest location: ${found.body.location.name} (${found.body.distanceKm.toLocaleString('en-AU')} km away)`)
      } else check.message = found.fields.postcode ?? found.error ?? MULTI_STEP_UNEXPECTED_ERROR
    }
    // A later postcode may have been typed while this one was looked up: only the latest speaks.
    if (postcodeCheck.current !== check) return check
    if (check.message) {
      setNearest(null)
      methods.setError('postcode', { type: 'validate', message: check.message })
    } else methods.clearErrors('postcode')
    return check
  }

  async function sendDetails(values: FieldValues) {
    const postcode = await checkPostcode(String(values.postcode ?? ''))
    const lead = { ...tradeInLeadOf(methods.getValues()), ...sentFrom() }
    const checked = tradeInSchema({ ...context, now: new Date() }).safeParse(lead)
    if (!shown([checked.success ? null : checked.error]) || postcode.message) {
      if (postcode.message) methods.setError('postcode', { type: 'validate', message: postcode.message })
      return
    }
    const sent = await submitLead('trade-in', lead, idempotencyKey, await spamCheck.answer())
    if (!sent.ok) {
      if ('altcha' in sent.fields) spamCheck.renew()
      for (const [name, message] of Object.entries(sent.fields)) methods.setError(name, { type: 'server', message })
      setFailure(sent.error ?? MULTI_STEP_UNEXPECTED_ERROR)
      return
    }
    const valued = await requestValuation(valuationRequestOf(values))
    const valuation = valued.ok ? valued.body.valuation : null
    if (valuation && saveValuations) await saveValuation(sent.leadId, valuation)
    setOutcome({ leadId: sent.leadId, valuation })
    setStep(3)
  }

  async function next(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setFailure(null)
    const values = methods.getValues()
    setBusy(true)
    try {
      if (step === 0) {
        const plate = plateSchema.safeParse(values)
        const request = valuationRequestSchema(latestYear).safeParse(valuationRequestOf(values))
        if (shown([plate.success ? null : plate.error, request.success ? null : request.error])) setStep(1)
      } else if (step === 1) setStep(2)
      else if (step === 2) await sendDetails(values)
    } finally {
      setBusy(false)
    }
  }

  async function finish(accepted: boolean | null) {
    if (!outcome || busy) return
    setBusy(true)
    if (accepted !== null && outcome.valuation) {
      const answered = await answerOffer(outcome.leadId, outcome.valuation, accepted)
      if (!answered.ok) {
        setFailure(answered.error ?? MULTI_STEP_UNEXPECTED_ERROR)
        setBusy(false)
        return
      }
      if (accepted) pushEvent(offerAcceptedEvent(car))
    }
    completeLead('trade-in', outcome.leadId, car)
  }

  const titles = tradeInStepTitles(words)
  const title = titles[step]!
  // Every step stays in the form, so its values and errors outlive a Back; only the current one shows.
  const stepShown = (index: number) => (index === step ? { className: styles.form } : { hidden: true })
  return (
    <FormProvider {...methods}>
      <form className={styles.form} method="post" noValidate aria-labelledby="trade-in-step-title" onSubmit={next}>
        <StepIndicator titles={titles} current={step} />
        <h2 id="trade-in-step-title" className={styles.stepHeading}>
          {title}
        </h2>
        <FormErrorSummary failure={failure} />
        <div {...stepShown(0)}>
          <TextField name="rego" label="Registration (number plate)" required autoComplete="off" />
          <SelectField name="regoState" label="State of registration" required options={AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }))} />
          <p className={styles.hint}>{`To value your ${words.one} online, tell us its make, model and year.`}</p>
          <TextField name="make" label="Make" placeholder={`e.g. ${words.examples.make}`} />
          <TextField name="model" label="Model" placeholder={`e.g. ${words.examples.model}`} />
          <TextField name="year" label="Year built" inputMode="numeric" placeholder={`e.g. ${latestYear - 5}`} />
          <TextField name="badge" label="Variant" hint={`As on the ${words.one}'s badge, e.g. ${words.examples.variant} (optional).`} />
          <TextField name="kms" label="Kilometres (odometer)" required inputMode="numeric" placeholder="e.g. 84000" />
        </div>
        <div {...stepShown(1)}>
          {(Object.keys(ADJUSTMENT_QUESTIONS) as (keyof typeof ADJUSTMENT_QUESTIONS)[]).map((question) => (
            <SelectField
              key={question}
              name={`adjustmentAnswers.${question}`}
              label={ADJUSTMENT_QUESTIONS[question].label}
              placeholder="Not sure"
              options={Object.entries(ADJUSTMENT_QUESTIONS[question].answers).map(([value, answer]) => ({ value, label: answer.label }))}
            />
          ))}
        </div>
        <div {...stepShown(2)}>
          <TextField name="name" label="First name" required autoComplete="given-name" />
          <TextField name="last_name" label="Last name" required autoComplete="family-name" />
          <TextField name="email" label="Email" type="email" required autoComplete="email" />
          <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" inputMode="tel" />
          <PostcodeField nearest={nearest} onPostcode={(postcode) => void checkPostcode(postcode)} />
          <LocationSelect locations={context.locations} label="Nearest location" />
          <DealershipSelect context={context} />
          <ContactMethodField />
          <SelectField name="finance" label={`Is there finance owing on this ${words.one}?`} required options={FINANCE_ANSWERS.map((answer) => ({ value: answer, label: answer }))} />
          <TermsField dealerName={dealerName} name="terms_conditions" />
          <SpamCheck key={spamCheck.key} onChange={spamCheck.onChange} />
        </div>
        {step === 3 && outcome ? <TradeInValuation valuation={outcome.valuation} words={words} busy={busy} onAnswer={(accepted) => void finish(accepted)} /> : null}
        {step < 3 ? (
          <div className={styles.actions}>
            {step > 0 ? (
              <Button variant="secondary" size="large" disabled={busy} onClick={() => setStep(step - 1)}>
                Back
              </Button>
            ) : null}
            <Button type="submit" size="large" disabled={busy || !hydrated} aria-busy={busy || undefined}>
              {busy ? 'Sending…' : step === 2 ? 'Get my valuation' : 'Next'}
            </Button>
          </div>
        ) : null}
      </form>
    </FormProvider>
  )
}
