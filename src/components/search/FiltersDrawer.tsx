'use client'

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { Drawer } from '@/components/ui/Drawer'

import { drawerPlace } from './FiltersDrawerContext'
import { ShowMeSlot } from './ShowMeSlot'
import styles from './SearchPage.module.css'

/**
 * The phone's filters, full screen. A filter tapped in it loads the new
 * search behind it, and the drawer comes back where it was, on the new
 * counts. 'Show Me N cars' sits in its footer, always in view, and goes to
 * the results, closing it.
 */
export function FiltersDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null)
  const [footer, setFooter] = useState<HTMLDivElement | null>(null)
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
    <Drawer
      side="full"
      open={open}
      onClose={onClose}
      title="Filters"
      className={`${styles.drawer} ${still ? styles.still : ''}`}
      footer={<div ref={setFooter} onClickCapture={closeOnShowMe} />}
    >
      <div ref={content}>
        <ShowMeSlot value={footer}>{children}</ShowMeSlot>
      </div>
    </Drawer>
  )
}
