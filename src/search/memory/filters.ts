import { FILTERABLE_ATTRIBUTES, isNumericAttribute } from '@/domain/searchAttributes'
import type { FilterNode } from '../request/ast'
import { SearchRequestError } from '../request/errors'
import { Bitset } from './bitset'
import type { SiteIndex } from './siteIndex'
import { normalise } from './text'

const COMPARE = {
  '=': (a: number, b: number) => a === b,
  '!=': (a: number, b: number) => a !== b,
  '<': (a: number, b: number) => a < b,
  '<=': (a: number, b: number) => a <= b,
  '>': (a: number, b: number) => a > b,
  '>=': (a: number, b: number) => a >= b,
} as const

function numericColumn(index: SiteIndex, attribute: string): Float64Array {
  const column = index.numbers.get(attribute)
  if (!column) throw new SearchRequestError(`"${attribute}" is not a numeric attribute; numeric filters work on: ${[...index.numbers.keys()].join(', ')}.`)
  return column
}

function scan(index: SiteIndex, column: Float64Array, test: (value: number) => boolean): Bitset {
  const set = new Bitset(index.size)
  for (let doc = 0; doc < index.size; doc++) {
    const value = column[doc]!
    // A vehicle without the attribute never matches a comparison, as in Algolia.
    if (!Number.isNaN(value) && test(value)) set.add(doc)
  }
  return set
}

function facetMatch(index: SiteIndex, attribute: string, value: string): Bitset {
  if (!FILTERABLE_ATTRIBUTES.includes(attribute)) {
    throw new SearchRequestError(`"${attribute}" is not a filterable attribute. Filterable attributes: ${FILTERABLE_ATTRIBUTES.join(', ')}.`)
  }
  // Numeric attributes compare as numbers: "year:2020" and "year:2020.0" are the same filter.
  if (isNumericAttribute(attribute)) {
    const wanted = Number(value)
    return Number.isNaN(wanted) ? new Bitset(index.size) : scan(index, numericColumn(index, attribute), (actual) => actual === wanted)
  }
  const column = index.facets.get(attribute)!
  const set = new Bitset(index.size)
  const id = column.ids.get(normalise(value))
  // The dictionary may know values newer than this index; those have no vehicles here.
  if (id === undefined || !column.postings || id >= column.values.length) return set
  const { offsets, docs } = column.postings
  for (let at = offsets[id]!; at < offsets[id + 1]!; at++) set.add(docs[at]!)
  return set
}

/** The vehicles of the site's index that pass a filter; `universe` is the set NOT complements within. */
export function evaluateFilter(index: SiteIndex, node: FilterNode, universe: Bitset): Bitset {
  switch (node.kind) {
    case 'and': {
      const [first, ...rest] = node.items
      if (!first) return universe.clone()
      const result = evaluateFilter(index, first, universe)
      for (const item of rest) result.and(evaluateFilter(index, item, universe))
      return result
    }
    case 'or': {
      const result = new Bitset(index.size)
      for (const item of node.items) result.or(evaluateFilter(index, item, universe))
      return result
    }
    case 'not':
      return evaluateFilter(index, node.item, universe).complementWithin(universe)
    case 'facet':
      return facetMatch(index, node.attribute, node.value)
    case 'numeric': {
      const compare = COMPARE[node.operator]
      return scan(index, numericColumn(index, node.attribute), (value) => compare(value, node.value))
    }
    case 'range':
      return scan(index, numericColumn(index, node.attribute), (value) => value >= node.lo && value <= node.hi)
  }
}
