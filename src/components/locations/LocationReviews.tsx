import { DateTime } from 'luxon'

import { reviewsToShow } from '@/domain/reviews'
import type { Review } from '@/payload-types'

import { StarRating } from './StarRating'

/** A location's best recent reviews: rated 4 or more, newest first, at most 12 (dealer-network §5). */
export function LocationReviews({ reviews, zone }: { reviews: Review[]; zone: string }) {
  const shown = reviewsToShow(reviews.map((review) => ({ ...review, review_date: review.reviewDate })))
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="location-reviews" className="location-reviews">
      <h2 id="location-reviews">What our customers say</h2>
      <ul>
        {shown.map((review) => (
          <li key={review.id}>
            <StarRating rating={review.rating} />
            <p>{review.text}</p>
            <p className="review-meta">
              {review.customerName}, <time dateTime={review.reviewDate}>{DateTime.fromISO(review.reviewDate, { zone }).toFormat('d LLLL yyyy')}</time>
              {review.source ? ` on ${review.source}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
