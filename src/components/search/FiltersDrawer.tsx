'use client'

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'

import { Drawer } from '@/components/ui/Drawer'

import { drawerPlace } from './FiltersDrawerContext'
import styles from './SearchPage.module.css'

/**
 * The phone's filters, full screen. A filter tapped in it loads the new
 * search behind it, and the drawer comes back where it was, on the new
 * counts; 'Show Me N cars' goes to the results and closes it.
 */
export function FiltersDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null)
  // Opened by the shopper, it slides in; drawn again for the next search's page, it stays still where it was.
  const still = !drawerPlace.opening
  useEffect(() => {
    const scroller = content.current?.parentElement
    if (!open || !scroller) return
    if (!drawerPlace.opening) scroller.scrollTop = drawerPlace.scrollTop
    drawerPlace.opening = false
    const remember = () => (drawerPlace.scrollTop = scroller.scrollTop)
    scroller.addEventListener('scroll', remember, { passive: true })
    return () => scroller.removeEventListener('scroll', remember)
  }, [open])
  const closeOnShowMe = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('.show-me-cars')) onClose()
  }
  return (
    <Drawer side="full" open={open} onClose={onClose} title="Filters" className={`${styles.drawer} ${still ? styles.still : ''}`}>
      <div ref={content} onClickCapture={closeOnShowMe}>
        {children}
      </div>
    </Drawer>
  )
}
