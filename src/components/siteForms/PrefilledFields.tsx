'use client'

import { useFormContext } from 'react-hook-form'

import { errorAria, FieldError, FieldLabel, useFieldError } from '@/components/forms/fieldParts'
import styles from '@/components/forms/forms.module.css'
import { dealershipChoiceRequired, type LeadFormContext } from '@/domain/leads/formContext'

/*
 * The finance enquiry's two fields a /finance link fills in, rendered with
 * their value in the server's HTML. The kit's fields take their value from
 * react-hook-form once the page runs, so before (and without) JavaScript they
 * show empty; these pass the form's default as the element's own default too.
 * Kept here until the kit's fields do the same (then use DealershipSelect and
 * TextField).
 */

function useDefault(name: string): string {
  const value = useFormContext().formState.defaultValues?.[name]
  return value === undefined || value === null ? '' : String(value)
}

export function PrefilledDealershipSelect({ context }: { context: Pick<LeadFormContext, 'dealerships' | 'locations'> }) {
  const { register } = useFormContext()
  const field = useFieldError('dealership_slug')
  const initial = useDefault('dealership_slug')
  if (!dealershipChoiceRequired(context)) return null
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={field.id} label="Preferred dealership" required />
      <select id={field.id} aria-required defaultValue={initial} {...errorAria(field)} {...register('dealership_slug')}>
        <option value="">Please choose</option>
        {context.dealerships.map((dealership) => (
          <option key={dealership.slug} value={dealership.slug}>
            {dealership.name}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  )
}

export function BudgetField() {
  const { register } = useFormContext()
  const field = useFieldError('vehicle_price_budget')
  const initial = useDefault('vehicle_price_budget')
  const hintId = `${field.id}-hint`
  return (
    <div className={styles.field}>
      <label htmlFor={field.id}>Vehicle price budget</label>
      <p id={hintId} className={styles.hint}>
        Optional: whole dollars, e.g. 30000.
      </p>
      <input id={field.id} inputMode="numeric" placeholder="$" defaultValue={initial} {...errorAria(field, hintId)} {...register('vehicle_price_budget')} />
      <FieldError field={field} />
    </div>
  )
}
