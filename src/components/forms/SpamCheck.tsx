/// <reference types="altcha/types/react" />
// (The <altcha-widget> element's attributes, for JSX: types only.)
'use client'

/**
 * The spam check every public form carries (issue 6): ALTCHA's self-hosted
 * proof of work, with no call to anyone but this site (GET /api/altcha).
 *
 * For form authors:
 *
 *   <SpamCheck onChange={(answer: string | null) => setAltcha(answer)} />
 *
 * - `onChange` gets the answer to send as `altcha` in the POST /api/leads body
 *   once the check has passed, and `null` while it is unsolved, solving, failed
 *   or expired. Each answer sends one lead: after a successful send, remount
 *   the component (change its `key`) for the next lead. Retrying the same lead
 *   with the same Idempotency-Key may reuse the answer.
 * - Inside a <form>, the widget also keeps a hidden input named `name`
 *   (default 'altcha') holding the answer, for forms read with FormData.
 * - It starts solving when the shopper first focuses a field of its form
 *   (`auto="onfocus"`), so the work is done while they type; outside a form, or
 *   with `auto="off"`, the shopper ticks the checkbox (keyboard: Tab, Space).
 * - When the server answers 400 with `fields.altcha`, show that message beside
 *   this component and remount it.
 *
 * The widget's script loads only when a form with this component renders.
 */


import { useEffect, useRef, type CSSProperties } from 'react'

import styles from './forms.module.css'

export type SpamCheckProps = {
  onChange?: (answer: string | null) => void
  /** Name of the hidden input the widget puts in its form. */
  name?: string
  /** When solving starts: on the first focus inside the form (default), or only when the checkbox is ticked. */
  auto?: 'onfocus' | 'off'
}

type StateChange = CustomEvent<{ payload?: string | null; state: string }>

// The widget's own colours and corners follow the site's theme (its design tokens).
const themed = {
  '--altcha-color-primary': 'var(--colour-accent, #1d4ed8)',
  '--altcha-color-primary-content': 'var(--colour-on-accent, #fff)',
  '--altcha-checkbox-outline': '2px solid var(--colour-accent, #1d4ed8)',
  '--altcha-border-radius': 'var(--radius-m, 4px)',
  '--altcha-border-color': 'var(--colour-border, #d1d5db)',
  '--altcha-color-base': 'var(--colour-surface, #fff)',
  '--altcha-max-width': '100%',
} as CSSProperties

export function SpamCheck({ onChange, name = 'altcha', auto = 'onfocus' }: SpamCheckProps) {
  const widget = useRef<HTMLElement>(null)
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })

  useEffect(() => {
    // Loaded on demand: pages without a form never fetch the widget.
    void import('altcha')
    const element = widget.current
    if (!element) return
    const changed = (event: Event) => {
      const { payload, state } = (event as StateChange).detail
      latest.current?.(state === 'verified' && payload ? payload : null)
    }
    element.addEventListener('statechange', changed)
    return () => element.removeEventListener('statechange', changed)
  }, [])

  return (
    <div className={styles.spamCheck} role="group" aria-label="Spam check">
      <altcha-widget
        ref={widget}
        challenge="/api/altcha"
        name={name}
        auto={auto}
        type="checkbox"
        language="en"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        style={themed}
        suppressHydrationWarning
      />
    </div>
  )
}
