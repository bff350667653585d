'use client'

import type React from 'react'

import { Modal } from './Modal'

/** A panel that slides in from the side (`full` covers a phone's whole screen), for menus and filters. */
export function Drawer({ side = 'right', ...props }: { open: boolean; onClose: () => void; title: React.ReactNode; children: React.ReactNode; footer?: React.ReactNode; side?: 'left' | 'right' | 'full'; className?: string }) {
  return <Modal placement={side} {...props} />
}
