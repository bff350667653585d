'use client'

import { useEffect, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { stickyBarIsDown } from '@/domain/reviews'

import styles from './StickyActionBar.module.css'

/**
 * The mobile sticky footer: "Call Now" (passed only
 * while the location is open) and "Enquire". It takes its 'down' style once
 * the page is scrolled 50px or more.
 */
export function StickyActionBar({ callHref, enquireHref }: { callHref: string | null; enquireHref: string }) {
  const [down, setDown] = useState(false)
  useEffect(() => {
    const update = () => setDown(stickyBarIsDown(window.scrollY))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    // sticky-action-bar: the hook CarFormButtons finds its Enquire link by.
    <div className={`sticky-action-bar ${styles.bar} ${down ? styles.down : ''}`} data-testid="sticky-action-bar">
      {callHref ? (
        <a className={buttonClass('secondary', { block: true })} href={callHref}>
          Call Now
        </a>
      ) : null}
      <a className={buttonClass('primary', { block: true })} href={enquireHref}>
        Enquire
      </a>
    </div>
  )
}
