'use client'

import { useEffect, useRef, useState } from 'react'
import type { FocusEvent, KeyboardEvent } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { iconBefore } from '@/components/ui/iconFile'

import styles from './MoreMenu.module.css'

/** The summary's three dots, drawn by CSS: a page of cards repeats it. */
const moreIcon = iconBefore('more')

/**
 * A card's further actions behind "More": a details disclosure whose links
 * are drawn only once it opens, so a page of cards carries none of them (each
 * is on the car page too). Escape closes it (focus back on More), as does
 * moving focus or clicking anywhere outside it. It gets the car's title and
 * each action's label and address, and names every action after the car.
 */
export function MoreMenu({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  const menu = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)

  // Opened before the page was interactive: draw the links now.
  useEffect(() => setOpen(menu.current?.open ?? false), [])

  function close(focusSummary: boolean) {
    const details = menu.current
    if (!details?.open) return
    details.open = false
    if (focusSummary) details.querySelector('summary')?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !menu.current?.open) return
    event.preventDefault()
    close(true)
  }

  function onBlur(event: FocusEvent<HTMLDetailsElement>) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) close(false)
  }

  return (
    <details ref={menu} className={styles.more} onKeyDown={onKeyDown} onBlur={onBlur} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`${buttonClass('secondary')} ${moreIcon.className}`} style={moreIcon.style} aria-label={`More actions: ${title}`}>
        More
      </summary>
      {open ? (
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} aria-label={`${link.label}: ${title}`}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  )
}
