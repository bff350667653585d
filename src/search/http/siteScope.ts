import type { Payload } from 'payload'

import { resolveSiteSettings } from '@/domain/site-settings'
import { findSiteByHost, forgetFoundSites } from '@/access/findSite'

import { parseSiteFilter } from '../builtIn/siteFilter'
import type { SiteScope } from '../engine'

/** Site lookups are cached briefly: search is the hottest path. A change made on another instance may take this long to apply here. */
const SITE_CACHE_MS = 5_000

type CachedSite = { at: number; scope: Omit<SiteScope, 'now'> | null }

/**
 * One cache per process, found through a global symbol: the server's route
 * and page bundles load separate copies of this module, and a site's change
 * must reach them all (else a search page rendered just after the change is
 * kept in the page cache with the old settings).
 */
const CACHE = Symbol.for('forecourt.siteScopes')
const cache: Map<string, CachedSite> = ((globalThis as { [CACHE]?: Map<string, CachedSite> })[CACHE] ??= new Map())

/** Drops every cached lookup, the sites found by host with them: a site's settings, domains or slug changed (sites change rarely; search refills the cache at once). */
export function forgetSiteScopes() {
  cache.clear()
  forgetFoundSites()
}

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
