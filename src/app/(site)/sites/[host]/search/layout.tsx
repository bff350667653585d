import type { ReactNode } from 'react'

import { FiltersDrawerProvider } from '@/components/search/FiltersDrawerContext'

/** Above the search page, so the phone's filters drawer stays open while a filter tapped in it loads the new search. */
export default function SearchLayout({ children }: { children: ReactNode }) {
  return <FiltersDrawerProvider>{children}</FiltersDrawerProvider>
}
