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
