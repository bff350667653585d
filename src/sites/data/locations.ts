import { unstable_cache } from 'next/cache'

import { withRatingsFromReviews } from '@/domain/reviews'
import type { Location } from '@/payload-types'

import { siteTag } from '@/lib/cacheTags'
import { getSiteReviews } from './reviews'
import { sitePayload } from '../sitePayload'

/**
 * A site's visible locations, with their dealership and image, each rated
 * from its own reviews where it has any. Cached per
 * site and expired by the site's own tags when staff edit a location or a
 * dealership (src/hooks/revalidateSiteData.ts); the revalidate bound keeps a
 * second instance, whose cache the hook cannot reach, at most a minute behind.
 */
export async function getSiteLocations(siteId: number): Promise<Location[]> {
  const [locations, reviews] = await Promise.all([storedLocations(siteId), getSiteReviews(siteId)])
  return withRatingsFromReviews(locations, reviews)
}

function storedLocations(siteId: number): Promise<Location[]> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection: 'locations',
        where: { and: [{ tenant: { equals: siteId } }, { visible: { equals: true } }] },
        depth: 1,
        limit: 200,
        sort: 'name',
        // Anonymous shoppers: the site filter above is the scope.
        overrideAccess: true,
      })
      return docs
    },
    ['site-locations', String(siteId)],
    { tags: [siteTag(siteId, 'locations'), siteTag(siteId, 'dealerships')], revalidate: 60 },
  )()
}

export async function getSiteLocation(siteId: number, slug: string): Promise<Location | null> {
  return (await getSiteLocations(siteId)).find((location) => location.slug === slug) ?? null
}
