import { forgetFoundSites } from '@/access/findSite'

import { forgetSiteEdgeRules } from '../siteEdgeRules'
import { expireCachedPages, expireCarPages } from '../pageCache/registry'
import type { Expiry } from './expiry'
import { expireNextDataTags } from './nextDataCache'

/** Drops what this process cached of a change: the sites' rendered pages (or a held car's), Next's data-cache tags, site lookups and the proxy's redirects and tag origins. */
export async function expireHere({ change, siteLookups, heldCar }: Expiry): Promise<void> {
  expireCachedPages(change.sites)
  if (heldCar) expireCarPages(heldCar.site, heldCar.slug)
  if (siteLookups) {
    forgetFoundSites()
    forgetSiteEdgeRules()
  }
  await expireNextDataTags(change.tags)
}
