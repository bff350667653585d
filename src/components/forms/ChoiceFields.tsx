'use client'

import { useEffect, useRef } from 'react'
import { useFormContext } from 'react-hook-form'

import { PREFERRED_CONTACT_METHODS } from '@/domain/leads/formWording'
import { autoSelectedLocation, categoryOptions, dealershipChoiceRequired, showsCategory, type LeadFormContext, type LocationOption } from '@/domain/leads/formContext'

import { errorAria, FieldError, FieldLabel, useFieldError } from './fieldParts'
import styles from './forms.module.css'

type Option = { value: string; label: string }

export function SelectField({ name, label, options, required = false, placeholder = 'Please choose' }: { name: string; label: string; options: readonly Option[]; required?: boolean; placeholder?: string }) {
  const { register } = useFormContext()
  const field = useFieldError(name)
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <select id={field.id} aria-required={required || undefined} {...errorAria(field)} {...register(name)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  )
}

/**
 * The location select, shown when the form offers locations and then
 * required; with exactly one option it is chosen for the shopper, once, so
 * a shopper who clears it is not overruled.
 */
export function LocationSelect({ locations, name = 'location_id', label = 'Location' }: { locations: readonly LocationOption[]; name?: string; label?: string }) {
  const { getValues, setValue } = useFormContext()
  const chosen = useRef(false)
  useEffect(() => {
    const only = autoSelectedLocation(locations)
    if (chosen.current || only === null) return
    chosen.current = true
    if (!getValues(name)) setValue(name, only)
  }, [locations, name, getValues, setValue])
  if (locations.length === 0) return null
  return <SelectField name={name} label={label} required options={locations.map((location) => ({ value: location.id, label: location.name }))} />
}

/** Asked only when the site has more than one dealership and the location chosen cannot say which; with one, the lead goes to it (leadDefaults.ts). */
export function DealershipSelect({ context }: { context: Pick<LeadFormContext, 'dealerships' | 'locations'> }) {
  if (!dealershipChoiceRequired(context)) return null
  return <SelectField name="dealership_slug" label="Preferred dealership" required options={context.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))} />
}

/** The general enquiry's category, shown when the site has categories besides General Enquiry. */
export function CategorySelect({ context }: { context: Pick<LeadFormContext, 'categories'> }) {
  if (!showsCategory(context)) return null
  return <SelectField name="category" label="Enquiry type" required options={categoryOptions(context).map((category) => ({ value: category, label: category }))} />
}

/** Phone (the default), Email or SMS, as radio buttons in a group. */
export function ContactMethodField({ name = 'PreferredContactMethod' }: { name?: string }) {
  const { register } = useFormContext()
  const field = useFieldError(name)
  return (
    <fieldset className={styles.field} {...errorAria(field)}>
      <legend>Preferred contact method</legend>
      <div className={styles.choices}>
        {PREFERRED_CONTACT_METHODS.map((method) => (
          <label key={method} className={styles.choice}>
            <input type="radio" value={method} {...register(name)} /> {method}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  )
}

/** A checkbox with its label beside it; the label's words are the box's meaning. */
export function CheckboxField({ name, label, required = false }: { name: string; label: React.ReactNode; required?: boolean }) {
  const { register } = useFormContext()
  const field = useFieldError(name)
  return (
    <div className={styles.field}>
      <label className={styles.choice}>
        <input type="checkbox" aria-required={required || undefined} {...errorAria(field)} {...register(name)} />
        <span>{label}</span>
      </label>
      <FieldError field={field} />
    </div>
  )
}
