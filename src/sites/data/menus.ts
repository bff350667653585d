import { unstable_cache } from 'next/cache'

import type { Menu } from '@/payload-types'

import { siteTag } from '@/lib/cacheTags'
import { sitePayload } from '../sitePayload'

export type SiteMenus = { header: Menu | null; footer: Menu | null }

/** A site's header and footer menus, cached per site and expired by the site's menus and pages tags (a page link follows its page). */
export function getSiteMenus(siteId: number): Promise<SiteMenus> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection: 'menus',
        where: { tenant: { equals: siteId } },
        // Page links need the page's address and whether it is published, not the whole page.
        depth: 1,
        populate: { pages: { slug: true, placement: true, _status: true } },
        limit: 2,
        // Anonymous shoppers: the site filter above is the scope.
        overrideAccess: true,
      })
      return { header: docs.find((menu) => menu.placement === 'header') ?? null, footer: docs.find((menu) => menu.placement === 'footer') ?? null }
    },
    ['site-menus', String(siteId)],
    { tags: [siteTag(siteId, 'menus'), siteTag(siteId, 'pages')], revalidate: 60 },
  )()
}
