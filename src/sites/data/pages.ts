import { unstable_cache } from 'next/cache'

import type { PagePlacement } from '@/domain/contentPages'
import type { Page } from '@/payload-types'

import { siteTag } from '@/lib/cacheTags'
import { isPreviewing } from './previewing'
import { sitePayload } from '../sitePayload'

async function findPage(siteId: number, placement: PagePlacement, slug: string, draft: boolean): Promise<Page | null> {
  const payload = await sitePayload()
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      and: [
        { tenant: { equals: siteId } },
        { placement: { equals: placement } },
        { slug: { equals: slug } },
        ...(draft ? [] : [{ _status: { equals: 'published' } }]),
      ],
    },
    depth: 1,
    limit: 1,
    draft,
    // Anonymous shoppers: the site and published filters above are the scope.
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** One published page of the site (its latest draft while previewing), cached per site and slug. */
export async function getSitePage(siteId: number, placement: PagePlacement, slug: string): Promise<Page | null> {
  if (await isPreviewing(siteId)) return findPage(siteId, placement, slug, true)
  return unstable_cache(() => findPage(siteId, placement, slug, false), ['site-page', String(siteId), placement, slug], {
    tags: [siteTag(siteId, 'pages')],
    revalidate: 60,
  })()
}

/** The latest draft of one page of the site, by id, for its live preview: only when it is this site's page at this address. */
export async function getSitePageDraft(siteId: number, id: number, placement: PagePlacement, slug: string): Promise<Page | null> {
  const payload = await sitePayload()
  const page = await payload.findByID({ collection: 'pages', id, draft: true, depth: 1, overrideAccess: true, disableErrors: true })
  const tenant = page && typeof page.tenant === 'object' && page.tenant ? page.tenant.id : page?.tenant
  return page && tenant === siteId && page.placement === placement && page.slug === slug ? page : null
}

/** Addresses of the site's published pages, for its sitemap. */
export function getSitePageAddresses(siteId: number): Promise<Pick<Page, 'slug' | 'placement' | 'updatedAt'>[]> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ tenant: { equals: siteId } }, { _status: { equals: 'published' } }] },
        select: { slug: true, placement: true, updatedAt: true },
        depth: 0,
        limit: 500,
        overrideAccess: true,
      })
      return docs
    },
    ['site-page-addresses', String(siteId)],
    { tags: [siteTag(siteId, 'pages')], revalidate: 60 },
  )()
}
