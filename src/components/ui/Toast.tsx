import type React from 'react'

import styles from './Toast.module.css'

/** Where toasts appear: a polite live region at the foot of the screen. */
export function ToastRegion({ children, label = 'Notifications', className }: { children: React.ReactNode; label?: string; className?: string }) {
  return (
    <div className={[styles.region, className].filter(Boolean).join(' ')} role="status" aria-live="polite" aria-label={label}>
      {children}
    </div>
  )
}

/** One short message, optionally with an action (a link or a close button). */
export function Toast({ children, action, className, ...events }: { children: React.ReactNode; action?: React.ReactNode; className?: string } & Pick<React.HTMLAttributes<HTMLDivElement>, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'>) {
  return (
    <div className={[styles.toast, className].filter(Boolean).join(' ')} {...events}>
      <span>{children}</span>
      {action}
    </div>
  )
}
