'use client'

import { useRef, useState } from 'react'

/**
 * Open state of a header menu that opens on hover and on click.
 * The pointer that opened the menu by hovering is already
 * on its button, so that pointer's click keeps the menu open rather than
 * closing it again; a click without a hover (keyboard, a second tap) toggles.
 */
export function useHoverMenu() {
  const [open, setOpen] = useState(false)
  const openedByHover = useRef(false)
  return {
    open,
    setOpen,
    hoverProps: {
      onMouseEnter: () => {
        openedByHover.current = !open
        setOpen(true)
      },
      onMouseLeave: () => {
        openedByHover.current = false
        setOpen(false)
      },
    },
    toggle: () => {
      if (openedByHover.current) openedByHover.current = false
      else setOpen(!open)
    },
  }
}
