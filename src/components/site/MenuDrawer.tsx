'use client'

import type React from 'react'

import { Drawer } from '@/components/ui/Drawer'

/** The phone menu's drawer; choosing a link in it closes it, as the page changes under it. */
export function MenuDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} title="Menu" side="left">
      {/* A chosen link's click bubbles up here: the page changes under the drawer, so it closes. */}
      <div
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) onClose()
        }}
      >
        {children}
      </div>
    </Drawer>
  )
}
