import { unstable_cache } from 'next/cache'

import type { Dealership } from '@/payload-types'

import { siteTag } from '@/lib/cacheTags'
import { sitePayload } from '../sitePayload'

/** A site's dealerships, cached per site and expired by the site's dealership tag. */
export function getSiteDealerships(siteId: number): Promise<Dealership[]> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection: 'dealerships',
        where: { tenant: { equals: siteId } },
        depth: 0,
        limit: 100,
        sort: 'name',
        // Anonymous shoppers: the site filter above is the scope.
        overrideAccess: true,
      })
      return docs
    },
    ['site-dealerships', String(siteId)],
    { tags: [siteTag(siteId, 'dealerships')], revalidate: 60 },
  )()
}
