/** The Algolia search engine: configuration, index sync, browser keys and the server-side engine. */
export { createAlgoliaEngine } from './algoliaEngine'
export type { AlgoliaSearchClient, AlgoliaWriteClient } from './clients'
export { algoliaConfig, type AlgoliaConfig } from './config'
export { algoliaIndexName } from './indexNames'
export type { AlgoliaSite } from './records'
export { browserSearchKey } from './securedKey'
export { syncSiteToAlgolia, type AlgoliaSyncResult, type StockRowSource } from './sync'
