'use client'

import type { MouseEvent, ReactNode } from 'react'

import { Drawer } from '@/components/ui/Drawer'

import styles from './SearchPage.module.css'

/**
 * The phone's filters, full screen. A filter list's link changes the search
 * behind it and the drawer stays open on the new counts; 'Show Me N cars'
 * goes to the results and closes it.
 */
export function FiltersDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const closeOnShowMe = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('.show-me-cars')) onClose()
  }
  return (
    <Drawer side="full" open={open} onClose={onClose} title="Filters" className={styles.drawer}>
      <div onClickCapture={closeOnShowMe}>{children}</div>
    </Drawer>
  )
}
