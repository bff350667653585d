import type { Payload } from 'payload'

import { resolveSiteSettings } from '@/domain/site-settings'
import { findSiteByHost } from '@/sites/findSite'

import { parseSiteFilter } from '../builtIn/siteFilter'
import type { SiteScope } from '../engine'

/** Site lookups are cached briefly: search is the hottest path, and settings changes may take this long to apply. */
const SITE_CACHE_MS = 5_000

type CachedSite = { at: number; scope: Omit<SiteScope, 'now'> | null }
const cache = new Map<string, CachedSite>()

/** The search scope of the dealer site on this host, or null when the host is no dealer site. */
export async function siteScopeForHost(payload: Payload, host: string | null): Promise<Omit<SiteScope, 'now'> | null> {
  const key = host ?? ''
  const cached = cache.get(key)
  if (cached && Date.now() - cached.at < SITE_CACHE_MS) return cached.scope
  const site = await findSiteByHost(payload, host)
  let scope: Omit<SiteScope, 'now'> | null = null
  if (site) {
    const settings = resolveSiteSettings(site.settings as never)
    scope = {
      siteId: site.id,
      filter: parseSiteFilter(settings.searchFilter),
      includeSoldCarsDays: settings.includeSoldCarsDays,
      stockCountOverride: settings.stockCountOverride,
    }
  }
  cache.set(key, { at: Date.now(), scope })
  return scope
}
