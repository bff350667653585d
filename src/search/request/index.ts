/** Parsing and validation of InstantSearch / Algolia search requests into the AST in ./ast. */
export type { FilterNode, SearchQuery } from './ast'
export { parseSearchBody, DEFAULT_MAX_QUERIES, SEARCH_BODY_MAX_BYTES } from './body'
export { isSearchRequestError, SearchRequestError } from './errors'
export { parseFacetFilters } from './facetFilters'
export { parseFilters } from './filters'
export { parseNumericFilters } from './numericFilters'
export { parseSearchRequest } from './searchRequest'
