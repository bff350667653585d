import type { FilterNode } from './ast'
import { SearchRequestError } from './errors'
import { parseFilterList } from './filterList'
import { readNumber, type ComparisonOperator } from './filterNodes'

/**
 * numericFilters (already JSON-decoded): "attr op number" or "attr:lo TO hi"
 * strings, ANDed at the top level and ORed in inner lists.
 */
export function parseNumericFilters(value: unknown): FilterNode | null {
  return parseFilterList(value, 'numericFilters', parseNumericFilter)
}

const ATTRIBUTE = String.raw`([^\s:<>=!]+)`
const COMPARISON = new RegExp(String.raw`^\s*${ATTRIBUTE}\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$`)
const RANGE = new RegExp(String.raw`^\s*${ATTRIBUTE}\s*:\s*(\S+)\s+TO\s+(\S+)\s*$`)

function parseNumericFilter(text: string): FilterNode {
  const comparison = COMPARISON.exec(text)
  if (comparison) {
    const [, attribute = '', operator = '', value = ''] = comparison
    // COMPARISON only captures the six operators.
    return { kind: 'numeric', attribute, operator: operator as ComparisonOperator, value: number(value, text) }
  }
  const range = RANGE.exec(text)
  if (range) {
    const [, attribute = '', lo = '', hi = ''] = range
    return { kind: 'range', attribute, lo: number(lo, text), hi: number(hi, text) }
  }
  throw new SearchRequestError(
    `numericFilters: ${JSON.stringify(text)} must be "attribute op number" with op one of =, !=, <, <=, >, >=, or "attribute:low TO high"`,
  )
}

function number(text: string, filter: string): number {
  const value = readNumber(text)
  if (value === null) throw new SearchRequestError(`numericFilters: ${JSON.stringify(text)} in ${JSON.stringify(filter)} is not a number`)
  return value
}
