import type { Field } from 'payload'

import { richTextLinks } from '@/domain/richTextLinks'
import { recordId } from '@/domain/siteReferences'
import { type BlockLookup, fieldValuesIn, hasFieldWhere, isData, joinPath } from '@/fields/fieldValues'

/**
 * One link from a document to another record, at the field path that holds
 * it. `textLink` marks a link in rich text, which may lead only to some
 * collections, so it is listed whatever its collection.
 */
export type SiteReference = { path: string; collection: string; id: number | string; textLink?: true }

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

/**
 * Records a rich-text (Lexical) value shows or links to: upload nodes of
 * site-scoped collections, and every link's document and relationship node
 * whatever its collection, so the guard can refuse the ones text may not name.
 */
function richTextReferences(value: unknown, path: string, scoped: ReadonlySet<string>): SiteReference[] {
  return richTextLinks(value).records.flatMap((record): SiteReference[] => {
    const id = recordId(record.value)
    if (id === null) return []
    if (record.node !== 'upload') return [{ path, collection: record.relationTo, id, textLink: true }]
    return scoped.has(record.relationTo) ? [{ path, collection: record.relationTo, id }] : []
  })
}

/**
 * Every link from the data to a record of a site-scoped collection, however
 * deeply the field sits (groups, rows, collapsibles, tabs, arrays, blocks,
 * rich text, where every internal link's document is listed). Only the data
 * present is walked: a partial update yields the links it changes.
 */
export function siteReferencesIn(fields: Field[], data: unknown, scoped: ReadonlySet<string>, lookup: BlockLookup): SiteReference[] {
  return fieldValuesIn(fields, data, lookup, (field, value, path): SiteReference[] => {
    if (field.type === 'upload' || field.type === 'relationship') return linksIn(field.relationTo, value, path, scoped)
    return field.type === 'richText' ? richTextReferences(value, path, scoped) : []
  })
}

/** Whether a field list can hold a link to a site-scoped record at all (rich text can always hold uploads and links). */
export function canReferenceSites(fields: Field[], scoped: ReadonlySet<string>, lookup: BlockLookup): boolean {
  return hasFieldWhere(fields, lookup, (field) => field.type === 'richText' || ((field.type === 'upload' || field.type === 'relationship') && [field.relationTo].flat().some((slug) => scoped.has(slug))))
}
