import { mayBeListed } from '@/domain/listing'

import { parseSiteFilter } from '../builtIn/siteFilter'
import { toSearchDocument, type SearchDocument, type StockRecord } from '../document'
import { Bitset } from '../memory/bitset'
import { evaluateFilter } from '../memory/filters'
import { indexDocuments } from '../memory/siteIndex'

/** The site settings records depend on: whose vehicles, and which of them (the site's search filter). */
export type AlgoliaSite = { id: number; searchFilter: string }

/** One Algolia record: the search document every engine indexes, tagged with its site and its sale time. */
export type AlgoliaRecord = SearchDocument & {
  site_id: number
  /** When the car was sold, in Unix seconds; 0 while it is for sale. Queries list sold cars by it (listingFilter). */
  sold_at: number
}

/**
 * The records of a site's index: its vehicles that may be listed at some
 * time (mayBeListed) and pass the site's search filter. Nothing in a record
 * depends on the clock: whether a sold car is still listed is decided at
 * query time from sold_at (filters.ts, listingFilter), so a record changes
 * only when its vehicle does, and time passing writes nothing.
 *
 * Tenancy: records go only to the site's own index, carry site_id, and
 * every query (server-side, or with the site's secured browser key) is
 * filtered to that site_id and the site filter.
 */
export function algoliaRecords(records: StockRecord[], site: AlgoliaSite): AlgoliaRecord[] {
  const index = indexDocuments(records.map(toSearchDocument), 0)
  const candidates = new Bitset(index.size)
  for (let doc = 0; doc < index.size; doc++) {
    const soldAt = index.soldAt[doc]!
    if (mayBeListed({ status: index.status[doc], show_on_dealer_website: index.shown[doc] === 1, soldAt: Number.isNaN(soldAt) ? null : soldAt })) candidates.add(doc)
  }
  const filter = parseSiteFilter(site.searchFilter)
  const kept = filter ? evaluateFilter(index, filter, candidates).and(candidates) : candidates
  return Array.from(kept.members(), (doc) => {
    const soldAt = index.soldAt[doc]!
    return { ...index.documents[doc]!, site_id: site.id, sold_at: index.status[doc] === 'sold' ? Math.floor(soldAt / 1000) : 0 }
  })
}
