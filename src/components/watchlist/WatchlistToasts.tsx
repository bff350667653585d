'use client'

import { useSyncExternalStore } from 'react'

import { Button } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { Toast, ToastRegion } from '@/components/ui/Toast'

import { closeToast, pauseToast, resumeToast, shownToast, subscribeToToast } from './toastStore'
import styles from './WatchlistToasts.module.css'

const noToast = () => null

/**
 * Where the watchlist's toast shows, mounted once in the
 * layout of every site with favourites. The live region (role=status,
 * polite) is in the page from the start, empty: screen readers announce what
 * changes in a region they know, not a region that arrives with its text. It
 * moves to the top of the screen when the heart tapped is low on it.
 */
export function WatchlistToasts() {
  const toast = useSyncExternalStore(subscribeToToast, shownToast, noToast)
  return (
    <ToastRegion label="Watchlist" className={`${styles.region} ${toast?.edge === 'top' ? styles.top : ''}`}>
      {toast && (
        <Toast
          key={toast.key}
          className={`watchlist-toast ${styles.toast}`}
          onMouseEnter={pauseToast}
          onMouseLeave={resumeToast}
          onFocus={pauseToast}
          onBlur={resumeToast}
          action={
            <Button variant="icon" aria-label="Close" onClick={closeToast}>
              <Icon name="close" />
            </Button>
          }
        >
          <span className={styles.title}>{toast.title}</span>
          <span>{toast.body}</span>
          {/* The layout stays on a client navigation, so the toast would follow the shopper to the list. */}
          <a href={toast.actionHref} onClick={closeToast}>
            {toast.actionLabel}
          </a>
        </Toast>
      )}
    </ToastRegion>
  )
}
