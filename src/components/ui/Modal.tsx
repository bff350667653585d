'use client'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'

import { Button } from './Button'
import { Icon } from './Icon'
import styles from './Modal.module.css'

export type ModalPlacement = 'dialog' | 'left' | 'right' | 'full'

type Props = {
  open: boolean
  onClose: () => void
  title: React.ReactNode
  children: React.ReactNode
  footer?: React.ReactNode
  placement: ModalPlacement
  className?: string
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog or drawer on the native <dialog>: the page behind is inert
 * and does not scroll, Escape closes it, and the browser gives focus back to
 * the control that opened it. Tab wraps inside it rather than leaving for the
 * browser's own toolbar.
 */
export function Modal({ open, onClose, title, children, footer, placement, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement)
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      className={[styles.modal, styles[placement], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button variant="icon" aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </Button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  )
}
