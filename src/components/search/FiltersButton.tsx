'use client'

import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'

import { useFiltersDrawer } from './FiltersDrawerContext'
import styles from './SearchPage.module.css'

/**
 * The phone's Filters button, with the number of filters on. It opens the
 * filters drawer; without JavaScript it is a link down to the filters, which
 * then follow the results.
 */
export function FiltersButton({ count }: { count: number }) {
  const { show } = useFiltersDrawer()
  const label = count > 0 ? `Filters (${count})` : 'Filters'
  const classes = buttonClass('secondary', { className: styles.filtersButton })
  return (
    <>
      <button type="button" className={`${classes} ${styles.withScript}`} aria-haspopup="dialog" onClick={show}>
        <Icon name="filter" />
        {label}
      </button>
      <a href="#search-filters" className={`${classes} ${styles.withoutScript}`}>
        <Icon name="filter" />
        {label}
      </a>
    </>
  )
}
