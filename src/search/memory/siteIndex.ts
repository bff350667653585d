import { FILTERABLE_ATTRIBUTES, isNumericAttribute, NUMERIC_ATTRIBUTES, SORT_INDICES, type SortIndex } from '@/domain/searchAttributes'
import type { SearchDocument } from '../document'
import { SiteDictionary } from './dictionary'
import { prepareVehicle, type PreparedVehicle } from './preparedVehicle'

export { identifierKey } from './preparedVehicle'

/** One facet attribute: its distinct values, each vehicle's values, and each value's vehicles. */
export type FacetColumn = {
  /** Display form of each value id (first spelling seen). */
  values: string[]
  /**
   * Normalised value → value id. Shared with the site's dictionary, which
   * may have grown since: an id at or past `values.length` has no vehicles here.
   */
  ids: Map<string, number>
  /** Vehicle d has value ids valueIds[offsets[d] .. offsets[d+1]). */
  offsets: Uint32Array
  valueIds: Uint32Array
  /** Vehicles of each value id, ascending: value v's are postings.docs[postings.offsets[v] .. postings.offsets[v + 1]). Null for numeric attributes, whose filters scan their numeric column. */
  postings: Postings | null
}

/**
 * Lists of vehicles, one per value or word, packed into one array (a few
 * typed arrays per attribute instead of one per value keeps builds fast).
 */
export type Postings = { offsets: Uint32Array; docs: Uint32Array }

/** The words' postings, with each vehicle's best (lowest) attribute rank for the word beside it in `attributes`. */
export type WordPostings = Postings & { attributes: Uint8Array }

/**
 * Everything one site's search needs, built from its prepared vehicles and
 * replaced whole when its stock version moves on.
 */
export type SiteIndex = {
  version: number
  size: number
  documents: SearchDocument[]
  bySlug: Map<string, number>
  facets: Map<string, FacetColumn>
  /** Numeric columns; NaN where a vehicle has no value. */
  numbers: Map<string, Float64Array>
  /** Text words → their number in `wordPostings`, and the sorted word list for prefix search. */
  vocabulary: Map<string, number>
  wordPostings: WordPostings
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

/** Each id's vehicles, ascending, from each vehicle's ids: counted first, then filled in vehicle order. */
function postingsOf(idCount: number, offsets: Uint32Array, ids: Uint32Array): Postings {
  const starts = new Uint32Array(idCount + 1)
  for (const id of ids) starts[id + 1]!++
  for (let id = 0; id < idCount; id++) starts[id + 1]! += starts[id]!
  const docs = new Uint32Array(ids.length)
  const filled = starts.slice(0, idCount)
  for (let doc = 0; doc + 1 < offsets.length; doc++) {
    for (let at = offsets[doc]!; at < offsets[doc + 1]!; at++) docs[filled[ids[at]!]!++] = doc
  }
  return { offsets: starts, docs }
}

/**
 * Every facet column in two passes over the vehicles, each vehicle read once
 * per pass: reading vehicle by vehicle keeps its arrays in cache, where a pass
 * per attribute would fetch every vehicle 47 times.
 */
function buildFacets(vehicles: PreparedVehicle[], dictionary: SiteDictionary): Map<string, FacetColumn> {
  const attributes = FILTERABLE_ATTRIBUTES.length
  const offsets = Array.from(FILTERABLE_ATTRIBUTES, () => new Uint32Array(vehicles.length + 1))
  const totals = new Uint32Array(attributes)
  vehicles.forEach(({ facetStarts }, doc) => {
    for (let attribute = 0; attribute < attributes; attribute++) {
      offsets[attribute]![doc] = totals[attribute]!
      totals[attribute]! += facetStarts[attribute + 1]! - facetStarts[attribute]!
    }
  })
  const valueIds = Array.from(totals, (total) => new Uint32Array(total))
  const written = new Uint32Array(attributes)
  for (const { facetStarts, facetIds } of vehicles) {
    for (let attribute = 0; attribute < attributes; attribute++) {
      const column = valueIds[attribute]!
      for (let at = facetStarts[attribute]!; at < facetStarts[attribute + 1]!; at++) column[written[attribute]!++] = facetIds[at]!
    }
  }
  const facets = new Map<string, FacetColumn>()
  FILTERABLE_ATTRIBUTES.forEach((attribute, at) => {
    offsets[at]![vehicles.length] = totals[at]!
    const dictionaryColumn = dictionary.facet(attribute)
    const values = dictionaryColumn.values.slice()
    facets.set(attribute, {
      values,
      ids: dictionaryColumn.ids,
      offsets: offsets[at]!,
      valueIds: valueIds[at]!,
      postings: isNumericAttribute(attribute) ? null : postingsOf(values.length, offsets[at]!, valueIds[at]!),
    })
  })
  return facets
}

function buildVocabulary(vehicles: PreparedVehicle[], dictionary: SiteDictionary) {
  const { words, typoable } = dictionary.words
  const offsets = new Uint32Array(vehicles.length + 1)
  let total = 0
  vehicles.forEach((vehicle, doc) => {
    offsets[doc] = total
    total += vehicle.wordIds.length
  })
  offsets[vehicles.length] = total
  const ids = new Uint32Array(total)
  const ranks = new Uint8Array(total)
  vehicles.forEach((vehicle, doc) => {
    ids.set(vehicle.wordIds, offsets[doc]!)
    ranks.set(vehicle.wordRanks, offsets[doc]!)
  })
  const postings = postingsOf(words.length, offsets, ids)
  // The rank of each posting entry: entries were filled in vehicle order, so replay that order.
  const attributes = new Uint8Array(total)
  const filled = postings.offsets.slice(0, words.length)
  for (let at = 0; at < total; at++) attributes[filled[ids[at]!]!++] = ranks[at]!
  const vocabulary = new Map<string, number>()
  const typoWords = new Map<number, string[]>()
  words.forEach((word, id) => {
    if (postings.offsets[id] === postings.offsets[id + 1]) return
    vocabulary.set(word, id)
    if (!typoable[id]) return
    const sameLength = typoWords.get(word.length)
    if (sameLength) sameLength.push(word)
    else typoWords.set(word.length, [word])
  })
  return { vocabulary, wordPostings: { ...postings, attributes }, sortedWords: [...vocabulary.keys()].sort(), typoWords }
}

/** A site's index from its prepared vehicles, in the order given (a stable order keeps equal ranks paging alike). */
export function buildSiteIndex(vehicles: PreparedVehicle[], dictionary: SiteDictionary, version: number): SiteIndex {
  const size = vehicles.length
  const facets = buildFacets(vehicles, dictionary)
  const numbers = new Map<string, Float64Array>()
  NUMERIC_ATTRIBUTES.forEach((attribute, at) => numbers.set(attribute, Float64Array.from(vehicles, (vehicle) => vehicle.numbers[at]!)))
  const identifiers = new Map<string, number[]>()
  vehicles.forEach((vehicle, doc) => {
    for (const key of vehicle.identifierKeys) {
      const list = identifiers.get(key)
      if (list) list.push(doc)
      else identifiers.set(key, [doc])
    }
  })
  const customRank = Float64Array.from(vehicles, (vehicle) => vehicle.customRank)
  const customOrder = Uint32Array.from(vehicles.keys()).sort((a, b) => customRank[b]! - customRank[a]! || a - b)
  return {
    version,
    size,
    documents: vehicles.map((vehicle) => vehicle.document),
    bySlug: new Map(vehicles.map((vehicle, doc) => [vehicle.slug, doc])),
    facets,
    numbers,
    ...buildVocabulary(vehicles, dictionary),
    identifiers,
    status: vehicles.map((vehicle) => vehicle.status),
    shown: Uint8Array.from(vehicles, (vehicle) => (vehicle.shown ? 1 : 0)),
    soldAt: Float64Array.from(vehicles, (vehicle) => vehicle.soldAt),
    customOrder,
    sortOrders: new Map(),
  }
}

/** An index of these documents with dictionaries of its own (for one-off indexes: Algolia's count check, tests). */
export function indexDocuments(documents: SearchDocument[], version: number): SiteIndex {
  const dictionary = new SiteDictionary()
  return buildSiteIndex(documents.map((document) => prepareVehicle(document, dictionary)), dictionary, version)
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
