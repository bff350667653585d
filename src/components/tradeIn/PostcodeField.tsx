'use client'

import { useFormContext } from 'react-hook-form'

import { POSTCODE_DIGITS } from '@/domain/australianAddress'
import { errorAria, FieldError, FieldLabel, useFieldError } from '@/components/forms/fieldParts'
import styles from '@/components/forms/forms.module.css'

/**
 * The trade-in postcode: required, 4 digits, and the
 * input takes no more. `onPostcode` runs when the shopper leaves the field
 * or has typed 4 characters, to find the nearest location.
 */
export function PostcodeField({ onPostcode, nearest }: { onPostcode: (postcode: string) => void; nearest: string | null }) {
  const { register } = useFormContext()
  const field = useFieldError('postcode')
  const hintId = nearest ? `${field.id}-nearest` : undefined
  const registered = register('postcode', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (event.target.value.length === POSTCODE_DIGITS) onPostcode(event.target.value)
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => onPostcode(event.target.value),
  })
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={field.id} label="Postcode" required />
      <input id={field.id} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={POSTCODE_DIGITS} aria-required {...errorAria(field, hintId)} {...registered} />
      <FieldError field={field} />
      {nearest ? (
        <p id={hintId} className={styles.hint} aria-live="polite">
          {nearest}
        </p>
      ) : null}
    </div>
  )
}
