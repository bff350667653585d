import { starsFor } from '@/domain/reviews'

/** 4 whole stars plus a partial one, and the rating with one decimal (dealer-network §5). */
export function StarRating({ rating, count }: { rating: number | null | undefined; count?: number | null }) {
  if (rating === null || rating === undefined) return null
  const stars = starsFor(rating)
  return (
    <p className="star-rating">
      <span role="img" aria-label={`${stars.label} out of 5 stars`} className="stars">
        {'★'.repeat(stars.whole)}
        {stars.partial > 0 ? <span className="star-partial" style={{ ['--fill' as string]: `${stars.partial * 100}%` }}>★</span> : null}
      </span>{' '}
      <span className="star-label">
        {stars.label}
        {count ? ` (${count} reviews)` : ''}
      </span>
    </p>
  )
}
