
import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { DEFAULT_SEARCH_PATH } from '@/domain/searchPaths'

import styles from './not-found.module.css'

/**
 * A page that does not exist on a site that does: shown inside the site's own
 * header and footer, with a keyword search (a plain GET form, so it works
 * without JavaScript) and the ways most shoppers go next.
 */
export default function PageNotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p className={styles.lead}>This page may have moved or no longer exists. Search our stock, or try the home page.</p>
      <form method="get" action={DEFAULT_SEARCH_PATH} role="search" className={styles.search}>
        <label htmlFor="not-found-query" className="visually-hidden">
          Search our stock
        </label>
        <input id="not-found-query" name="query" type="search" placeholder="Make, model or keyword" />
        <button type="submit" className={buttonClass('primary')}>
          <Icon name="search" />
          Search
        </button>
      </form>
      <ul className={styles.links}>
        <li>
          <a className={buttonClass('secondary')} href="/">
            Home
          </a>
        </li>
        <li>
          <a className={buttonClass('ghost')} href={DEFAULT_SEARCH_PATH}>
            All stock
          </a>
        </li>
        <li>
          <a className={buttonClass('ghost')} href="/contact">
            Contact us
          </a>
        </li>
      </ul>
    </section>
  )
}
