/**
 * Cache tags of public data. Every tag names the site, so an edit on one
 * dealer's site never expires another dealer's pages.
 */
export type SiteDataKind = 'locations' | 'dealerships' | 'offers' | 'models'

export function siteTag(siteId: number | string, kind: SiteDataKind): string {
  return `site:${siteId}:${kind}`
}
