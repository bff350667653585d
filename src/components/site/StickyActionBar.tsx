'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { stickyBarIsDown } from '@/domain/reviews'

/**
 * The mobile sticky footer (dealer-network §2, §4): "Call Now" (passed only
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
    <div className={down ? 'sticky-action-bar down' : 'sticky-action-bar'} data-testid="sticky-action-bar">
      {callHref ? (
        <a className="button-primary" href={callHref}>
          Call Now
        </a>
      ) : null}
      <Link className="button-secondary" href={enquireHref}>
        Enquire
      </Link>
    </div>
  )
}
