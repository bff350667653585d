import type React from 'react'

import styles from './Field.module.css'

/**
 * Labelled form controls. The controls themselves are native elements styled
 * by the site's base stylesheet (tokens and base.css), so they keep the
 * browser's keyboard and form behaviour; these add the label, hint and error.
 */
export function Field({ label, htmlFor, hint, hintId, error, errorId, children }: { label: React.ReactNode; htmlFor: string; hint?: React.ReactNode; hintId?: string; error?: string | null; errorId?: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }

export function TextInput(props: InputProps) {
  return <input type="text" {...props} />
}

export function Select(props: React.SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }) {
  return <select {...props} />
}

export function TextArea(props: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  return <textarea {...props} />
}

/** A checkbox or radio with its label beside it, the whole row a 44 px tap target. */
export function Choice({ label, type = 'checkbox', className, ...props }: Omit<InputProps, 'type'> & { label: React.ReactNode; type?: 'checkbox' | 'radio' }) {
  return (
    <label className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input type={type} {...props} />
      <span>{label}</span>
    </label>
  )
}

/** A range slider with its label and the current value shown. */
export function RangeSlider({ label, valueText, id, ...props }: Omit<InputProps, 'type'> & { id: string; label: React.ReactNode; valueText: React.ReactNode }) {
  return (
    <div className={styles.range}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input type="range" id={id} {...props} />
      <div className={styles.rangeValue} aria-hidden="true">
        {valueText}
      </div>
    </div>
  )
}
