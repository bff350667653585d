'use client'

import { useId, useState } from 'react'

import { collapsedText, toggleLabel, type CollapsibleKind } from '@/domain/collapsibleText'

import styles from './CollapsibleText.module.css'

/** Long offer text, collapsed with a View more / View full disclaimer toggle. */
export function CollapsibleText({ text, kind, className }: { text: string; kind: CollapsibleKind; className?: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const { collapsible, short, full } = collapsedText(text, kind)
  if (!full) return null
  return (
    <div className={className}>
      <p id={id}>{expanded || !collapsible ? full : short}</p>
      {collapsible ? (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {toggleLabel(kind, expanded)}
        </button>
      ) : null}
    </div>
  )
}
