import type { PagePlacement } from '@/domain/contentPages'
import type { Page } from '@/payload-types'

import { sitePayload } from '../sitePayload'
import { siteDocs } from './siteRead'

/** One published page of the site (its latest draft while previewing). */
export async function getSitePage(siteId: number, placement: PagePlacement, slug: string): Promise<Page | null> {
  const [page] = await siteDocs(siteId, 'pages', {
    where: { and: [{ placement: { equals: placement } }, { slug: { equals: slug } }] },
    published: true,
    previewDrafts: true,
    depth: 1,
    limit: 1,
    cache: { key: ['site-page', placement, slug], kinds: ['pages'] },
  })
  return page ?? null
}

/** The latest draft of one page of the site, by id, for its live preview: only when it is this site's page at this address. */
export async function getSitePageDraft(siteId: number, id: number, placement: PagePlacement, slug: string): Promise<Page | null> {
  const payload = await sitePayload()
  // By id, then checked against the site below: the live preview names the document it edits.
  const page = await payload.findByID({ collection: 'pages', id, draft: true, depth: 1, overrideAccess: true, disableErrors: true })
  const tenant = page && typeof page.tenant === 'object' && page.tenant ? page.tenant.id : page?.tenant
  return page && tenant === siteId && page.placement === placement && page.slug === slug ? page : null
}

/** Addresses of the site's published pages, for its sitemap. */
export function getSitePageAddresses(siteId: number): Promise<Pick<Page, 'slug' | 'placement' | 'updatedAt'>[]> {
  return siteDocs(siteId, 'pages', {
    published: true,
    select: { slug: true, placement: true, updatedAt: true },
    depth: 0,
    limit: 500,
    cache: { key: ['site-page-addresses'], kinds: ['pages'] },
  })
}
