import { forgetSiteScopes } from '@/search/http/siteScope'

import { expireCachedPages } from '../pageCache/registry'
import type { Expiry } from './expiry'
import { expireNextDataTags } from './nextDataCache'

/** Drops what this process cached of a change: the sites' rendered pages, Next's data-cache tags, and site lookups. */
export async function expireHere({ change, siteLookups }: Expiry): Promise<void> {
  expireCachedPages(change.sites)
  if (siteLookups) forgetSiteScopes()
  await expireNextDataTags(change.tags)
}
