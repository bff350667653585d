'use client'

import type React from 'react'

import { Modal } from './Modal'

/** A centred modal dialog. */
export function Dialog(props: { open: boolean; onClose: () => void; title: React.ReactNode; children: React.ReactNode; footer?: React.ReactNode; className?: string }) {
  return <Modal placement="dialog" {...props} />
}
