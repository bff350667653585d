/** Algolia's response shapes, as InstantSearch reads them. */

export type FacetStats = { min: number; max: number; avg: number; sum: number }

export type SearchResponse = {
  hits: Record<string, unknown>[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  facets: Record<string, Record<string, number>>
  facets_stats: Record<string, FacetStats>
  exhaustiveFacetsCount: boolean
  exhaustiveNbHits: boolean
  exhaustive: { facetsCount: boolean; nbHits: boolean }
  processingTimeMS: number
  query: string
  params: string
  index: string
}

export type FacetSearchResponse = {
  facetHits: { value: string; highlighted: string; count: number }[]
  exhaustiveFacetsCount: boolean
  exhaustive: { facetsCount: boolean }
  processingTimeMS: number
}

export type QueryResponse = SearchResponse | FacetSearchResponse
