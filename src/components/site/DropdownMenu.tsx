'use client'

import Link from 'next/link'
import { useEffect, useId, useRef } from 'react'

import { useHoverMenu } from './useHoverMenu'

export type DropdownLink = { label: string; href: string; newTab: boolean }

function MenuLink({ link, onChoose }: { link: DropdownLink; onChoose?: () => void }) {
  const external = /^https?:\/\//.test(link.href)
  const targetProps = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return external ? (
    <a href={link.href} {...targetProps} onClick={onChoose}>
      {link.label}
    </a>
  ) : (
    <Link href={link.href} {...targetProps} onClick={onChoose}>
      {link.label}
    </Link>
  )
}

/**
 * A header dropdown (dealer-network §2): opens on hover and on click, and by
 * keyboard (Enter, Space or ArrowDown on its button; Escape closes and returns
 * focus). When the entry has its own page the label stays a plain link, so
 * the page is reachable without JavaScript, and a separate button opens the list.
 */
export function DropdownMenu({ label, href, links }: { label: string; href: DropdownLink | null; links: DropdownLink[] }) {
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
      className="nav-dropdown"
      ref={root}
      {...hoverProps}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      {href ? <MenuLink link={href} /> : null}
      <button
        ref={button}
        type="button"
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
        {href ? <span aria-hidden="true" className="nav-dropdown-caret" /> : label}
      </button>
      <ul
        id={panelId}
        className="nav-dropdown-panel"
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
        {links.map((link) => (
          <li key={`${link.label}:${link.href}`}>
            <MenuLink link={link} onChoose={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  )
}
