import type React from 'react'

import styles from './Skeleton.module.css'

/**
 * A placeholder of the exact size of what is loading, so nothing moves when
 * it arrives. Hidden from assistive technology: the region around it says it is busy.
 */
export function Skeleton({ width = '100%', height = '1rem', radius, className, style }: { width?: string; height?: string; radius?: string; className?: string; style?: React.CSSProperties }) {
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={{ width, height, borderRadius: radius, ...style }} />
}
