import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { Offer } from '@/payload-types'

import { siteTag } from '../cacheTags'

/**
 * A site's published offers, cached per site and expired by the site's offers
 * tag. Start and expiry dates are applied when a page renders, not here, so
 * an offer appears and disappears on time whatever the cache holds.
 */
export function getSiteOffers(siteId: number): Promise<Offer[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'offers',
        where: { and: [{ tenant: { equals: siteId } }, { _status: { equals: 'published' } }] },
        depth: 1,
        limit: 100,
        sort: '-updatedAt',
        // Anonymous shoppers: the site and published filters above are the scope.
        overrideAccess: true,
      })
      return docs
    },
    ['site-offers', String(siteId)],
    { tags: [siteTag(siteId, 'offers')], revalidate: 60 },
  )()
}
