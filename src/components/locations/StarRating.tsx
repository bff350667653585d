import { starsFor } from '@/domain/reviews'

import styles from './StarRating.module.css'

/** 4 whole stars plus a partial one (drawn by CSS after the whole ones, filled to its fraction), and the rating with one decimal. */
export function StarRating({ rating, count }: { rating: number | null | undefined; count?: number | null }) {
  if (rating === null || rating === undefined) return null
  const stars = starsFor(rating)
  return (
    <p className={styles.rating}>
      {stars.partial > 0 ? (
        <span role="img" aria-label={`${stars.label} out of 5 stars`} className={`${styles.stars} ${styles.partial}`} style={{ ['--fill' as string]: `${stars.partial * 100}%` }}>
          {'★'.repeat(stars.whole)}
        </span>
      ) : (
        <span role="img" aria-label={`${stars.label} out of 5 stars`} className={styles.stars}>
          {'★'.repeat(stars.whole)}
        </span>
      )}
      <span className={styles.label}>
        {stars.label}
        {count ? <span className={styles.count}>{` (${count} reviews)`}</span> : ''}
      </span>
    </p>
  )
}
