import type { IndexSettings } from 'algoliasearch'

/**
 * The parts of algoliasearch v5's client this module calls, and nothing
 * more: the real client (`algoliasearch(appId, key)`) satisfies both
 * structurally, and tests pass recording fakes.
 */

/** A task Algolia queued for a write; waitForTask resolves once it is applied. */
type Task = { taskID: number }

/** Writes a site's index: records by id, settings, and waiting for a settings task to apply. */
export interface AlgoliaWriteClient {
  /** Adds or replaces whole records (one batch per 1,000). */
  saveObjects(options: { indexName: string; objects: Array<Record<string, unknown>> }): Promise<Task[]>
  deleteObjects(options: { indexName: string; objectIDs: string[] }): Promise<Task[]>
  /** Changes some attributes of records; with createIfNotExists false, a record that is not there stays absent. */
  partialUpdateObjects(options: { indexName: string; objects: Array<Record<string, unknown>>; createIfNotExists?: boolean }): Promise<Task[]>
  getSettings(options: { indexName: string }): Promise<IndexSettings>
  setSettings(options: { indexName: string; indexSettings: IndexSettings; forwardToReplicas?: boolean }): Promise<Task>
  waitForTask(options: { indexName: string; taskID: number }): Promise<unknown>
}

/** One query of a multi-query search, its parameters as a URL-encoded string. */
export type AlgoliaHitsRequest = { indexName: string; params: string }

/** A facet value search; the facet and its query travel beside the params, as v5 requires. */
export type AlgoliaFacetRequest = AlgoliaHitsRequest & { type: 'facet'; facet: string; facetQuery: string; maxFacetHits: number }

export type AlgoliaSearchRequest = AlgoliaHitsRequest | AlgoliaFacetRequest

/** Runs queries; results come back in request order, in Algolia's response format. */
export interface AlgoliaSearchClient {
  search(body: { requests: AlgoliaSearchRequest[] }): Promise<{ results: Array<Record<string, unknown>> }>
}

/** Reads a whole index page by page (needs a key with the browse right: the admin key, on the server only). */
export interface AlgoliaBrowseClient {
  browseObjects<T>(options: { indexName: string; browseParams: { filters?: string; attributesToRetrieve?: string[]; hitsPerPage?: number }; aggregator: (response: { hits: T[] }) => void }): Promise<unknown>
}
