'use client'

import { useEffect, useId, useRef } from 'react'

import { Icon } from '@/components/ui/Icon'

import styles from './DropdownMenu.module.css'
import type { MenuLinkItem } from './headerMenu'
import { SiteLink } from './SiteLink'
import { useHoverMenu } from './useHoverMenu'

/**
 * A header dropdown: opens on hover and on click, and by
 * keyboard (Enter, Space or ArrowDown on its button; Escape closes and returns
 * focus). When the entry has its own page the label stays a plain link, so
 * the page is reachable without JavaScript, and a separate button opens the list.
 * The list's links are drawn when it opens (it needs JavaScript to open, and
 * the footer carries the site's links for crawlers and for pages without it).
 */
export function DropdownMenu({ label, href, links }: { label: string; href: MenuLinkItem | null; links: MenuLinkItem[] }) {
  const { open, setOpen, hoverProps, toggle } = useHoverMenu()
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, setOpen])

  const focusFirstLink = () => requestAnimationFrame(() => root.current?.querySelector<HTMLAnchorElement>(`[id="${panelId}"] a`)?.focus())

  return (
    <div
      className={styles.dropdown}
      ref={root}
      {...hoverProps}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      {href ? (
        <SiteLink href={href.href} newTab={href.newTab} className={styles.label}>
          {href.label}
        </SiteLink>
      ) : null}
      <button
        ref={button}
        type="button"
        className={href ? styles.caret : styles.label}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={href ? `${label} menu` : undefined}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return
          event.preventDefault()
          setOpen(true)
          focusFirstLink()
        }}
      >
        {href ? null : label}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          const items = [...(event.currentTarget.querySelectorAll('a') as NodeListOf<HTMLAnchorElement>)]
          const at = items.indexOf(document.activeElement as HTMLAnchorElement)
          const next = event.key === 'ArrowDown' ? Math.min(items.length - 1, at + 1) : Math.max(0, at - 1)
          items[next]?.focus()
        }}
      >
        {open
          ? links.map((link) => (
              <li key={`${link.label}:${link.href}`}>
                <SiteLink href={link.href} newTab={link.newTab} onClick={() => setOpen(false)}>
                  {link.label}
                </SiteLink>
              </li>
            ))
          : null}
      </ul>
    </div>
  )
}
