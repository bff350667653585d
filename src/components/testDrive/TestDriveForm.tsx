'use client'

import { useFormContext } from 'react-hook-form'

import { OptInField, TermsField } from '@/components/forms/ConsentFields'
import { FieldLabel } from '@/components/forms/fieldParts'
import formStyles from '@/components/forms/forms.module.css'
import { LeadFormFrame } from '@/components/forms/LeadFormFrame'
import { ContactDetailsFields, TextAreaField, TextField } from '@/components/forms/TextFields'
import { useLeadForm } from '@/components/forms/useLeadForm'
import type { EventCar } from '@/domain/analyticsEvents'
import type { LeadFormContext } from '@/domain/leads/formContext'
import type { SuccessCar } from '@/domain/leads/leadSuccess'
import { chosenVehicle, type TestDriveChoice } from '@/domain/leads/testDriveChoices'
import { localDateTimeInput, toInstant } from '@/domain/leads/testDriveInput'

export type TestDriveFormProps = {
  context: LeadFormContext
  /** leadFormDefaults('test-drive', …), with the car's details when the page names one. */
  defaults: Record<string, unknown>
  /** The models offered when no car is named; empty when it is. */
  choices: readonly TestDriveChoice[]
  /** The choice's value the form starts on (a model page's link names its model); '' for "Not sure yet". */
  chosen?: string
  /** The car being booked (/book-test-drive?car_id=…): its event and the success page's link back. */
  car: (EventCar & SuccessCar) | null
  dealerName: string
  labelledBy: string
  /** The word for what the dealer sells, in the choice's label ("Which car …?"). */
  noun: string
}

/**
 * The vehicle choice: a select outside the lead's own fields, which sets the
 * lead's Vehicle Make and Vehicle Model (the spec's payload has no "choice").
 */
function VehicleChoice({ choices, chosen, noun }: { choices: readonly TestDriveChoice[]; chosen: string; noun: string }) {
  const { setValue } = useFormContext()
  const id = 'test-drive-vehicle'
  return (
    <div className={formStyles.field}>
      <FieldLabel htmlFor={id} label={`Which ${noun} would you like to drive?`} required={false} />
      <select
        id={id}
        defaultValue={chosen}
        onChange={(event) => {
          const vehicle = chosenVehicle(event.target.value, choices)
          setValue('Vehicle Make', vehicle?.make ?? '')
          setValue('Vehicle Model', vehicle?.model ?? '')
        }}
      >
        <option value="">Not sure yet</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Book a Test Drive on its own page: message and date-time optional, as in the car page's dialog. */
export function TestDriveForm({ context, defaults, choices, chosen = '', car, dealerName, labelledBy, noun }: TestDriveFormProps) {
  const state = useLeadForm({ form: 'test-drive', context, defaults, car })
  return (
    <LeadFormFrame state={state} labelledBy={labelledBy} submitLabel="Book my test drive">
      {car ? null : <VehicleChoice choices={choices} chosen={chosen} noun={noun} />}
      <ContactDetailsFields />
      <TextField name="preferred_date_time" label="Preferred date and time (optional)" type="datetime-local" min={localDateTimeInput(context.now)} setValueAs={toInstant} />
      <TextAreaField name="message" label="Message (optional)" />
      <OptInField dealerName={dealerName} />
      <TermsField dealerName={dealerName} />
    </LeadFormFrame>
  )
}
