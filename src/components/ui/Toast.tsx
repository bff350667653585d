import type React from 'react'

import styles from './Toast.module.css'

/** Where toasts appear: a polite live region at the foot of the screen. */
export function ToastRegion({ children, label = 'Notifications' }: { children: React.ReactNode; label?: string }) {
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={label}>
      {children}
    </div>
  )
}

/** One short message, optionally with an action (a link or a close button). */
export function Toast({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <div className={styles.toast}>
      <span>{children}</span>
      {action}
    </div>
  )
}
