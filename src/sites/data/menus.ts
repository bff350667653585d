import type { Menu } from '@/payload-types'

import { siteDocs } from './siteRead'

export type SiteMenus = { header: Menu | null; footer: Menu | null }

/** A site's header and footer menus, expired by its pages too (a page link follows its page). */
export async function getSiteMenus(siteId: number): Promise<SiteMenus> {
  const menus = await siteDocs(siteId, 'menus', {
    // Page links need the page's address and whether it is published, not the whole page.
    depth: 1,
    populate: { pages: { slug: true, placement: true, _status: true } },
    limit: 2,
    cache: { key: ['site-menus'], kinds: ['menus', 'pages'] },
  })
  return { header: menus.find((menu) => menu.placement === 'header') ?? null, footer: menus.find((menu) => menu.placement === 'footer') ?? null }
}
