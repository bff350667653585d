/** Addresses in the Payload admin that the dashboard's figures link to. */

export type ListCondition = readonly [field: string, operator: 'equals' | 'in' | 'exists' | 'greater_than_equal' | 'greater_than' | 'less_than' | 'less_than_equal', value: string | number | readonly (string | number)[]]

/**
 * A collection's list filtered as the figure was counted: Payload reads
 * `where[and][i][field][operator]=value` from the address, so the list shows
 * exactly the documents behind the number.
 */
export function adminListPath(adminRoute: string, collection: string, conditions: readonly ListCondition[]): string {
  const query = listQuery(conditions)
  return `${adminRoute}/collections/${collection}${query ? `?${query}` : ''}`
}

/** The query string of a list filtered by `conditions`, without the `?`. */
export function listQuery(conditions: readonly ListCondition[]): string {
  return conditions
    .map(([field, operator, value], index) => {
      const text = Array.isArray(value) ? value.join(',') : String(value)
      return `${encodeURIComponent(`where[and][${index}][${field}][${operator}]`)}=${encodeURIComponent(text)}`
    })
    .join('&')
}

export function adminDocumentPath(adminRoute: string, collection: string, id: number | string): string {
  return `${adminRoute}/collections/${collection}/${encodeURIComponent(String(id))}`
}
