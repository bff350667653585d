'use client'

import { CategorySelect, DealershipSelect, LocationSelect } from '@/components/forms/ChoiceFields'
import { OptInField, TermsField } from '@/components/forms/ConsentFields'
import { LeadFormFrame } from '@/components/forms/LeadFormFrame'
import { ContactDetailsFields, TextAreaField } from '@/components/forms/TextFields'
import { useLeadForm } from '@/components/forms/useLeadForm'
import type { EventCar } from '@/domain/analyticsEvents'
import type { LeadFormContext } from '@/domain/leads/formContext'
import type { SuccessCar } from '@/domain/leads/leadSuccess'

import { BudgetField, PrefilledDealershipSelect } from './PrefilledFields'
import type { SiteForm } from './siteFormContext'

export type SiteLeadFormProps = {
  form: SiteForm
  context: LeadFormContext
  /** leadFormDefaults plus what the page knows (an offer's id, a finance link's prefill); hidden ones travel as they are. */
  defaults: Record<string, unknown>
  dealerName: string
  /** The id of the heading that names the form. */
  labelledBy: string
  submitLabel: string
  /** The car the enquiry is about, when the page names one (a finance link's car). */
  car?: (EventCar & SuccessCar) | null
}

/**
 * A site-wide lead form (general enquiry, a place's contact form, an offer's
 * enquiry, finance, careers) on the shared kit: the same zod schema as the
 * server, then the conversion event and /success. Which fields show follows
 * the form's context (formContext.ts); the hidden ones ride in the defaults.
 */
export function SiteLeadForm({ form, context, defaults, dealerName, labelledBy, submitLabel, car = null }: SiteLeadFormProps) {
  const state = useLeadForm({ form, context, defaults, car })
  return (
    <LeadFormFrame state={state} labelledBy={labelledBy} submitLabel={submitLabel}>
      <CategorySelect context={context} />
      <ContactDetailsFields />
      <LocationSelect locations={context.locations} />
      {form === 'finance-enquiry' ? (
        <>
          <PrefilledDealershipSelect context={context} />
          <BudgetField />
        </>
      ) : (
        <DealershipSelect context={context} />
      )}
      <TextAreaField name="message" label="Message" required={!context.messageOptional} />
      <OptInField dealerName={dealerName} />
      <TermsField dealerName={dealerName} />
    </LeadFormFrame>
  )
}
