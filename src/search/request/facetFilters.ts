import type { FilterNode } from './ast'
import { SearchRequestError } from './errors'
import { parseFilterList } from './filterList'

/**
 * facetFilters as InstantSearch sends them (already JSON-decoded): "attr:value"
 * strings, ANDed at the top level and ORed in inner lists.
 */
export function parseFacetFilters(value: unknown): FilterNode | null {
  return parseFilterList(value, 'facetFilters', parseFacetFilter)
}

/**
 * "attr:value", split on the first colon so values may hold colons. A leading
 * "-" negates; algoliasearch-helper escapes a literal leading hyphen as "\-".
 */
function parseFacetFilter(text: string): FilterNode {
  const colon = text.indexOf(':')
  if (colon <= 0) {
    throw new SearchRequestError(`facetFilters: ${JSON.stringify(text)} must be attribute:value, e.g. "make:Toyota"`)
  }
  const attribute = text.slice(0, colon)
  const raw = text.slice(colon + 1)
  const negated = raw.startsWith('-')
  const value = negated || raw.startsWith('\\-') ? raw.slice(1) : raw
  if (value === '') throw new SearchRequestError(`facetFilters: ${JSON.stringify(text)} has no value after the colon`)
  const filter: FilterNode = { kind: 'facet', attribute, value }
  return negated ? { kind: 'not', item: filter } : filter
}
