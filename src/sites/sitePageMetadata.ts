import type { Metadata } from 'next'

import { currentSite, type CurrentSite } from './currentSite'
import { siteOrigin } from './siteUrl'

/** Title, description and canonical URL of one of the platform's fixed pages of a dealer site. */
export async function sitePageMetadata(hostParam: string, page: { path: string; title: string; description: (site: CurrentSite) => string }): Promise<Metadata> {
  const site = await currentSite(hostParam)
  if (!site) return {}
  return {
    title: page.title,
    description: page.description(site),
    alternates: { canonical: `${siteOrigin(site, decodeURIComponent(hostParam))}${page.path}` },
  }
}
