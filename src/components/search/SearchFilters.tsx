'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'

import { useFiltersDrawer } from './FiltersDrawerContext'
import styles from './SearchPage.module.css'

// The drawer's code loads when a shopper first opens it.
const FiltersDrawer = dynamic(() => import('./FiltersDrawer').then((module) => module.FiltersDrawer), { ssr: false })

/**
 * The search's filters: a sticky sidebar on wide screens; on a phone they
 * live in a full-screen drawer while it is open (and, without JavaScript,
 * after the results). They are drawn in one place at a time, so their fields
 * keep unique ids.
 */
export function SearchFilters({ children }: { children: ReactNode }) {
  const { open, used, hide } = useFiltersDrawer()
  return (
    <>
      <aside id="search-filters" aria-label="Filters" className={`search-filters ${styles.sidebar}`}>
        {open ? null : children}
      </aside>
      {used ? (
        <FiltersDrawer open={open} onClose={hide}>
          {open ? children : null}
        </FiltersDrawer>
      ) : null}
    </>
  )
}
