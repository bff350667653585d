'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'

import styles from './SearchPage.module.css'

/** A shopper's move that loads another search: a link to a search address, or a new sort. */
function loadsSearch(event: Event): boolean {
  if (event.type === 'change') return event.target instanceof HTMLSelectElement && event.target.id === 'search-sort'
  const link = event.target instanceof Element ? event.target.closest('a') : null
  const mouse = event as MouseEvent
  return !!link && link.origin === location.origin && link.pathname.startsWith('/search') && link.href !== location.href && !mouse.metaKey && !mouse.ctrlKey && !mouse.shiftKey
}

/**
 * The results while the next search loads: each card turns into a skeleton of
 * its own size, so nothing moves. The wait ends when the address changes.
 */
export function PendingResults({ children }: { children: ReactNode }) {
  const address = `${usePathname()}?${useSearchParams().toString()}`
  const [leaving, setLeaving] = useState<string | null>(null)
  const pending = leaving === address
  useEffect(() => {
    const watch = (event: Event) => loadsSearch(event) && setLeaving(`${location.pathname}?${new URLSearchParams(location.search).toString()}`)
    document.addEventListener('click', watch, true)
    document.addEventListener('change', watch, true)
    return () => {
      document.removeEventListener('click', watch, true)
      document.removeEventListener('change', watch, true)
    }
  }, [])
  return (
    <div className={styles.results} aria-busy={pending || undefined} data-pending={pending || undefined}>
      {children}
    </div>
  )
}
