'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

type FiltersDrawer = { open: boolean; used: boolean; show: () => void; hide: () => void }

const Context = createContext<FiltersDrawer>({ open: false, used: false, show: () => undefined, hide: () => undefined })

/** Whether the phone's filters drawer is open, shared by the toolbar's Filters button and the filters themselves. */
export function FiltersDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const value = useMemo(
    () => ({
      open,
      used,
      show: () => {
        setUsed(true)
        setOpen(true)
      },
      hide: () => setOpen(false),
    }),
    [open, used],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export const useFiltersDrawer = () => useContext(Context)
