'use client'

import { useSyncExternalStore } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'

import { useFiltersDrawer } from './FiltersDrawerContext'
import styles from './SearchPage.module.css'

const noSubscription = () => () => undefined

/**
 * The phone's Filters button, with the number of filters on. The page comes
 * with a link down to the filters, which without JavaScript follow the
 * results; once the page is alive the same place holds a button that opens
 * the filters drawer. One element either way, looking the same.
 */
export function FiltersButton({ count }: { count: number }) {
  const { show } = useFiltersDrawer()
  const alive = useSyncExternalStore(noSubscription, () => true, () => false)
  const label = count > 0 ? `Filters (${count})` : 'Filters'
  const className = buttonClass('secondary', { className: styles.filtersButton })
  return alive ? (
    <button type="button" className={className} aria-haspopup="dialog" onClick={show}>
      <Icon name="filter" />
      {label}
    </button>
  ) : (
    <a href="#search-filters" className={className}>
      <Icon name="filter" />
      {label}
    </a>
  )
}
