import { FILTERABLE_ATTRIBUTES, IDENTIFIER_ATTRIBUTES, NUMERIC_ATTRIBUTES, SEARCHABLE_ATTRIBUTES } from '@/domain/searchAttributes'
import type { SearchDocument } from '../document'
import type { SiteDictionary } from './dictionary'
import { normalise } from './text'

/**
 * A vehicle's search document cut into dictionary ids, once: an index build
 * then only copies numbers, so a delta rebuilds a large site quickly.
 */
export type PreparedVehicle = {
  document: SearchDocument
  slug: string
  /** Value ids of every filterable attribute: attribute a's are facetIds[facetStarts[a] .. facetStarts[a + 1]). */
  facetIds: Uint32Array
  facetStarts: Uint16Array
  /** One per NUMERIC_ATTRIBUTES entry; NaN where the vehicle has none. */
  numbers: Float64Array
  /** Distinct words of the searchable text, each with its best (lowest) attribute rank. */
  wordIds: Uint32Array
  wordRanks: Uint8Array
  identifierKeys: string[]
  status: string
  shown: boolean
  /** Sold time in ms, NaN when unsold. */
  soldAt: number
  customRank: number
}

/** Stock numbers, VINs and regos compare without spaces or punctuation. */
export const identifierKey = (value: string) => normalise(value).replace(/[^\p{L}\p{N}]/gu, '')

/** The facet spelling of one stored value, or null when it has none (empty text, NaN, objects). */
function facetText(item: unknown): string | null {
  if (typeof item === 'string') return item.trim() ? item : null
  if (typeof item === 'number') return Number.isFinite(item) ? String(item) : null
  if (typeof item === 'boolean') return item ? 'true' : 'false'
  return null
}

const IDENTIFIERS: readonly string[] = IDENTIFIER_ATTRIBUTES

export function prepareVehicle(document: SearchDocument, dictionary: SiteDictionary): PreparedVehicle {
  const facetIds: number[] = []
  const facetStarts = new Uint16Array(FILTERABLE_ATTRIBUTES.length + 1)
  FILTERABLE_ATTRIBUTES.forEach((attribute, at) => {
    facetStarts[at] = facetIds.length
    const values = dictionary.facet(attribute)
    const value = document[attribute]
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = facetText(item)
      if (text === null) continue
      const id = values.idOf(text)
      // A value listed twice on one vehicle counts once.
      if (!facetIds.includes(id, facetStarts[at])) facetIds.push(id)
    }
  })
  facetStarts[FILTERABLE_ATTRIBUTES.length] = facetIds.length

  const wordIds: number[] = []
  const wordRanks: number[] = []
  SEARCHABLE_ATTRIBUTES.forEach((attribute, rank) => {
    const value = document[attribute]
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text !== 'string' && typeof text !== 'number') continue
      for (const id of dictionary.words.idsOf(String(text), IDENTIFIERS.includes(attribute))) {
        // Attributes come most important first, so a word's first rank is its best.
        if (!wordIds.includes(id)) {
          wordIds.push(id)
          wordRanks.push(rank)
        }
      }
    }
  })

  const identifierKeys: string[] = []
  for (const attribute of IDENTIFIER_ATTRIBUTES) {
    const value = document[attribute]
    if (typeof value === 'string' && value.trim()) identifierKeys.push(identifierKey(value))
  }
  const soldSeconds = document.sold_date_timestamp
  return {
    document,
    slug: String(document.slug),
    facetIds: Uint32Array.from(facetIds),
    facetStarts,
    numbers: Float64Array.from(NUMERIC_ATTRIBUTES, (attribute) => {
      const value = document[attribute]
      return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN
    }),
    wordIds: Uint32Array.from(wordIds),
    wordRanks: Uint8Array.from(wordRanks),
    identifierKeys,
    status: String(document.status ?? ''),
    shown: document.show_on_dealer_website !== false,
    soldAt: typeof soldSeconds === 'number' ? soldSeconds * 1000 : Number.NaN,
    customRank: document.custom_rank,
  }
}
