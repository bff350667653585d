'use client'

import type React from 'react'
import { useId, useRef, useState } from 'react'

import styles from './Tabs.module.css'

export type Tab = { id: string; label: React.ReactNode; content: React.ReactNode }

/** Tabs with the ARIA tab pattern: arrow keys, Home and End move between tabs. One panel, holding the chosen tab's content: the others' are not drawn until chosen. */
export function Tabs({ tabs, label, initial }: { tabs: Tab[]; label: string; initial?: string }) {
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id)
  const prefix = useId()
  const refs = useRef(new Map<string, HTMLButtonElement>())

  const move = (event: React.KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[(next + tabs.length) % tabs.length]!
    setSelected(tab.id)
    refs.current.get(tab.id)?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element)
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            aria-controls={`${prefix}-panel`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${prefix}-panel`} aria-labelledby={`${prefix}-tab-${selected}`} className={styles.panel}>
        {tabs.find((tab) => tab.id === selected)?.content}
      </div>
    </div>
  )
}
