import type { FilterNode } from './ast'

/** What the three filter syntaxes share: combining nodes and reading numbers. */

export type ComparisonOperator = Extract<FilterNode, { kind: 'numeric' }>['operator']

export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = ['<=', '>=', '!=', '<', '>', '=']

/** AND of the nodes, flattening nested ANDs so the engine sees one level; null when there is nothing to AND. */
export function allOf(nodes: [FilterNode, ...FilterNode[]]): FilterNode
export function allOf(nodes: FilterNode[]): FilterNode | null
export function allOf(nodes: FilterNode[]): FilterNode | null {
  return combine('and', nodes)
}

/** OR of the nodes, flattening nested ORs; null when there is nothing to OR. */
export function anyOf(nodes: [FilterNode, ...FilterNode[]]): FilterNode
export function anyOf(nodes: FilterNode[]): FilterNode | null
export function anyOf(nodes: FilterNode[]): FilterNode | null {
  return combine('or', nodes)
}

function combine(kind: 'and' | 'or', nodes: FilterNode[]): FilterNode | null {
  const items = nodes.flatMap((node) => (node.kind === kind ? node.items : [node]))
  if (items.length <= 1) return items[0] ?? null
  return { kind, items }
}

/**
 * A decimal number as Algolia reads it (`12`, `-3.5`, `.5`, `1e3`). Number()
 * alone is too lenient: it turns "", " " and "0x10" into numbers.
 */
export function readNumber(text: string): number | null {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}
