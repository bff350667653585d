import { DateTime } from 'luxon'

import { StarRating } from '@/components/locations/StarRating'
import { reviewsForBlock } from '@/domain/pageBlocks'
import type { ReviewsBlock } from '@/payload-types'
import { getSiteReviews } from '@/sites/data/reviews'

import { BlockSection } from '../BlockSection'
import type { BlockContext } from '../context'
import styles from './Reviews.module.css'

/** The site's reviews rated 4 or more, newest first, as quote cards; nothing when there are none. */
export async function Reviews({ block, context }: { block: ReviewsBlock; context: BlockContext }) {
  const { site } = context
  const shown = reviewsForBlock((await getSiteReviews(site.id)).map((review) => ({ ...review, review_date: review.reviewDate })))
  if (shown.length === 0) return null
  const heading = block.heading?.trim() || 'What our customers say'
  return (
    <BlockSection id={context.key} heading={heading}>
      {/* On a phone the list scrolls sideways: focusable, so a keyboard can scroll it too. */}
      <ul className={styles.list} tabIndex={0} aria-label={heading}>
        {shown.map((review) => (
          <li key={review.id} className={styles.review}>
            <StarRating rating={review.rating} />
            <blockquote className={styles.text}>{review.text}</blockquote>
            <p className={styles.meta}>
              <strong>{review.customerName}</strong>
              <span>
                <time dateTime={review.reviewDate}>{DateTime.fromISO(review.reviewDate, { zone: site.timeZone }).toFormat('d LLLL yyyy')}</time>
                {review.source ? ` on ${review.source}` : ''}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
