'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

type FiltersDrawer = {
  open: boolean
  used: boolean
  show: () => void
  hide: () => void
}

/** Where the drawer was scrolled to, and whether the shopper has just opened it: kept while a filter tapped in it loads the next search's page. */
export const drawerPlace = { scrollTop: 0, opening: false }

const Context = createContext<FiltersDrawer | null>(null)

/**
 * Whether the phone's filters drawer is open, shared by the toolbar's Filters
 * button and the filters. It lives in the search's layout: each filter tapped
 * in the drawer is a new page, and the drawer stays open across it.
 */
export function FiltersDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const value = useMemo(
    () => ({
      open,
      used,
      show: () => {
        drawerPlace.scrollTop = 0
        drawerPlace.opening = true
        setUsed(true)
        setOpen(true)
      },
      hide: () => setOpen(false),
    }),
    [open, used],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useFiltersDrawer(): FiltersDrawer {
  const drawer = useContext(Context)
  if (!drawer) throw new Error('The search filters need the search layout’s FiltersDrawerProvider')
  return drawer
}
