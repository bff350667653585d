import type { RelatedBy } from '@/domain/relatedCars'

import type { SearchDocument } from './document'
import type { FilterNode, SearchQuery } from './request/ast'
import type { QueryResponse } from './response'

/** What every query on a site is held to, whatever the browser asks (issue: enforced on the server). */
export type SiteScope = {
  siteId: number
  /** The site's own search filter from its settings, parsed; null when it has none. */
  filter: FilterNode | null
  includeSoldCarsDays: number
  stockCountOverride: number | null
  now: Date
}

/**
 * A stock search engine: the built-in one on PostgreSQL (src/search/builtIn)
 * or Algolia (src/search/algolia). Both answer in Algolia's response format,
 * so the same InstantSearch widgets run on either.
 */
export interface SearchEngine {
  readonly name: 'built-in' | 'algolia'
  search(site: SiteScope, queries: SearchQuery[]): Promise<QueryResponse[]>
  /** A listed vehicle of the site by its slug, for the car page. */
  vehicleBySlug(site: SiteScope, slug: string): Promise<SearchDocument | null>
  /** Listed vehicles sharing the vehicle's body type (or make and model, `by`), nearest in price first; none when it has no such value. */
  similarVehicles(site: SiteScope, vehicle: SearchDocument, limit: number, by?: RelatedBy): Promise<SearchDocument[]>
  /** The slugs of every listed vehicle of the site (for its sitemap). */
  listedSlugs(site: SiteScope): Promise<string[]>
  /** Lets go of what the engine holds open (the built-in engine's notification connection). */
  close(): void
}
