import { pagePath, type PagePlacement } from '@/domain/contentPages'

import type { CurrentSite } from './currentSite'
import { livePreviewOf } from './data/livePreview'
import { getSitePage, getSitePageDraft } from './data/pages'
import { isPreviewing } from './data/previewing'
import type { PageQuery, SitePageMeta } from './sitePage'

/**
 * A dealer-written page of the site, or null (then the route answers 404).
 * In the admin's live preview of this page (`query` carries its ticket), its
 * latest draft and the admin's origin to listen to.
 */
export async function dealerPageOf(site: CurrentSite, placement: PagePlacement, slug: string, query: PageQuery) {
  const live = await livePreviewOf(site.id, query)
  const page = (live ? await getSitePageDraft(site.id, live.pageId, placement, slug) : null) ?? (await getSitePage(site.id, placement, slug))
  if (!page) return null
  return { page, live, previewing: live !== null || (await isPreviewing(site.id)) }
}

export type DealerPageFound = NonNullable<Awaited<ReturnType<typeof dealerPageOf>>>

export function dealerPageMetadata(site: CurrentSite, { page }: DealerPageFound, placement: PagePlacement, slug: string): SitePageMeta {
  return { path: pagePath({ slug, placement }), title: page.title, description: page.description || `${page.title} at ${site.name}.` }
}
