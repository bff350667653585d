import { listedScope } from '../builtIn/scope'
import { parseSiteFilter } from '../builtIn/siteFilter'
import { toSearchDocument, type SearchDocument, type StockRecord } from '../document'
import { indexDocuments } from '../memory/siteIndex'

/** The site settings a sync needs: whose vehicles, which of them, and how long sold cars stay listed. */
export type AlgoliaSite = { id: number; searchFilter: string; includeSoldCarsDays: number }

/** One Algolia record: the search document every engine indexes, tagged with its site. */
export type AlgoliaRecord = SearchDocument & { site_id: number }

/**
 * The records of a site's index: its vehicles listed at `now` (the listing
 * rule, listingIsVisible, with the site's recently-sold window) that pass
 * the site's search filter. The set is the one the built-in engine searches
 * within (listedScope), so both engines see the same stock.
 *
 * Algolia cannot evaluate "now": a sold car's listing ends with time, not
 * with a change to its record. That expiry is enforced by re-syncing on a
 * schedule; between syncs a sold car may stay listed up to one sync interval
 * past its window.
 *
 * Tenancy: records go only to the site's own index, carry site_id, and
 * every query (server-side, or with the site's secured browser key) is
 * filtered to that site_id and the site filter.
 */
export function algoliaRecords(records: StockRecord[], site: AlgoliaSite, now: Date): AlgoliaRecord[] {
  const index = indexDocuments(records.map(toSearchDocument), 0)
  const scope = listedScope(index, {
    siteId: site.id,
    filter: parseSiteFilter(site.searchFilter),
    includeSoldCarsDays: site.includeSoldCarsDays,
    stockCountOverride: null,
    now,
  })
  return Array.from(scope.members(), (doc) => ({ ...index.documents[doc]!, site_id: site.id }))
}
