'use client'

import { Drawer } from '@/components/ui/Drawer'

import { DrawerMenu, type DrawerExtra } from './DrawerMenu'
import type { HeaderItem } from './headerMenu'

/** The phone menu's drawer; choosing a link in it closes it, as the page changes under it. */
export function MenuDrawer({ open, onClose, items, extras }: { open: boolean; onClose: () => void; items: HeaderItem[]; extras: DrawerExtra[] }) {
  return (
    <Drawer open={open} onClose={onClose} title="Menu" side="left">
      {/* A chosen link's click bubbles up here: the page changes under the drawer, so it closes. */}
      <div
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) onClose()
        }}
      >
        <DrawerMenu items={items} extras={extras} />
      </div>
    </Drawer>
  )
}
