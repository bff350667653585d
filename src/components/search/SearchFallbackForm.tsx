import { buttonClass } from '@/components/ui/Button'
import type { NumberRange } from '@/domain/searchUrl'

import { PriceSelect } from './PriceSelect'
import styles from './SearchPage.module.css'

/** The plain search form's address, the search's other filters (sent as hidden fields), and the keyword and price it starts with. */
export type FallbackSearch = { action: string; hidden: [string, string][]; query?: string; price?: NumberRange; keywordHint: string }

/**
 * Keyword and price as a GET form: the filter panel's stand-in without
 * JavaScript (the panel draws it in <noscript>, from these few fields rather
 * than the form's markup in React's payload).
 */
export function SearchFallbackForm({ action, hidden, query, price, keywordHint }: FallbackSearch) {
  return (
    <form method="get" action={action} role="search" className={styles.fallbackForm}>
      <p>
        <label htmlFor="search-query">Keyword</label>
        <input id="search-query" name="query" type="search" defaultValue={query ?? ''} placeholder={keywordHint} />
      </p>
      <PriceSelect id="search-price" name="range[price]" price={price} />
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass('primary')}>
        Search
      </button>
    </form>
  )
}
