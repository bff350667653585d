'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { closeToast, pauseToast, resumeToast, shownToast, subscribeToToast } from './toastStore'
import './watchlist.css'

const noToast = () => null

/**
 * Where the server watchlist's toast shows (shopper-journey §8), mounted once
 * in the layout of server-watchlist sites. The live region is in the page
 * from the start, empty: screen readers announce what changes in a region
 * they know, not a region that arrives with its text.
 */
export function WatchlistToasts() {
  const toast = useSyncExternalStore(subscribeToToast, shownToast, noToast)
  return (
    <div className="watchlist-toasts" role="status" aria-live="polite">
      {toast && (
        <div key={toast.key} className="watchlist-toast" onMouseEnter={pauseToast} onMouseLeave={resumeToast} onFocus={pauseToast} onBlur={resumeToast}>
          <p className="watchlist-toast-title">{toast.title}</p>
          <p>{toast.body}</p>
          {/* The layout stays on a client navigation, so the toast would follow the shopper to the list. */}
          <Link href={toast.actionHref} onClick={closeToast}>
            {toast.actionLabel}
          </Link>
          <button type="button" className="watchlist-toast-close" aria-label="Close" onClick={closeToast}>
            ×
          </button>
        </div>
      )}
    </div>
  )
}
