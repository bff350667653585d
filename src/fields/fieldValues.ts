import type { Block, Field } from 'payload'
import { toWords } from 'payload/shared'

import { blockRowTitle, type BlockRowData } from '@/domain/blockRowTitle'

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

/** A label as the admin shows it in English: its own text, else its name in words. */
export function labelText(label: unknown, name: string): string {
  if (typeof label === 'string') return label
  const english = label && typeof label === 'object' ? (label as Record<string, unknown>).en : undefined
  return typeof english === 'string' ? english : toWords(name)
}

/** An array row as the admin names it: its kind and number, "Slide 2". */
const rowLabel = (labels: { singular?: unknown } | undefined, name: string, index: number) => `${labelText(labels?.singular, name)} ${index + 1}`

/** A block row as the admin names it: its kind, number and own title, "Call to action 2 “How we can help”". */
function blockLabel(block: Block, row: Data, index: number): string {
  const title = blockRowTitle(row as BlockRowData)
  return `${rowLabel(block.labels, block.slug, index)}${title ? ` “${title}”` : ''}`
}

/** The leaf field's own label, "Link", to follow its place (`trail`). */
export const fieldLabel = (field: LeafField) => labelText('label' in field ? field.label : undefined, field.name)

/**
 * Calls `visit` with each leaf field the data holds a value for, that
 * value's path, and its place as the admin's form labels it (the groups,
 * tabs, rows and blocks around it: "Layout", "Image banner 1", "Slide 2"),
 * however deeply the field sits (groups, rows, collapsibles, tabs, arrays,
 * blocks). Only the data present is walked: a partial update yields only what
 * it sends.
 */
export function fieldValuesIn<T>(
  fields: Field[],
  data: unknown,
  lookup: BlockLookup,
  visit: (field: LeafField, value: unknown, path: string, trail: readonly string[]) => T[],
  parent = '',
  trail: readonly string[] = [],
): T[] {
  if (!isData(data)) return []
  return fields.flatMap((field): T[] => {
    switch (field.type) {
      case 'group':
        return 'name' in field && field.name
          ? fieldValuesIn(field.fields, data[field.name], lookup, visit, joinPath(parent, field.name), [...trail, labelText(field.label, field.name)])
          : fieldValuesIn(field.fields, data, lookup, visit, parent, typeof field.label === 'string' ? [...trail, field.label] : trail)
      case 'row':
        return fieldValuesIn(field.fields, data, lookup, visit, parent, trail)
      case 'collapsible':
        return fieldValuesIn(field.fields, data, lookup, visit, parent, typeof field.label === 'string' ? [...trail, field.label] : trail)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          'name' in tab && tab.name
            ? fieldValuesIn(tab.fields, data[tab.name], lookup, visit, joinPath(parent, tab.name), [...trail, labelText(tab.label, tab.name)])
            : fieldValuesIn(tab.fields, data, lookup, visit, parent, typeof tab.label === 'string' ? [...trail, tab.label] : trail),
        )
      case 'array': {
        const rows = data[field.name]
        // A row's own label ("Slide 2") says which list it is in.
        return Array.isArray(rows)
          ? rows.flatMap((row, index) => fieldValuesIn(field.fields, row, lookup, visit, joinPath(parent, `${field.name}.${index}`), [...trail, rowLabel(field.labels, field.name, index)]))
          : []
      }
      case 'blocks': {
        const rows = data[field.name]
        const blocks = blocksOf(field, lookup)
        if (!Array.isArray(rows)) return []
        const named = [...trail, labelText(field.label, field.name)]
        return rows.flatMap((row, index) => {
          const block = isData(row) ? blocks.find((candidate) => candidate.slug === row.blockType) : undefined
          return block && isData(row) ? fieldValuesIn(block.fields, row, lookup, visit, joinPath(parent, `${field.name}.${index}`), [...named, blockLabel(block, row, index)]) : []
        })
      }
      case 'ui':
        return []
      default:
        return field.name in data ? visit(field, data[field.name], joinPath(parent, field.name), trail) : []
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
