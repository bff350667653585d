import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { algoliaConfig, createAlgoliaEngine } from './algolia'
import { createBuiltInEngine } from './builtIn/builtInEngine'
import type { SearchEngine } from './engine'

// One engine per process: Next bundles route handlers and pages apart, and module state is not shared between them.
const holder = globalThis as typeof globalThis & { forecourtSearchEngine?: SearchEngine }

/**
 * The process's search engine: Algolia when ALGOLIA_APP_ID and
 * ALGOLIA_ADMIN_KEY are set, otherwise the built-in engine, which reads the
 * app's own PostgreSQL through Payload's connection pool and needs no settings.
 */
export function searchEngine(payload: Payload): SearchEngine {
  if (holder.forecourtSearchEngine) return holder.forecourtSearchEngine
  const algolia = algoliaConfig()
  holder.forecourtSearchEngine = algolia ? createAlgoliaEngine({ config: algolia }) : createBuiltInEngine((payload.db as unknown as { pool: Pool }).pool)
  return holder.forecourtSearchEngine
}
