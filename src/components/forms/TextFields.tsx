'use client'

import { useFormContext } from 'react-hook-form'

import { errorAria, FieldError, FieldLabel, useFieldError } from './fieldParts'
import styles from './forms.module.css'

type TextFieldProps = {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel' | 'datetime-local'
  required?: boolean
  autoComplete?: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']
  placeholder?: string
  /** The earliest a date-time input offers. */
  min?: string
  hint?: string
  /** Turns what the input holds into the value the form keeps (a local date-time into an instant). */
  setValueAs?: (typed: string) => unknown
}

/** A labelled input with its error under it; `required` is told to screen readers, the schema enforces it. */
export function TextField({ name, label, type = 'text', required = false, autoComplete, inputMode, placeholder, min, hint, setValueAs }: TextFieldProps) {
  const { register } = useFormContext()
  const field = useFieldError(name)
  const hintId = hint ? `${field.id}-hint` : undefined
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={field.id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        min={min}
        aria-required={required || undefined}
        {...errorAria(field, hintId)}
        {...register(name, setValueAs ? { setValueAs } : undefined)}
      />
      <FieldError field={field} />
    </div>
  )
}

export function TextAreaField({ name, label, required = false, placeholder }: { name: string; label: string; required?: boolean; placeholder?: string }) {
  const { register } = useFormContext()
  const field = useFieldError(name)
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <textarea id={field.id} rows={4} placeholder={placeholder} aria-required={required || undefined} {...errorAria(field)} {...register(name)} />
      <FieldError field={field} />
    </div>
  )
}

/** Name, email and phone, as every lead form asks them. */
export function ContactDetailsFields() {
  return (
    <>
      <TextField name="name" label="Name" required autoComplete="name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" inputMode="tel" />
    </>
  )
}
