import type React from 'react'

import styles from './PageHeader.module.css'

type Crumb = { href: string; label: string }

/** The links back up from a page: Home / Locations. */
export function Trail({ trail }: { trail: readonly Crumb[] }) {
  if (trail.length === 0) return null
  return (
    <nav aria-label="Breadcrumb" className={styles.trail}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <a href={crumb.href}>{crumb.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/**
 * The head of a public page: where it sits (a trail of links back up), its
 * title and a line saying what it is for. Every page but the home page
 * starts with one, so pages share one rhythm.
 */
export function PageHeader({ title, trail = [], lead, children, id }: { title: React.ReactNode; trail?: readonly Crumb[]; lead?: React.ReactNode; children?: React.ReactNode; id?: string }) {
  return (
    <header className={styles.header}>
      <Trail trail={trail} />
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  )
}
