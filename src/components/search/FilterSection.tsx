'use client'

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

import styles from './SearchPage.module.css'

const storageKey = (name: string) => `forecourt:filter-open:${name}`

/**
 * One filter list that opens and closes (details/summary, so it works without
 * JavaScript) and remembers that for the rest of the visit on this site. A
 * closed list draws its values only once it is first opened; until then it
 * holds a link to the same search with the list drawn open by the server
 * (`showHref`), which is how a browser without JavaScript reaches them.
 */
export function FilterSection({ name, title, defaultOpen, showHref, children }: { name: string; title: string; defaultOpen: boolean; showHref: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null)
  const [drawn, setDrawn] = useState(defaultOpen)
  // Before the first paint, so a remembered state never moves the list; a list opened before the page came alive is drawn now.
  useLayoutEffect(() => {
    const stored = sessionStorage.getItem(storageKey(name))
    if (details.current && stored) details.current.open = stored === 'open'
    if (details.current?.open) setDrawn(true)
  }, [name])
  const id = `facet-${name}`
  return (
    <section className={`facet ${styles.section}`} aria-labelledby={id}>
      <details
        ref={details}
        open={defaultOpen}
        onToggle={(event) => {
          const open = event.currentTarget.open
          sessionStorage.setItem(storageKey(name), open ? 'open' : 'closed')
          if (open) setDrawn(true)
        }}
      >
        <summary className={styles.sectionSummary}>
          <h2 id={id}>{title}</h2>
        </summary>
        {drawn ? (
          children
        ) : (
          <a href={showHref} className={styles.showList} rel="nofollow">
            {`Show ${title.toLowerCase()} choices`}
          </a>
        )}
      </details>
    </section>
  )
}
