'use client'

import { FormProvider } from 'react-hook-form'

import { Button } from '@/components/ui/Button'

import { FormErrorSummary } from './FormErrorSummary'
import { SpamCheck } from './SpamCheck'
import styles from './forms.module.css'
import type { LeadFormState } from './useLeadForm'

type Props = {
  state: LeadFormState
  /** The form's accessible name: the id of its heading. */
  labelledBy?: string
  submitLabel?: string
  /** Replaces the submit button (the multi-step enquiry's Back and Next). */
  actions?: React.ReactNode
  /** Replaces the form's submit (the multi-step enquiry advances first). */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
  children: React.ReactNode
}

/**
 * A lead form's frame: the fields' shared state, the error summary, the
 * spam check and the submit button. noValidate: the form's schema speaks,
 * in the spec's words, instead of the browser's own bubbles. It posts: a
 * submit before the page's script has run must not put the shopper's details
 * in the address bar and server logs, as a GET would.
 */
export function LeadFormFrame({ state, labelledBy, submitLabel = 'Submit', actions, onSubmit, children }: Props) {
  return (
    <FormProvider {...state.methods}>
      <form className={styles.form} method="post" noValidate aria-labelledby={labelledBy} onSubmit={onSubmit ?? state.submit}>
        <FormErrorSummary failure={state.failure} />
        {children}
        <SpamCheck key={state.spamCheck.key} onChange={state.spamCheck.onChange} />
        {actions ?? <SubmitButton busy={state.busy} label={submitLabel} />}
      </form>
    </FormProvider>
  )
}

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" className={styles.submit} size="large" disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          Sending…
        </>
      ) : (
        label
      )}
    </Button>
  )
}
