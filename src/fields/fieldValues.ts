import type { Block, Field } from 'payload'

/** Looks up a block that a blocks field names by slug (config-level blocks). */
export type BlockLookup = (slug: string) => Block | undefined

/** A field that holds a value of its own (not a group, row, tab, array or blocks holding others). */
export type LeafField = Exclude<Field, { type: 'group' | 'row' | 'collapsible' | 'tabs' | 'array' | 'blocks' | 'ui' }>

type Data = Record<string, unknown>

export const isData = (value: unknown): value is Data => Boolean(value) && typeof value === 'object' && !Array.isArray(value)
export const joinPath = (parent: string, name: string | number) => (parent ? `${parent}.${name}` : String(name))

/** The blocks a blocks field allows, its own and those it names by slug. */
export function blocksOf(field: Field, lookup: BlockLookup): Block[] {
  if (field.type !== 'blocks') return []
  const references = (field.blockReferences ?? []).map((block) => (typeof block === 'string' ? lookup(block) : block))
  return [...field.blocks, ...references].filter((block): block is Block => Boolean(block))
}

/**
 * Calls `visit` with each leaf field the data holds a value for, and that
 * value's path, however deeply the field sits (groups, rows, collapsibles,
 * tabs, arrays, blocks). Only the data present is walked: a partial update
 * yields only what it sends.
 */
export function fieldValuesIn<T>(fields: Field[], data: unknown, lookup: BlockLookup, visit: (field: LeafField, value: unknown, path: string) => T[], parent = ''): T[] {
  if (!isData(data)) return []
  return fields.flatMap((field): T[] => {
    switch (field.type) {
      case 'group':
        return 'name' in field && field.name
          ? fieldValuesIn(field.fields, data[field.name], lookup, visit, joinPath(parent, field.name))
          : fieldValuesIn(field.fields, data, lookup, visit, parent)
      case 'row':
      case 'collapsible':
        return fieldValuesIn(field.fields, data, lookup, visit, parent)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          'name' in tab && tab.name ? fieldValuesIn(tab.fields, data[tab.name], lookup, visit, joinPath(parent, tab.name)) : fieldValuesIn(tab.fields, data, lookup, visit, parent),
        )
      case 'array': {
        const rows = data[field.name]
        return Array.isArray(rows) ? rows.flatMap((row, index) => fieldValuesIn(field.fields, row, lookup, visit, joinPath(parent, `${field.name}.${index}`))) : []
      }
      case 'blocks': {
        const rows = data[field.name]
        const blocks = blocksOf(field, lookup)
        if (!Array.isArray(rows)) return []
        return rows.flatMap((row, index) => {
          const block = isData(row) ? blocks.find((candidate) => candidate.slug === row.blockType) : undefined
          return block ? fieldValuesIn(block.fields, row, lookup, visit, joinPath(parent, `${field.name}.${index}`)) : []
        })
      }
      case 'ui':
        return []
      default:
        return field.name in data ? visit(field, data[field.name], joinPath(parent, field.name)) : []
    }
  })
}

/** Whether a field list holds, at any depth, a leaf field that `matches`. */
export function hasFieldWhere(fields: Field[], lookup: BlockLookup, matches: (field: LeafField) => boolean): boolean {
  return fields.some((field) => {
    switch (field.type) {
      case 'group':
      case 'row':
      case 'collapsible':
      case 'array':
        return hasFieldWhere(field.fields, lookup, matches)
      case 'tabs':
        return field.tabs.some((tab) => hasFieldWhere(tab.fields, lookup, matches))
      case 'blocks':
        return blocksOf(field, lookup).some((block) => hasFieldWhere(block.fields, lookup, matches))
      case 'ui':
        return false
      default:
        return matches(field)
    }
  })
}
