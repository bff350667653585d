import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { algoliaConfig, createAlgoliaEngine } from './algolia'
import { builtInEngineOver } from './builtIn/builtInEngine'
import { SiteIndexStore } from './builtIn/indexStore'
import { IndexWarmUp, type SearchReadiness } from './builtIn/warmUp'
import type { SearchEngine } from './engine'

// One engine per process: Next bundles route handlers, pages and the start-up hook apart, and module state is not shared between them.
const holder = globalThis as typeof globalThis & { forecourtSearchEngine?: SearchEngine; forecourtIndexWarmUp?: IndexWarmUp }

/**
 * The process's search engine: Algolia when ALGOLIA_APP_ID and
 * ALGOLIA_ADMIN_KEY are set, otherwise the built-in engine, which reads the
 * app's own PostgreSQL through Payload's connection pool and needs no settings.
 */
export function searchEngine(payload: Payload): SearchEngine {
  if (holder.forecourtSearchEngine) return holder.forecourtSearchEngine
  const algolia = algoliaConfig()
  if (algolia) {
    holder.forecourtSearchEngine = createAlgoliaEngine({ config: algolia })
  } else {
    const pool = (payload.db as unknown as { pool: Pool }).pool
    const store = new SiteIndexStore(pool)
    holder.forecourtIndexWarmUp = new IndexWarmUp(store, pool)
    holder.forecourtSearchEngine = builtInEngineOver(store)
  }
  return holder.forecourtSearchEngine
}

/** At the server's start: with the built-in engine, builds every site's index in the background (src/search/builtIn/warmUp.ts). */
export function warmUpSearch(payload: Payload): void {
  searchEngine(payload)
  holder.forecourtIndexWarmUp?.start()
}

/** The engine's readiness for the health check; cheap (no query). */
export function searchReadiness(): SearchReadiness {
  if (holder.forecourtIndexWarmUp) return holder.forecourtIndexWarmUp.readiness()
  if (holder.forecourtSearchEngine?.name === 'algolia' || algoliaIsSet()) return { engine: 'algolia' }
  // Before the engine exists (Payload not initialised yet, or the database down at boot).
  return { engine: 'built-in', sitesReady: 0, sitesTotal: null, ready: false, builds: 0 }
}

function algoliaIsSet(): boolean {
  try {
    return algoliaConfig() !== null
  } catch {
    return false
  }
}
