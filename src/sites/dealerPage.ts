import type { Metadata } from 'next'

import { pagePath, type PagePlacement } from '@/domain/contentPages'

import { currentSite } from './currentSite'
import { livePreviewOf } from './data/livePreview'
import { getSitePage, getSitePageDraft } from './data/pages'
import { siteOrigin } from './siteUrl'

type Query = Record<string, string | string[] | undefined>

/**
 * A dealer-written page of the site on this host, or null (then the route
 * answers 404). In the admin's live preview of this page (`query` carries its
 * ticket), its latest draft and the admin's origin to listen to.
 */
export async function loadDealerPage(hostParam: string, placement: PagePlacement, slug: string, query: Query = {}) {
  const site = await currentSite(hostParam)
  if (!site) return null
  const live = await livePreviewOf(site.id, query)
  const page = (live ? await getSitePageDraft(site.id, live.pageId, placement, slug) : null) ?? (await getSitePage(site.id, placement, slug))
  if (!page) return null
  return { site, page, live, canonical: `${siteOrigin(site, decodeURIComponent(hostParam))}${pagePath({ slug, placement })}` }
}

export async function dealerPageMetadata(hostParam: string, placement: PagePlacement, slug: string): Promise<Metadata> {
  const found = await loadDealerPage(hostParam, placement, slug)
  if (!found) return {}
  return {
    title: found.page.title,
    description: found.page.description || `${found.page.title} at ${found.site.name}.`,
    alternates: { canonical: found.canonical },
  }
}
