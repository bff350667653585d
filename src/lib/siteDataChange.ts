import { PLATFORM_TAGS, SITE_DATA_KINDS, siteTag } from './cacheTags'

/** The NOTIFY channel every app instance listens on to expire its cached pages and data (src/server/cacheExpiry). */
export const SITE_DATA_CHANGED_CHANNEL = 'site_data_changed'

/**
 * A change to what sites show: the sites it touches ('all' for platform data
 * every site shows) and the cache tags it expires (none when only the site's
 * own record changed, which no data-cache entry is tagged with).
 */
export type SiteDataChange = { sites: string[] | 'all'; tags: string[] }

/** The change behind a set of tags: 'all' when one of them is platform data, else the sites they name. */
export function changeOfTags(tags: string[]): SiteDataChange {
  const sites = tags.map((tag) => /^site:([^:]+):/.exec(tag)?.[1])
  return { sites: sites.every((site) => site !== undefined) ? [...new Set(sites as string[])] : 'all', tags }
}

/** A change of the site's own record (name, theme, settings, domains): its pages go, no data-cache tag does. */
export function changeOfSiteRecord(siteId: number | string): SiteDataChange {
  return { sites: [String(siteId)], tags: [] }
}

/**
 * What an instance expires when it learns, without details, that a site's
 * data changed (a version row moved while it was not listening): every tag
 * that site's data can carry, or every platform tag.
 */
export function changeOfVersion(site: string): SiteDataChange {
  if (site === ALL_SITES) return { sites: 'all', tags: [...PLATFORM_TAGS] }
  return { sites: [site], tags: SITE_DATA_KINDS.map((kind) => siteTag(site, kind)) }
}

/** The version row of platform data (every other row is named by its site's id). */
export const ALL_SITES = 'all'

/** The rows of site_data_versions a change moves. */
export function versionRowsOf(change: SiteDataChange): string[] {
  return change.sites === 'all' ? [ALL_SITES] : change.sites
}

/** The NOTIFY payload (PostgreSQL's limit, 8,000 bytes, is far above a few tags). */
export function encodeSiteDataChange(change: SiteDataChange): string {
  return JSON.stringify(change)
}

/** The change a NOTIFY payload describes, or null when it is not one (another version's or a stray NOTIFY). */
export function decodeSiteDataChange(payload: string): SiteDataChange | null {
  try {
    const value: unknown = JSON.parse(payload)
    if (!value || typeof value !== 'object') return null
    const { sites, tags } = value as Record<string, unknown>
    const isStrings = (list: unknown): list is string[] => Array.isArray(list) && list.every((item) => typeof item === 'string')
    if ((sites !== 'all' && !isStrings(sites)) || !isStrings(tags)) return null
    return { sites, tags }
  } catch {
    return null
  }
}
