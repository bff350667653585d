import type React from 'react'

import styles from './blocks.module.css'

/** A block's band: its heading (named for the region it labels) and its content, spaced as the page's sections are. */
export function BlockSection({ id, heading, className, action, children }: { id: string; heading?: string | null; className?: string; action?: React.ReactNode; children: React.ReactNode }) {
  const title = heading?.trim()
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={title ? `${id}-title` : undefined}>
      {title || action ? (
        <div className={styles.head}>
          {title ? (
            <h2 id={`${id}-title`} className={styles.heading}>
              {title}
            </h2>
          ) : null}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  )
}
