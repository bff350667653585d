import type { FilterNode } from './ast'
import { describeValue, SearchRequestError } from './errors'
import { allOf, anyOf } from './filterNodes'

/**
 * The list shape shared by facetFilters and numericFilters: a single filter
 * string, or a list whose strings are ANDed and whose inner lists are ORed
 * (`[["make:Toyota","make:Mazda"],"car_type:used"]`). Algolia allows only these
 * two levels, so deeper lists are refused rather than guessed at.
 */
export function parseFilterList(
  value: unknown,
  parameter: string,
  parseOne: (text: string) => FilterNode,
): FilterNode | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'string') return parseOne(value)
  if (!Array.isArray(value)) {
    throw new SearchRequestError(`${parameter} must be a filter string or a list of them (got ${describeValue(value)})`)
  }
  const conditions = value.map((element: unknown, index) => {
    if (typeof element === 'string') return parseOne(element)
    if (Array.isArray(element) && element.every((item) => typeof item === 'string')) {
      // An empty inner list adds no condition, just as an empty facetFilters adds none (rather than an OR of nothing matching nothing).
      return anyOf(element.map(parseOne))
    }
    throw new SearchRequestError(
      `${parameter}[${index}] must be a filter string or a list of filter strings (got ${describeValue(element)})`,
    )
  })
  return allOf(conditions.filter((condition) => condition !== null))
}
