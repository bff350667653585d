import type React from 'react'

import styles from './Card.module.css'

type Props<T extends React.ElementType> = { as?: T; interactive?: boolean; className?: string; children: React.ReactNode } & Omit<
  React.ComponentPropsWithoutRef<T>,
  'as' | 'className' | 'children'
>

/** A bordered surface: an optional 4:3 media area, a body and a footer. `interactive` lifts it on hover. */
export function Card<T extends React.ElementType = 'article'>({ as, interactive = false, className, children, ...props }: Props<T>) {
  const Element = as ?? 'article'
  return (
    <Element className={[styles.card, interactive && styles.interactive, className].filter(Boolean).join(' ')} {...props}>
      {children}
    </Element>
  )
}

export function CardMedia({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={[styles.media, className].filter(Boolean).join(' ')}>{children}</div>
}

export function CardBody({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={[styles.body, className].filter(Boolean).join(' ')}>{children}</div>
}

export function CardFooter({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={[styles.footer, className].filter(Boolean).join(' ')}>{children}</div>
}
