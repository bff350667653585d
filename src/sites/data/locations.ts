import { withRatingsFromReviews } from '@/domain/reviews'
import type { Location } from '@/payload-types'

import { getSiteReviews } from './reviews'
import { siteDocs } from './siteRead'

/** A site's visible locations, with their dealership and image, each rated from its own reviews where it has any. */
export async function getSiteLocations(siteId: number): Promise<Location[]> {
  const [locations, reviews] = await Promise.all([
    siteDocs(siteId, 'locations', { where: { visible: { equals: true } }, depth: 1, limit: 200, sort: 'name', cache: { key: ['site-locations'], kinds: ['locations', 'dealerships'] } }),
    getSiteReviews(siteId),
  ])
  return withRatingsFromReviews(locations, reviews)
}

export async function getSiteLocation(siteId: number, slug: string): Promise<Location | null> {
  return (await getSiteLocations(siteId)).find((location) => location.slug === slug) ?? null
}
