import type { Review } from '@/payload-types'

import { siteDocs } from './siteRead'

/** The site's reviews, newest first; pages pick what shows with reviewsToShow. */
export function getSiteReviews(siteId: number): Promise<Review[]> {
  return siteDocs(siteId, 'reviews', { depth: 0, limit: 1000, sort: '-reviewDate', cache: { key: ['site-reviews'], kinds: ['reviews'] } })
}
