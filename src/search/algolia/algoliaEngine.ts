import type { SearchDocument } from '../document'
import type { SearchEngine, SiteScope } from '../engine'
import { indexNameFor } from '../indexNames'
import type { FilterNode, SearchQuery } from '../request/ast'
import { allOf } from '../request/filterNodes'
import type { QueryResponse } from '../response'
import { BASE_INDEX_NAME } from '@/domain/searchAttributes'
import { algoliaClient } from './client'
import type { AlgoliaBrowseClient, AlgoliaSearchClient } from './clients'
import type { AlgoliaConfig } from './config'
import { withDisplayedCounts } from './displayedCounts'
import { algoliaFilters, listedRestriction } from './filters'
import { algoliaIndexName, logicalIndexName } from './indexNames'
import { algoliaRequest, internalRequest } from './queryRequest'

/** Algolia's ceiling on hitsPerPage. */
const MAX_HITS_PER_PAGE = 1000

/**
 * The Algolia engine, for the search route and server-side rendering. Each
 * query goes to the site's own index with the site's restriction ANDed to
 * its filters, and the listing rule at the scope's time (sold cars by
 * their sold_at, filters.ts), and the answer comes back in Algolia's format
 * under the logical index name the browser used.
 *
 * Without a client it makes one with the search-only key, or the admin key
 * when there is none (this runs on the server only).
 */
export function createAlgoliaEngine({ config, searchClient, browseClient }: { config: AlgoliaConfig; searchClient?: AlgoliaSearchClient; browseClient?: AlgoliaBrowseClient }): SearchEngine {
  const client: AlgoliaSearchClient = searchClient ?? algoliaClient(config, config.searchKey ?? config.adminKey)
  // Browsing every record needs the browse right, which search-only keys lack.
  const browser: AlgoliaBrowseClient = browseClient ?? algoliaClient(config, config.adminKey)

  /** Vehicles by filters, for the car page: several lookups in one round trip, each within the site restriction. */
  async function lookUp(site: SiteScope, lookups: { logicalName: string; filters: FilterNode[]; hitsPerPage: number }[]): Promise<SearchDocument[][]> {
    const restriction = listedRestriction(site)
    const requests = lookups.map(({ logicalName, filters, hitsPerPage }) =>
      internalRequest(algoliaIndexName(config, site.siteId, logicalName), allOf([restriction, ...filters]), [
        ['hitsPerPage', Math.min(hitsPerPage, MAX_HITS_PER_PAGE)],
        // The car page shows the whole record, not the card's attributes the index retrieves by default.
        ['attributesToRetrieve', ['*']],
        ['attributesToHighlight', []],
      ]),
    )
    const { results } = await client.search({ requests })
    return requests.map(({ indexName }, at) => {
      const hits = results[at]?.hits
      if (!Array.isArray(hits)) throw new Error(`Algolia answered a search of ${indexName} without hits`)
      return hits.map((hit: unknown) => searchDocument(hit, indexName))
    })
  }

  return {
    name: 'algolia',

    async search(site, queries) {
      if (queries.length === 0) return []
      const restriction = listedRestriction(site)
      const requests = queries.map((query) => algoliaRequest(query, algoliaIndexName(config, site.siteId, query.indexName), restriction))
      const { results } = await client.search({ requests })
      const responses = queries.map((query, at) => queryResponse(query, results[at], (realName) => logicalIndexName(config, site.siteId, realName)))
      return withDisplayedCounts(client, site, requests, responses)
    },

    async vehicleBySlug(site, slug) {
      const [found] = await lookUp(site, [{ logicalName: indexNameFor(''), filters: [{ kind: 'facet', attribute: 'slug', value: slug }], hitsPerPage: 1 }])
      return found?.[0] ?? null
    },

    /**
     * Nearest in price, exactly: the cheapest at or above the price from the
     * price-ascending replica, the dearest below it from the descending one,
     * merged by distance. One more of each is fetched, as the vehicle itself
     * is among them.
     */
    async similarVehicles(site, vehicle, limit, by = 'body') {
      // Algolia cannot filter on a missing attribute, so a vehicle without a body type has no "same body type" (nor make_model).
      const own = vehicle[by]
      if (typeof own !== 'string' || limit <= 0) return []
      const price = typeof vehicle.price === 'number' ? vehicle.price : 0
      const same: FilterNode = { kind: 'facet', attribute: by, value: own }
      const [above = [], below = []] = await lookUp(site, [
        { logicalName: indexNameFor('price_asc'), filters: [same, { kind: 'numeric', attribute: 'price', operator: '>=', value: price }], hitsPerPage: limit + 1 },
        { logicalName: indexNameFor('price_desc'), filters: [same, { kind: 'numeric', attribute: 'price', operator: '<', value: price }], hitsPerPage: limit + 1 },
      ])
      const distance = (document: SearchDocument) => Math.abs((typeof document.price === 'number' ? document.price : 0) - price)
      return [...above, ...below]
        .filter((document) => document.objectID !== vehicle.objectID)
        .sort((a, b) => distance(a) - distance(b))
        .slice(0, limit)
    },

    /** Browses the site's primary index (no 1,000-hit limit) within the site restriction. */
    async listedSlugs(site) {
      const slugs: string[] = []
      await browser.browseObjects<{ slug?: unknown }>({
        indexName: algoliaIndexName(config, site.siteId, BASE_INDEX_NAME),
        browseParams: { filters: algoliaFilters(listedRestriction(site)), attributesToRetrieve: ['slug'] },
        aggregator: ({ hits }) => {
          for (const hit of hits) if (typeof hit.slug === 'string') slugs.push(hit.slug)
        },
      })
      return slugs
    },

    close() {},
  }
}

/** One of Algolia's results as the route answers it: under the logical index name, echoing the params as received. */
function queryResponse(query: SearchQuery, result: Record<string, unknown> | undefined, logicalName: (realName: string) => string | null): QueryResponse {
  if (query.type === 'facet') {
    if (!Array.isArray(result?.facetHits)) throw new Error(`Algolia answered a facet value search of "${query.indexName}" without facetHits`)
    return result as QueryResponse
  }
  if (!Array.isArray(result?.hits) || typeof result.nbHits !== 'number') throw new Error(`Algolia answered a search of "${query.indexName}" without hits`)
  // A result from an index that is not one of the site's would be another tenant's stock: refuse it rather than show it.
  const index = typeof result.index === 'string' ? logicalName(result.index) : null
  if (index !== query.indexName) throw new Error(`Algolia answered a search of "${query.indexName}" from index ${JSON.stringify(result.index)}`)
  return { ...result, index, params: query.params } as QueryResponse
}

function searchDocument(hit: unknown, indexName: string): SearchDocument {
  const document = hit as Record<string, unknown> | null
  if (typeof document?.objectID !== 'string' || typeof document.custom_rank !== 'number') {
    throw new Error(`A record of ${indexName} lacks objectID or custom_rank; run npm run search:sync for the site`)
  }
  return document as SearchDocument
}
