'use client'

import { useRouter } from 'next/navigation'

import { buttonClass } from '@/components/ui/Button'

import styles from './SearchPage.module.css'

export type SortOption = { indexName: string; label: string; href: string }

/**
 * The sort, a select: choosing goes to that sort's address. Without
 * JavaScript it is a GET form with a Sort button, the search's filters riding
 * along as hidden fields.
 */
export function SortSelect({ options, current, action, hidden }: { options: SortOption[]; current: string; action: string; hidden: [string, string][] }) {
  const router = useRouter()
  return (
    <form method="get" action={action} className={styles.sort}>
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="search-sort" className={styles.sortLabel}>
        Sort by
      </label>
      <select
        id="search-sort"
        name="sortBy"
        defaultValue={current}
        onChange={(event) => {
          const chosen = options.find((option) => option.indexName === event.target.value)
          if (chosen) router.push(chosen.href, { scroll: false })
        }}
      >
        {options.map((option) => (
          <option key={option.indexName} value={option.indexName}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonClass('secondary')}>
          Sort
        </button>
      </noscript>
    </form>
  )
}
