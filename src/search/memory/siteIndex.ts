import { FILTERABLE_ATTRIBUTES, IDENTIFIER_ATTRIBUTES, NUMERIC_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, SORT_INDICES, type SortIndex } from '../attributes'
import type { SearchDocument } from '../document'
import { normalise, words } from './text'

/** One facet attribute: its distinct values, each vehicle's values, and each value's vehicles. */
export type FacetColumn = {
  /** Display form of each value id (first spelling seen). */
  values: string[]
  /** Normalised value → value id. */
  ids: Map<string, number>
  /** Vehicle d has value ids valueIds[offsets[d] .. offsets[d+1]). */
  offsets: Uint32Array
  valueIds: Uint32Array
  /** Vehicles of each value id, ascending. */
  postings: Uint32Array[]
}

/** One word of the searchable text: the vehicles that contain it, and its best (lowest) attribute rank in each. */
export type Posting = { docs: Uint32Array; attributes: Uint8Array }

/**
 * Everything one site's search needs, built once from its stored vehicles
 * and replaced whole when its stock version moves on.
 */
export type SiteIndex = {
  version: number
  size: number
  documents: SearchDocument[]
  bySlug: Map<string, number>
  facets: Map<string, FacetColumn>
  /** Numeric columns; NaN where a vehicle has no value. */
  numbers: Map<string, Float64Array>
  /** Text words → postings, and the sorted word list for prefix search. */
  vocabulary: Map<string, Posting>
  sortedWords: string[]
  /** Words a typo may reach, by length: not stock numbers, VINs or regos, which only match exactly or as a prefix. */
  typoWords: Map<number, string[]>
  /** Stock number, VIN or rego with spaces and punctuation removed → vehicles. */
  identifiers: Map<string, number[]>
  /** Listing facts (src/domain/listing.ts) as columns. */
  status: string[]
  shown: Uint8Array
  soldAt: Float64Array
  /** Vehicles by custom rank, descending: the order of the base index. */
  customOrder: Uint32Array
  /** Vehicles in each replica's order, built on first use. */
  sortOrders: Map<SortIndex, Uint32Array>
}

export const identifierKey = (value: string) => normalise(value).replace(/[^\p{L}\p{N}]/gu, '')

function facetValues(document: SearchDocument, attribute: string): string[] {
  const value = document[attribute]
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((item) => {
    if (typeof item === 'string') return item.trim() ? [item] : []
    if (typeof item === 'number' && Number.isFinite(item)) return [String(item)]
    if (typeof item === 'boolean') return [String(item)]
    return []
  })
}

function buildFacet(documents: SearchDocument[], attribute: string): FacetColumn {
  const values: string[] = []
  const ids = new Map<string, number>()
  const offsets = new Uint32Array(documents.length + 1)
  const collected: number[] = []
  const members: number[][] = []
  documents.forEach((document, doc) => {
    offsets[doc] = collected.length
    const seen = new Set<number>()
    for (const value of facetValues(document, attribute)) {
      const key = normalise(value)
      let id = ids.get(key)
      if (id === undefined) {
        id = values.length
        ids.set(key, id)
        values.push(value)
        members.push([])
      }
      if (seen.has(id)) continue
      seen.add(id)
      collected.push(id)
      members[id]!.push(doc)
    }
  })
  offsets[documents.length] = collected.length
  return { values, ids, offsets, valueIds: Uint32Array.from(collected), postings: members.map((list) => Uint32Array.from(list)) }
}

function buildVocabulary(documents: SearchDocument[]) {
  const pairs = new Map<string, { docs: number[]; attributes: number[] }>()
  const typoable = new Set<string>()
  documents.forEach((document, doc) => {
    SEARCHABLE_ATTRIBUTES.forEach((attribute, rank) => {
      const isIdentifier = (IDENTIFIER_ATTRIBUTES as readonly string[]).includes(attribute)
      const value = document[attribute]
      const texts = Array.isArray(value) ? value : [value]
      for (const text of texts) {
        if (typeof text !== 'string' && typeof text !== 'number') continue
        for (const word of words(String(text))) {
          if (!isIdentifier) typoable.add(word)
          let entry = pairs.get(word)
          if (!entry) pairs.set(word, (entry = { docs: [], attributes: [] }))
          // Vehicles arrive in order, so a repeat of the same vehicle is always the last entry.
          const last = entry.docs.length - 1
          if (entry.docs[last] === doc) entry.attributes[last] = Math.min(entry.attributes[last]!, rank)
          else {
            entry.docs.push(doc)
            entry.attributes.push(rank)
          }
        }
      }
    })
  })
  const vocabulary = new Map<string, Posting>()
  for (const [word, entry] of pairs) vocabulary.set(word, { docs: Uint32Array.from(entry.docs), attributes: Uint8Array.from(entry.attributes) })
  const typoWords = new Map<number, string[]>()
  for (const word of typoable) typoWords.set(word.length, [...(typoWords.get(word.length) ?? []), word])
  return { vocabulary, sortedWords: [...vocabulary.keys()].sort(), typoWords }
}

export function buildSiteIndex(documents: SearchDocument[], version: number): SiteIndex {
  const size = documents.length
  const facets = new Map<string, FacetColumn>()
  for (const attribute of FILTERABLE_ATTRIBUTES) facets.set(attribute, buildFacet(documents, attribute))
  const numbers = new Map<string, Float64Array>()
  for (const attribute of NUMERIC_ATTRIBUTES) {
    numbers.set(attribute, Float64Array.from(documents, (document) => (typeof document[attribute] === 'number' && Number.isFinite(document[attribute]) ? (document[attribute] as number) : Number.NaN)))
  }
  const identifiers = new Map<string, number[]>()
  documents.forEach((document, doc) => {
    for (const attribute of IDENTIFIER_ATTRIBUTES) {
      const value = document[attribute]
      if (typeof value !== 'string' || !value.trim()) continue
      const key = identifierKey(value)
      identifiers.set(key, [...(identifiers.get(key) ?? []), doc])
    }
  })
  const customRank = Float64Array.from(documents, (document) => document.custom_rank)
  const customOrder = Uint32Array.from(documents.keys()).sort((a, b) => customRank[b]! - customRank[a]! || a - b)
  return {
    version,
    size,
    documents,
    bySlug: new Map(documents.map((document, doc) => [String(document.slug), doc])),
    facets,
    numbers,
    ...buildVocabulary(documents),
    identifiers,
    status: documents.map((document) => String(document.status ?? '')),
    shown: Uint8Array.from(documents, (document) => (document.show_on_dealer_website === false ? 0 : 1)),
    soldAt: Float64Array.from(documents, (document) => (typeof document.sold_date_timestamp === 'number' ? document.sold_date_timestamp * 1000 : Number.NaN)),
    customOrder,
    sortOrders: new Map(),
  }
}

/** A replica's order: by its attribute (vehicles without a value last), ties by custom rank. */
export function sortOrder(index: SiteIndex, sort: SortIndex): Uint32Array {
  const spec = SORT_INDICES[sort]
  if (!spec) return index.customOrder
  const cached = index.sortOrders.get(sort)
  if (cached) return cached
  const column = index.numbers.get(spec.attribute)!
  const sign = spec.direction === 'asc' ? 1 : -1
  const position = new Uint32Array(index.size)
  index.customOrder.forEach((doc, at) => (position[doc] = at))
  const order = Uint32Array.from(index.customOrder).sort((a, b) => {
    const x = column[a]!
    const y = column[b]!
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) === Number.isNaN(y) ? position[a]! - position[b]! : Number.isNaN(x) ? 1 : -1
    return sign * (x - y) || position[a]! - position[b]!
  })
  index.sortOrders.set(sort, order)
  return order
}
