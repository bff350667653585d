/**
 * What a search request asks for, once parsed and validated (src/search/request).
 * The engines evaluate this; nothing downstream reads raw InstantSearch params.
 */

/** One boolean filter over a record. Attribute names are the spec's snake_case Car fields. */
export type FilterNode =
  | { kind: 'and'; items: FilterNode[] }
  | { kind: 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  /** attribute:value; matches when the attribute (or any element of an array attribute) equals value, case-insensitively; numeric attributes compare as numbers. */
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: '=' | '!=' | '<' | '<=' | '>' | '>='; value: number }
  /** attribute:lo TO hi, inclusive. */
  | { kind: 'range'; attribute: string; lo: number; hi: number }

export type SearchQuery = {
  /** The index name as the browser sent it (echoed in the response). */
  indexName: string
  /** 'hits' for a normal query; 'facet' for a facet value search. */
  type: 'hits' | 'facet'
  query: string
  page: number
  hitsPerPage: number
  /** Attributes to count values of; ['*'] means every facetable attribute. */
  facets: string[]
  maxValuesPerFacet: number
  /** All filters of the request (filters, facetFilters, numericFilters, tagFilters) ANDed; null when none. */
  filter: FilterNode | null
  attributesToRetrieve: string[] | null
  attributesToHighlight: string[] | null
  highlightPreTag: string
  highlightPostTag: string
  /** For type 'facet': the attribute and the text to match its values against. */
  facetName: string | null
  facetQuery: string
  maxFacetHits: number
  /** The params as received, re-encoded as a query string (echoed as `params` in the response). */
  params: string
}
