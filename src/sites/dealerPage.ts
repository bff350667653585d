import type { Metadata } from 'next'

import { pagePath, type PagePlacement } from '@/domain/contentPages'

import { currentSite } from './currentSite'
import { getSitePage } from './data/pages'
import { siteOrigin } from './siteUrl'

/** A dealer-written page of the site on this host, or null (then the route answers 404). */
export async function loadDealerPage(hostParam: string, placement: PagePlacement, slug: string) {
  const site = await currentSite(hostParam)
  if (!site) return null
  const page = await getSitePage(site.id, placement, slug)
  if (!page) return null
  return { site, page, canonical: `${siteOrigin(site, decodeURIComponent(hostParam))}${pagePath({ slug, placement })}` }
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
