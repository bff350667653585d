import { DateTime } from 'luxon'

import { reviewsToShow } from '@/domain/reviews'
import type { Review } from '@/payload-types'

import styles from './LocationReviews.module.css'
import { StarRating } from './StarRating'

/** A location's best recent reviews: rated 4 or more, newest first, at most 12. */
export function LocationReviews({ reviews, zone }: { reviews: Review[]; zone: string }) {
  const shown = reviewsToShow(reviews.map((review) => ({ ...review, review_date: review.reviewDate })))
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="location-reviews" className={styles.reviews}>
      <h2 id="location-reviews">What our customers say</h2>
      <ul className={styles.list}>
        {shown.map((review) => (
          <li key={review.id} className={styles.review}>
            <StarRating rating={review.rating} />
            <blockquote className={styles.text}>
              <p>{review.text}</p>
            </blockquote>
            <p className={styles.meta}>
              {review.customerName}, <time dateTime={review.reviewDate}>{DateTime.fromISO(review.reviewDate, { zone }).toFormat('d LLLL yyyy')}</time>
              {review.source ? ` on ${review.source}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
