'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/** Where 'Show Me N cars' goes instead of its place in the panel: the phone drawer's footer, always in view and covering no filter. */
export const ShowMeSlot = createContext<HTMLElement | null>(null)

export function InShowMeSlot({ children }: { children: ReactNode }) {
  const slot = useContext(ShowMeSlot)
  return slot ? createPortal(children, slot) : children
}
