import type { Payload } from 'payload'

import { resolveSiteSettings } from '@/domain/site-settings'
import { findSiteByHost } from '@/access/findSite'
import type { Tenant } from '@/payload-types'

import { parseSiteFilter } from '@/search/builtIn/siteFilter'
import type { SiteScope } from '@/search/engine'

/**
 * Each found site's scope, worked out once per site record: the records are
 * kept and dropped by findSiteByHost (briefly, and at once when a site
 * changes), so a changed site is a new record and gets a new scope.
 */
const scopes = new WeakMap<Tenant, Omit<SiteScope, 'now'>>()

/** The search scope of a site found by host. */
export function siteScopeOf(site: Tenant): Omit<SiteScope, 'now'> {
  let scope = scopes.get(site)
  if (!scope) {
    const settings = resolveSiteSettings(site.settings as never)
    scope = {
      siteId: site.id,
      filter: parseSiteFilter(settings.searchFilter),
      includeSoldCarsDays: settings.includeSoldCarsDays,
      stockCountOverride: settings.stockCountOverride,
    }
    scopes.set(site, scope)
  }
  return scope
}

/** The search scope of the dealer site on this host, or null when the host is no dealer site. */
export async function siteScopeForHost(payload: Payload, host: string | null): Promise<Omit<SiteScope, 'now'> | null> {
  const site = await findSiteByHost(payload, host)
  return site ? siteScopeOf(site) : null
}
