import type { Pool } from 'pg'

import { displayedCount } from '@/domain/listing'

import type { SearchDocument } from '../document'
import type { SearchEngine, SiteScope } from '../engine'
import { sortOfIndex } from '../indexNames'
import { runFacetSearch, runQuery } from '../memory/runQuery'
import { similarInIndex } from '../memory/similar'
import type { QueryResponse } from '../response'
import { SiteIndexStore } from './indexStore'
import { ScopeCache } from './scope'

/**
 * The default engine: stock rows in PostgreSQL, searched through an
 * in-memory index per site (src/search/memory) that answers in Algolia's
 * format. Measured targets and figures: BENCHMARKS.md.
 */
export function createBuiltInEngine(pool: Pool): SearchEngine {
  return builtInEngineOver(new SiteIndexStore(pool))
}

/** Where the engine gets each site's index: the store above, or a test's own index. */
export type SiteIndexSource = Pick<SiteIndexStore, 'get' | 'close'>

/** The built-in engine over any source of site indexes. */
export function builtInEngineOver(store: SiteIndexSource): SearchEngine {
  const scopes = new ScopeCache()

  return {
    name: 'built-in',

    async search(site: SiteScope, queries) {
      const index = await store.get(site.siteId)
      const scope = scopes.scope(index, site)
      // The count rule: large counts are replaced by the site's fixed count or the sum of the car type counts.
      const countRule = (nbHits: number, facetSum: () => number) => displayedCount(nbHits, { facetSum, stockCountOverride: site.stockCountOverride })
      return queries.map((query): QueryResponse => {
        const started = performance.now()
        if (query.type === 'facet') return runFacetSearch(index, query, scope, started)
        return runQuery(index, query, scope, sortOfIndex(query.indexName), started, countRule)
      })
    },

    async vehicleBySlug(site, slug) {
      const index = await store.get(site.siteId)
      const doc = index.bySlug.get(slug)
      return doc !== undefined && scopes.scope(index, site).has(doc) ? index.documents[doc]! : null
    },

    async similarVehicles(site, vehicle: SearchDocument, limit, by = 'body') {
      const index = await store.get(site.siteId)
      return similarInIndex(index, scopes.scope(index, site), vehicle, limit, by)
    },

    async listedSlugs(site) {
      const index = await store.get(site.siteId)
      return Array.from(scopes.scope(index, site).members(), (doc) => String(index.documents[doc]!.slug))
    },

    close() {
      store.close()
    },
  }
}
