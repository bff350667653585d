import type React from 'react'

import styles from './CardGrid.module.css'

/**
 * Cards in a responsive grid: one column on a phone, two from 768 px, then
 * three (or four, for small cards such as team members) from 1024 px. Rows
 * stretch, so cards side by side are the same height.
 */
export function CardGrid({ children, as: Element = 'div', columns = 3, className }: { children: React.ReactNode; as?: 'div' | 'ul'; columns?: 3 | 4; className?: string }) {
  return <Element className={[styles.grid, columns === 4 && styles.four, className].filter(Boolean).join(' ')}>{children}</Element>
}
