import type { Block, Field } from 'payload'

import { recordId } from '@/domain/siteReferences'

/** One link from a document to another record, at the field path that holds it. */
export type SiteReference = { path: string; collection: string; id: number | string }

/** Looks up a block that a blocks field names by slug (config-level blocks). */
export type BlockLookup = (slug: string) => Block | undefined

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const joinPath = (parent: string, name: string | number) => (parent ? `${parent}.${name}` : String(name))

function blocksOf(field: Field, lookup: BlockLookup): Block[] {
  if (field.type !== 'blocks') return []
  const references = (field.blockReferences ?? []).map((block) => (typeof block === 'string' ? lookup(block) : block))
  return [...field.blocks, ...references].filter((block): block is Block => Boolean(block))
}

/** Links held in one upload or relationship value: an id, a record, a polymorphic { relationTo, value }, or a list of them. */
function linksIn(relationTo: string | string[], value: unknown, path: string, scoped: ReadonlySet<string>): SiteReference[] {
  const items = Array.isArray(value) ? value : [value]
  return items.flatMap((item, index): SiteReference[] => {
    const itemPath = Array.isArray(value) ? joinPath(path, index) : path
    if (Array.isArray(relationTo)) {
      if (!isData(item) || typeof item.relationTo !== 'string' || !scoped.has(item.relationTo)) return []
      const id = recordId(item.value)
      return id === null ? [] : [{ path: itemPath, collection: item.relationTo, id }]
    }
    const id = recordId(item)
    return scoped.has(relationTo) && id !== null ? [{ path: itemPath, collection: relationTo, id }] : []
  })
}

/** Upload and relationship nodes inside a rich-text (Lexical) value. */
function richTextLinks(node: unknown, path: string, scoped: ReadonlySet<string>): SiteReference[] {
  if (Array.isArray(node)) return node.flatMap((child) => richTextLinks(child, path, scoped))
  if (!isData(node)) return []
  const own = (node.type === 'upload' || node.type === 'relationship') && typeof node.relationTo === 'string' ? linksIn(node.relationTo, node.value, path, scoped) : []
  return [...own, ...Object.values(node).flatMap((child) => (typeof child === 'object' ? richTextLinks(child, path, scoped) : []))]
}

/**
 * Every link from the data to a record of a site-scoped collection, however
 * deeply the field sits (groups, rows, collapsibles, tabs, arrays, blocks,
 * rich text). Only the data present is walked: a partial update yields the
 * links it changes.
 */
export function siteReferencesIn(fields: Field[], data: unknown, scoped: ReadonlySet<string>, lookup: BlockLookup, parent = ''): SiteReference[] {
  if (!isData(data)) return []
  return fields.flatMap((field): SiteReference[] => {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        return field.name in data ? linksIn(field.relationTo, data[field.name], joinPath(parent, field.name), scoped) : []
      case 'richText':
        return richTextLinks(data[field.name], joinPath(parent, field.name), scoped)
      case 'group':
        return 'name' in field && field.name
          ? siteReferencesIn(field.fields, data[field.name], scoped, lookup, joinPath(parent, field.name))
          : siteReferencesIn(field.fields, data, scoped, lookup, parent)
      case 'row':
      case 'collapsible':
        return siteReferencesIn(field.fields, data, scoped, lookup, parent)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          'name' in tab && tab.name
            ? siteReferencesIn(tab.fields, data[tab.name], scoped, lookup, joinPath(parent, tab.name))
            : siteReferencesIn(tab.fields, data, scoped, lookup, parent),
        )
      case 'array': {
        const rows = data[field.name]
        return Array.isArray(rows) ? rows.flatMap((row, index) => siteReferencesIn(field.fields, row, scoped, lookup, joinPath(parent, `${field.name}.${index}`))) : []
      }
      case 'blocks': {
        const rows = data[field.name]
        const blocks = blocksOf(field, lookup)
        if (!Array.isArray(rows)) return []
        return rows.flatMap((row, index) => {
          const block = isData(row) ? blocks.find((candidate) => candidate.slug === row.blockType) : undefined
          return block ? siteReferencesIn(block.fields, row, scoped, lookup, joinPath(parent, `${field.name}.${index}`)) : []
        })
      }
      default:
        return []
    }
  })
}

/** Whether a field list can hold a link to a site-scoped record at all (rich text can always hold uploads). */
export function canReferenceSites(fields: Field[], scoped: ReadonlySet<string>, lookup: BlockLookup): boolean {
  return fields.some((field) => {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        return [field.relationTo].flat().some((slug) => scoped.has(slug))
      case 'richText':
        return true
      case 'group':
      case 'row':
      case 'collapsible':
      case 'array':
        return canReferenceSites(field.fields, scoped, lookup)
      case 'tabs':
        return field.tabs.some((tab) => canReferenceSites(tab.fields, scoped, lookup))
      case 'blocks':
        return blocksOf(field, lookup).some((block) => canReferenceSites(block.fields, scoped, lookup))
      default:
        return false
    }
  })
}
