import Link from 'next/link'
import type React from 'react'

import styles from './Chip.module.css'
import { Icon } from './Icon'

type Common = { children: React.ReactNode; className?: string }

/**
 * An active filter that removes itself: a link (works without JavaScript) when
 * given `href`, a button otherwise. Its name says what it removes.
 */
export function RemovableChip({ children, className, href, onRemove, removeLabel }: Common & { href?: string; onRemove?: () => void; removeLabel: string }) {
  const content = (
    <>
      <span>{children}</span>
      <span className={styles.remove} aria-hidden="true">
        <Icon name="close" size={14} />
      </span>
    </>
  )
  const classes = [styles.chip, className].filter(Boolean).join(' ')
  return href ? (
    <Link href={href} className={classes} aria-label={removeLabel} scroll={false}>
      {content}
    </Link>
  ) : (
    <button type="button" className={classes} aria-label={removeLabel} onClick={onRemove}>
      {content}
    </button>
  )
}

/** A pill-shaped choice or quick link; `selected` marks the current one. */
export function Chip({ children, className, href, selected = false }: Common & { href: string; selected?: boolean }) {
  return (
    <Link href={href} className={[styles.chip, styles.plain, selected && styles.selected, className].filter(Boolean).join(' ')} aria-current={selected ? 'page' : undefined}>
      {children}
    </Link>
  )
}
