import { BASE_INDEX_NAME, SORT_INDICES, type SortIndex } from '@/domain/searchAttributes'
import { SearchRequestError } from './request/errors'

/** The sort an index name asks for: "vehicles" is relevance, "vehicles_price_asc" a replica. */
export function sortOfIndex(indexName: string): SortIndex {
  if (indexName === BASE_INDEX_NAME) return ''
  const prefix = `${BASE_INDEX_NAME}_`
  const suffix = indexName.startsWith(prefix) ? indexName.slice(prefix.length) : null
  if (suffix && suffix in SORT_INDICES) return suffix as SortIndex
  const known = Object.keys(SORT_INDICES).map((key) => (key ? `${prefix}${key}` : BASE_INDEX_NAME))
  throw new SearchRequestError(`Unknown index "${indexName}". Use one of: ${known.join(', ')}.`)
}

export function indexNameFor(sort: SortIndex): string {
  return sort ? `${BASE_INDEX_NAME}_${sort}` : BASE_INDEX_NAME
}
