'use client'

import { offerPlaceholder } from '@/domain/leads/carForms'
import { leadFormDefaults } from '@/domain/leads/leadDefaults'
import { localDateTimeInput, toInstant } from '@/domain/leads/testDriveInput'

import { OptInField, TermsField } from '../ConsentFields'
import { LeadFormFrame } from '../LeadFormFrame'
import { ContactDetailsFields, TextAreaField, TextField } from '../TextFields'
import { useLeadForm } from '../useLeadForm'
import { useCarFormContext } from './useCarFormContext'
import type { CarLeadFormProps } from './formCar'
import { MultiStepEnquiry } from './MultiStepEnquiry'

/**
 * One form about this car. Loaded only when a
 * shopper reaches or opens it: react-hook-form and the schemas stay out of
 * the car page's first download.
 */
export default function CarLeadForm(props: CarLeadFormProps) {
  if (props.form === 'enquiry') return <MultiStepEnquiry {...props} />
  return <SingleCarForm {...props} />
}

function SingleCarForm({ form, car, settings, dealerName, labelledBy }: CarLeadFormProps) {
  const context = useCarFormContext(settings)
  const state = useLeadForm({ form, context, defaults: leadFormDefaults(form, context, car), car })
  const messageRequired = !settings.enquiryMessageOptional
  return (
    <LeadFormFrame state={state} labelledBy={labelledBy} submitLabel={form === 'make-an-offer' ? 'Send my offer' : 'Send'}>
      <ContactDetailsFields />
      {form === 'make-an-offer' ? <TextField name="offer_from_client" label="Your offer" required inputMode="numeric" placeholder={offerPlaceholder(car.askingPrice)} /> : null}
      {form === 'test-drive' ? (
        <TextField name="preferred_date_time" label="Preferred date and time (optional)" type="datetime-local" min={localDateTimeInput(context.now)} setValueAs={toInstant} />
      ) : null}
      {form === 'quick-enquiry' ? <TextAreaField name="message" label={messageRequired ? 'Message' : 'Message (optional)'} required={messageRequired} /> : null}
      {form === 'test-drive' ? <TextAreaField name="message" label="Message (optional)" /> : null}
      {form === 'make-an-offer' ? null : <OptInField dealerName={dealerName} />}
      <TermsField dealerName={dealerName} />
    </LeadFormFrame>
  )
}
