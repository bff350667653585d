'use client'

import dynamic from 'next/dynamic'
import { useState, useSyncExternalStore } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'

import type { DrawerExtra } from './DrawerMenu'
import type { HeaderItem } from './headerMenu'

// The drawer's code loads when the shopper first opens the menu.
const MenuDrawer = dynamic(() => import('./MenuDrawer').then((module) => module.MenuDrawer), { ssr: false })

const noSubscription = () => () => {}

/**
 * The header's menu button below 1024 px. Without JavaScript it is a link to
 * the footer's navigation; once hydrated it is a button that opens the menu
 * in a drawer. The drawer draws the menu from the same items the desktop bar
 * gets (the page's payload holds them once), and only when first opened, so
 * the page carries no second copy of the menu for phones.
 */
export function MenuButton({ className, fallbackHref, items, extras }: { className?: string; fallbackHref: string; items: HeaderItem[]; extras: DrawerExtra[] }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const classes = buttonClass('icon', { className })
  const icon = <Icon name="menu" size={24} />

  if (!hydrated) {
    return (
      <a href={fallbackHref} className={classes} aria-label="Menu">
        {icon}
      </a>
    )
  }
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        {icon}
      </button>
      {used ? (
        <MenuDrawer open={open} onClose={() => setOpen(false)} items={items} extras={extras} />
      ) : null}
    </>
  )
}
