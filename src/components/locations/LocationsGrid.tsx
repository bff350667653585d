import type React from 'react'

import styles from './LocationsGrid.module.css'

/** Location cards in a grid: one column on a phone, two from 768 px, three from 1024 px. */
export function LocationsGrid({ children, as: Element = 'div' }: { children: React.ReactNode; as?: 'div' | 'ul' }) {
  return <Element className={`locations-grid ${styles.grid}`}>{children}</Element>
}
