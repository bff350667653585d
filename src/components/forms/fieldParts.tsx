'use client'

import { useId } from 'react'
import { useFormState } from 'react-hook-form'

import styles from './forms.module.css'

/** A field's ids and its error, for aria-invalid and aria-describedby. */
export function useFieldError(name: string) {
  const id = useId()
  const { errors } = useFormState({ name })
  const message = errors[name]?.message
  const errorId = `${id}-error`
  return {
    id,
    errorId,
    error: typeof message === 'string' && message ? message : null,
  }
}

/** The props an input takes for its error: marked invalid and described by the message. */
export function errorAria(field: { error: string | null; errorId: string }, hintId?: string) {
  const describedBy = [field.error ? field.errorId : null, hintId].filter(Boolean).join(' ')
  return { 'aria-invalid': field.error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

export function FieldError({ field }: { field: { error: string | null; errorId: string } }) {
  if (!field.error) return null
  return (
    <p id={field.errorId} className={styles.fieldError}>
      {field.error}
    </p>
  )
}

/** A field's label, with the asterisk sighted shoppers expect on a required field (screen readers hear aria-required). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? (
        <span aria-hidden="true" className={styles.required}>
          {' '}*
        </span>
      ) : null}
    </label>
  )
}
