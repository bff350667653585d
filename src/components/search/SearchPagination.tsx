import { Icon } from '@/components/ui/Icon'
import { PAGE_GAP, pageNumbers } from '@/domain/pageNumbers'

import styles from './SearchPagination.module.css'

/**
 * Numbered pages under a results list, each a plain link to that page's
 * address (so it works without JavaScript and can be shared), with Previous
 * and Next beside them.
 */
export function SearchPagination({ current, total, href }: { current: number; total: number; href: (page: number) => string }) {
  if (total < 2) return null
  return (
    <nav aria-label="Pages" className={`search-pages ${styles.pages}`}>
      {current > 1 ? (
        <a href={href(current - 1)} className={styles.step} rel="prev">
          <Icon name="chevronLeft" size={18} />
          <span>Previous</span>
        </a>
      ) : null}
      <ol className={styles.numbers}>
        {pageNumbers(current, total).map((page, at) =>
          page === PAGE_GAP ? (
            <li key={`gap-${at}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span className={styles.current} aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {page}
                </span>
              ) : (
                <a href={href(page)} className={styles.number}>
                  <span className="visually-hidden">Page </span>
                  {page}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <a href={href(current + 1)} className={styles.step} rel="next">
          <span>Next</span>
          <Icon name="chevronRight" size={18} />
        </a>
      ) : null}
    </nav>
  )
}
