'use client'

import { useRef } from 'react'
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'

import styles from './MoreMenu.module.css'

/**
 * A card's further actions behind "More": a details disclosure, so it opens
 * and closes without JavaScript; with it, Escape closes it (focus back on
 * More), as does moving focus or clicking anywhere outside it.
 */
export function MoreMenu({ label, children }: { label: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null)

  function close(focusSummary: boolean) {
    const details = menu.current
    if (!details?.open) return
    details.open = false
    if (focusSummary) details.querySelector('summary')?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !menu.current?.open) return
    event.preventDefault()
    close(true)
  }

  function onBlur(event: FocusEvent<HTMLDetailsElement>) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) close(false)
  }

  return (
    <details ref={menu} className={`car-card-more ${styles.more}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary className={buttonClass('secondary', { size: 'small', className: styles.summary })} aria-label={label}>
        <Icon name="more" />
        <span aria-hidden="true" className={styles.word}>
          More
        </span>
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  )
}
