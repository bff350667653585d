import type { Pool } from 'pg'

import { displayedCount } from '@/domain/listing'

import type { SearchDocument } from '../document'
import type { SearchEngine, SiteScope } from '../engine'
import { sortOfIndex } from '../indexNames'
import { runFacetSearch, runQuery } from '../memory/runQuery'
import type { QueryResponse } from '../response'
import { SiteIndexStore } from './indexStore'
import { listedScope } from './scope'

/**
 * The default engine: stock rows in PostgreSQL, searched through an
 * in-memory index per site (src/search/memory) that answers in Algolia's
 * format. Measured targets and figures: BENCHMARKS.md.
 */
export function createBuiltInEngine(pool: Pool): SearchEngine {
  const store = new SiteIndexStore(pool)

  return {
    name: 'built-in',

    async search(site: SiteScope, queries) {
      const index = await store.get(site.siteId)
      const scope = listedScope(index, site)
      return queries.map((query): QueryResponse => {
        const started = performance.now()
        if (query.type === 'facet') return runFacetSearch(index, query, scope, started)
        const response = runQuery(index, query, scope, sortOfIndex(query.indexName), started)
        // The count rule: large counts are replaced by the site's fixed count or the sum of the car type counts.
        const facetSum = () => {
          const counts = runQuery(index, { ...query, facets: ['car_type'], hitsPerPage: 0, page: 0, maxValuesPerFacet: 1000 }, scope, '', started).facets.car_type ?? {}
          return Object.values(counts).reduce((sum, count) => sum + count, 0)
        }
        response.nbHits = displayedCount(response.nbHits, { facetSum, stockCountOverride: site.stockCountOverride })
        return response
      })
    },

    async vehicleBySlug(site, slug) {
      const index = await store.get(site.siteId)
      const doc = index.bySlug.get(slug)
      return doc !== undefined && listedScope(index, site).has(doc) ? index.documents[doc]! : null
    },

    async similarVehicles(site, vehicle: SearchDocument, limit) {
      const index = await store.get(site.siteId)
      const scope = listedScope(index, site)
      const price = typeof vehicle.price === 'number' ? vehicle.price : 0
      const prices = index.numbers.get('price')!
      return [...scope.members()]
        .filter((doc) => index.documents[doc]!.objectID !== vehicle.objectID && index.documents[doc]!.body === vehicle.body)
        .sort((a, b) => Math.abs((prices[a] ?? 0) - price) - Math.abs((prices[b] ?? 0) - price) || a - b)
        .slice(0, limit)
        .map((doc) => index.documents[doc]!)
    },
  }
}
