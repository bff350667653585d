import { starsFor } from '@/domain/reviews'

import styles from './StarRating.module.css'

/** 4 whole stars plus a partial one, and the rating with one decimal (dealer-network §5). */
export function StarRating({ rating, count }: { rating: number | null | undefined; count?: number | null }) {
  if (rating === null || rating === undefined) return null
  const stars = starsFor(rating)
  return (
    <p className={styles.rating}>
      <span role="img" aria-label={`${stars.label} out of 5 stars`} className={styles.stars}>
        {'★'.repeat(stars.whole)}
        {stars.partial > 0 ? (
          <span className={styles.partial} style={{ ['--fill' as string]: `${stars.partial * 100}%` }}>
            ★
          </span>
        ) : null}
      </span>
      <span className={styles.label}>
        {stars.label}
        {count ? <span className={styles.count}>{` (${count} reviews)`}</span> : ''}
      </span>
    </p>
  )
}
