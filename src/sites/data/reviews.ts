import { unstable_cache } from 'next/cache'

import type { Review } from '@/payload-types'

import { siteTag } from '@/lib/cacheTags'
import { sitePayload } from '../sitePayload'

/** The site's reviews, newest first; pages pick what shows with reviewsToShow. */
export function getSiteReviews(siteId: number): Promise<Review[]> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection: 'reviews',
        where: { tenant: { equals: siteId } },
        depth: 0,
        limit: 1000,
        sort: '-reviewDate',
        // Anonymous shoppers: the site filter above is the scope.
        overrideAccess: true,
      })
      return docs
    },
    ['site-reviews', String(siteId)],
    { tags: [siteTag(siteId, 'reviews')], revalidate: 60 },
  )()
}
