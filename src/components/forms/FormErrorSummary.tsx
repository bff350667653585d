'use client'

import { useFormState } from 'react-hook-form'

import { formErrorDisplay } from '@/domain/leads/formErrors'

import styles from './forms.module.css'

/**
 * What went wrong, above the form: several errors
 * under 'Please fix the following errors:', one as an alert, a failed
 * submit as its message. role="alert" makes screen readers announce it.
 */
export function FormErrorSummary({ failure }: { failure: string | null }) {
  const { errors } = useFormState()
  const messages = Object.values(errors).map((error) => (typeof error?.message === 'string' ? error.message : ''))
  const display = formErrorDisplay(failure ? [...messages, failure] : messages)
  if (display.kind === 'none') return null
  if (display.kind === 'alert') {
    return (
      <div role="alert" className={styles.errorSummary}>
        <p>{display.message}</p>
      </div>
    )
  }
  return (
    <div role="alert" className={styles.errorSummary}>
      <p>{display.heading}</p>
      <ul>
        {display.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}
