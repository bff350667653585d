'use client'

import { useLayoutEffect, useRef, type ReactNode } from 'react'

import { Icon } from '@/components/ui/Icon'

import styles from './SearchPage.module.css'

const storageKey = (name: string) => `forecourt:filter-open:${name}`

/**
 * One filter list that opens and closes (details/summary, so it works without
 * JavaScript) and remembers that for the rest of the visit on this site.
 */
export function FilterSection({ name, title, defaultOpen, children }: { name: string; title: string; defaultOpen: boolean; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null)
  // Before the first paint, so a remembered state never moves the list.
  useLayoutEffect(() => {
    const stored = sessionStorage.getItem(storageKey(name))
    if (details.current && stored) details.current.open = stored === 'open'
  }, [name])
  const id = `facet-${name}`
  return (
    <section className={`facet ${styles.section}`} aria-labelledby={id}>
      <details ref={details} open={defaultOpen} onToggle={(event) => sessionStorage.setItem(storageKey(name), event.currentTarget.open ? 'open' : 'closed')}>
        <summary className={styles.sectionSummary}>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          <Icon name="chevronDown" />
        </summary>
        <div className={styles.sectionBody}>{children}</div>
      </details>
    </section>
  )
}
