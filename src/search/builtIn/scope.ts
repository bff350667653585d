import { listingIsVisible } from '@/domain/listing'

import type { SiteScope } from '../engine'
import { Bitset } from '../memory/bitset'
import { evaluateFilter } from '../memory/filters'
import type { SiteIndex } from '../memory/siteIndex'

/**
 * The site's listed vehicles (the listing rule of src/domain/listing.ts) that
 * pass the site's own filter: every query is evaluated inside this set.
 */
export function listedScope(index: SiteIndex, site: SiteScope): Bitset {
  const listed = new Bitset(index.size)
  const rule = { now: site.now, includeSoldCarsDays: site.includeSoldCarsDays }
  for (let doc = 0; doc < index.size; doc++) {
    const soldAt = index.soldAt[doc]!
    if (listingIsVisible({ status: index.status[doc], show_on_dealer_website: index.shown[doc] === 1, soldAt: Number.isNaN(soldAt) ? null : soldAt }, rule)) listed.add(doc)
  }
  return site.filter ? evaluateFilter(index, site.filter, listed).and(listed) : listed
}

/** How long a site's listed set is reused: a sold car leaves the listing at most this late. */
const SCOPE_REUSE_MS = 1_000

/**
 * Listed sets per index, reused for a second: recomputing one walks every
 * vehicle of the site (0.3 ms on 40,000), and every search needs it.
 */
export class ScopeCache {
  private readonly byIndex = new WeakMap<SiteIndex, Map<string, { scope: Bitset; at: number }>>()

  scope(index: SiteIndex, site: SiteScope): Bitset {
    let scopes = this.byIndex.get(index)
    if (!scopes) this.byIndex.set(index, (scopes = new Map()))
    const key = `${site.includeSoldCarsDays}|${JSON.stringify(site.filter)}`
    const now = site.now.getTime()
    const cached = scopes.get(key)
    if (cached && Math.abs(now - cached.at) < SCOPE_REUSE_MS) return cached.scope
    const scope = listedScope(index, site)
    scopes.set(key, { scope, at: now })
    return scope
  }
}
