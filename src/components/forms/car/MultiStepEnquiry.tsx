'use client'

import { useRef, useState } from 'react'

import { ENQUIRY_STEPS, isLastEnquiryStep } from '@/domain/leads/enquirySteps'
import { leadFormDefaults } from '@/domain/leads/leadDefaults'

import { Button } from '@/components/ui/Button'

import { InterestFields, OptInField, TermsField } from '../ConsentFields'
import { LeadFormFrame, SubmitButton } from '../LeadFormFrame'
import styles from '../forms.module.css'
import { StepIndicator } from '../StepIndicator'
import { ContactDetailsFields, TextAreaField, TextField } from '../TextFields'
import { useLeadForm } from '../useLeadForm'
import type { CarLeadFormProps } from './formCar'
import { useCarFormContext } from './useCarFormContext'

const STEP_TITLES = { enquiry: 'Your enquiry', details: 'Your details' } as const

/**
 * The Enquiry dialog's multi-step form: each
 * step checks only its own fields (enquirySteps.ts), Next advances, and the
 * last step submits. A failure shows the returned error or 'An unexpected
 * error occured'.
 */
export function MultiStepEnquiry({ car, settings, dealerName, labelledBy }: CarLeadFormProps) {
  const context = useCarFormContext(settings)
  const state = useLeadForm({ form: 'enquiry', context, defaults: leadFormDefaults('enquiry', context, car), car, multiStep: true })
  const [index, setIndex] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const step = ENQUIRY_STEPS[index] ?? ENQUIRY_STEPS[0]
  const last = isLastEnquiryStep(step.id)

  const goTo = (next: number) => {
    setIndex(next)
    // The new step's heading takes focus, so a screen reader hears where the shopper is.
    requestAnimationFrame(() => heading.current?.focus())
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (last) return state.submit(event)
    event.preventDefault()
    if (await state.methods.trigger([...step.fields])) goTo(index + 1)
  }

  return (
    <LeadFormFrame
      state={state}
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      actions={
        <div className={styles.actions}>
          {index > 0 ? (
            <Button variant="secondary" size="large" onClick={() => goTo(index - 1)}>
              Back
            </Button>
          ) : null}
          {last ? (
            <SubmitButton busy={state.busy} label="Submit enquiry" />
          ) : (
            <Button type="submit" size="large">
              Next
            </Button>
          )}
        </div>
      }
    >
      <StepIndicator titles={ENQUIRY_STEPS.map((each) => STEP_TITLES[each.id])} current={index} />
      <h3 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {STEP_TITLES[step.id]}
      </h3>
      {step.id === 'enquiry' ? (
        <>
          <TextAreaField name="message" label="Message (optional)" />
          <InterestFields />
          <TextField name="Rego" label="Registration of your trade-in (optional)" autoComplete="off" />
        </>
      ) : (
        <>
          <ContactDetailsFields />
          <OptInField dealerName={dealerName} />
          <TermsField dealerName={dealerName} />
        </>
      )}
    </LeadFormFrame>
  )
}
