import { unstable_cache } from 'next/cache'

import type { Model } from '@/payload-types'

import { siteTag } from '@/lib/cacheTags'
import { sitePayload } from '../sitePayload'

/** A site's models, cached per site and expired by the site's models tag. */
export function getSiteModels(siteId: number): Promise<Model[]> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection: 'models',
        where: { tenant: { equals: siteId } },
        depth: 1,
        limit: 200,
        // Anonymous shoppers: the site filter above is the scope.
        overrideAccess: true,
      })
      return docs
    },
    ['site-models', String(siteId)],
    { tags: [siteTag(siteId, 'models')], revalidate: 60 },
  )()
}
