import type React from 'react'

import styles from './Accordion.module.css'
import { Icon } from './Icon'

/** One section that opens and closes, built on details/summary so it works without JavaScript. `name` makes a group where one is open at a time. */
export function Accordion({ title, children, open, name, className }: { title: React.ReactNode; children: React.ReactNode; open?: boolean; name?: string; className?: string }) {
  return (
    <details className={[styles.accordion, className].filter(Boolean).join(' ')} open={open} name={name}>
      <summary>
        <span>{title}</span>
        <Icon name="chevronDown" />
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  )
}
