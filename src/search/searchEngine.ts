import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { algoliaConfig, createAlgoliaEngine } from './algolia'
import { createBuiltInEngine } from './builtIn/builtInEngine'
import type { SearchEngine } from './engine'

let engine: SearchEngine | null = null

/**
 * The process's search engine: Algolia when ALGOLIA_APP_ID and
 * ALGOLIA_ADMIN_KEY are set, otherwise the built-in engine, which reads the
 * app's own PostgreSQL through Payload's connection pool and needs no settings.
 */
export function searchEngine(payload: Payload): SearchEngine {
  if (engine) return engine
  const algolia = algoliaConfig()
  engine = algolia ? createAlgoliaEngine({ config: algolia }) : createBuiltInEngine((payload.db as unknown as { pool: Pool }).pool)
  return engine
}
