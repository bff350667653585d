'use client'

import { type ReactNode, useId } from 'react'
import { get, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form'

import type { NewDealerSiteForm as FormValues } from '@/onboarding/newSiteForm'

import styles from './NewDealerSiteForm.module.css'

/** The message of the error at a dotted field path, if any. */
export const errorAt = (errors: FieldErrors<FormValues>, name: string): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message

export function Field(props: { label: string; help?: string; name: string; errors: FieldErrors<FormValues>; children: (input: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const id = useId()
  const message = errorAt(props.errors, props.name)
  const describedBy = [props.help ? `${id}-help` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, describedBy, invalid: Boolean(message) })}
      {props.help ? (
        <small id={`${id}-help`} className={styles.help}>
          {props.help}
        </small>
      ) : null}
      {message ? (
        <small id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </small>
      ) : null}
    </div>
  )
}

export function TextField(props: { label: string; help?: string; registration: UseFormRegisterReturn; errors: FieldErrors<FormValues>; type?: string; autoComplete?: string; placeholder?: string }) {
  return (
    <Field label={props.label} help={props.help} name={props.registration.name} errors={props.errors}>
      {({ id, describedBy, invalid }) => (
        <input id={id} type={props.type ?? 'text'} aria-describedby={describedBy} aria-invalid={invalid} autoComplete={props.autoComplete ?? 'off'} placeholder={props.placeholder} {...props.registration} />
      )}
    </Field>
  )
}

