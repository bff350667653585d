import type React from 'react'

import styles from './Badge.module.css'

export type BadgeTone = 'neutral' | 'accent' | 'brand' | 'success' | 'danger' | 'warning'

/** A short status or tag: "Demo", "New arrival", "Sold". */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: React.ReactNode; className?: string }) {
  return <span className={className ? `${styles[tone]} ${className}` : styles[tone]}>{children}</span>
}
