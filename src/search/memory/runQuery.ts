import { MAX_PAGINATED_HITS } from '@/domain/listing'

import { ALL_FACETS, HIGHLIGHTED_ATTRIBUTES, isNumericAttribute, RETRIEVED_ATTRIBUTES, type SortIndex } from '@/domain/searchAttributes'
import type { SearchQuery } from '../request/ast'
import { SearchRequestError } from '../request/errors'
import type { FacetSearchResponse, FacetStats, SearchResponse } from '../response'
import type { Bitset } from './bitset'
import { evaluateFilter } from './filters'
import { highlightDocument } from './highlight'
import { sortOrder, type SiteIndex } from './siteIndex'
import { normalise, words } from './text'
import { matchText, type TextMatch } from './textMatch'

/** The facet attributes a request asks to count: ['*'] is every one. */
function requestedFacets(query: SearchQuery): string[] {
  const names = query.facets.includes('*') ? ALL_FACETS : query.facets
  for (const name of names) {
    if (!ALL_FACETS.includes(name)) throw new SearchRequestError(`"${name}" is not a facet. Facets: ${ALL_FACETS.join(', ')}.`)
  }
  return [...new Set(names)]
}

/** Vehicles in the site's scope that pass the request's filters and text query. */
function matchQuery(index: SiteIndex, query: SearchQuery, scope: Bitset): { matched: Bitset; text: TextMatch | null } {
  const matched = query.filter ? evaluateFilter(index, query.filter, scope).and(scope) : scope.clone()
  const text = matchText(index, query.query)
  if (text) matched.and(text.matched)
  return { matched, text }
}

/** The first `wanted` matched vehicles in ranking order. */
function topVehicles(index: SiteIndex, matched: Bitset, text: TextMatch | null, sort: SortIndex, wanted: number): number[] {
  const result: number[] = []
  if (wanted === 0) return result
  const order = sortOrder(index, sort)
  // A replica sorts by its attribute first; relevance only orders the base index.
  if (!text || sort !== '') {
    for (const doc of order) {
      if (matched.has(doc)) result.push(doc)
      if (result.length === wanted) break
    }
    return result
  }
  for (const relevance of text.classes) {
    for (const doc of order) {
      if (matched.has(doc) && text.relevance[doc] === relevance) result.push(doc)
      if (result.length === wanted) return result
    }
  }
  return result
}

/**
 * The ids of the `limit` values with the highest counts, by count descending
 * then value. A kept list is cheaper than sorting every value: km alone has
 * tens of thousands, of which a shopper's list shows 20.
 */
function topValues(counts: Uint32Array, values: string[], limit: number): number[] {
  const before = (a: number, b: number) => counts[a]! > counts[b]! || (counts[a] === counts[b] && values[a]! < values[b]!)
  // Long lists (facet value search asks for all of them) are cheaper sorted whole.
  if (limit > 100) {
    const ids: number[] = []
    for (let id = 0; id < counts.length; id++) if (counts[id]! > 0) ids.push(id)
    return ids.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)).slice(0, limit)
  }
  const kept: number[] = []
  for (let id = 0; id < counts.length; id++) {
    if (counts[id] === 0) continue
    if (kept.length === limit && !before(id, kept[limit - 1]!)) continue
    let at = kept.length === limit ? limit - 1 : kept.length
    while (at > 0 && before(id, kept[at - 1]!)) {
      kept[at] = kept[at - 1]!
      at--
    }
    kept[at] = id
  }
  return kept
}

function countFacets(index: SiteIndex, members: Uint32Array, attributes: string[], maxValues: number) {
  const facets: Record<string, Record<string, number>> = {}
  const stats: Record<string, FacetStats> = {}
  for (const attribute of attributes) {
    const column = index.facets.get(attribute)!
    const counts = new Uint32Array(column.values.length)
    for (const doc of members) {
      for (let at = column.offsets[doc]!; at < column.offsets[doc + 1]!; at++) counts[column.valueIds[at]!]!++
    }
    facets[attribute] = Object.fromEntries(topValues(counts, column.values, maxValues).map((id) => [column.values[id]!, counts[id]!]))
    if (isNumericAttribute(attribute)) {
      const numbers = index.numbers.get(attribute)!
      let min = Infinity
      let max = -Infinity
      let sum = 0
      let n = 0
      for (const doc of members) {
        const value = numbers[doc]!
        if (Number.isNaN(value)) continue
        if (value < min) min = value
        if (value > max) max = value
        sum += value
        n++
      }
      if (n > 0) stats[attribute] = { min, max, avg: sum / n, sum }
    }
  }
  return { facets, stats }
}

function retrieve(document: Record<string, unknown>, attributes: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(attributes.filter((name) => name in document).map((name) => [name, document[name]]))
}

/** How many values of `attribute` the vehicles hold together: the sum of its facet counts, over every value. */
function facetValueSum(index: SiteIndex, members: Uint32Array, attribute: string): number {
  const { offsets } = index.facets.get(attribute)!
  let sum = 0
  for (const doc of members) sum += offsets[doc + 1]! - offsets[doc]!
  return sum
}

/**
 * The count a response shows, from the true count and the sum of the car
 * type facet counts (the count rule of src/domain/listing.ts).
 */
export type CountRule = (nbHits: number, facetSum: () => number) => number

/** One InstantSearch query against one site's index, within `scope` (the site's listed vehicles). */
export function runQuery(index: SiteIndex, query: SearchQuery, scope: Bitset, sort: SortIndex, started: number, countRule?: CountRule): SearchResponse {
  const { matched, text } = matchQuery(index, query, scope)
  const trueCount = matched.count()
  const nbHits = countRule ? countRule(trueCount, () => facetValueSum(index, matched.members(), 'car_type')) : trueCount
  const reachable = Math.min(trueCount, MAX_PAGINATED_HITS)
  const nbPages = query.hitsPerPage === 0 ? 0 : Math.ceil(reachable / query.hitsPerPage)
  const start = query.page * query.hitsPerPage
  const wanted = Math.max(0, Math.min(reachable, start + query.hitsPerPage))
  const pageDocs = start >= reachable ? [] : topVehicles(index, matched, text, sort, wanted).slice(start)
  const attributes = requestedFacets(query)
  const { facets, stats } = attributes.length > 0 ? countFacets(index, matched.members(), attributes, query.maxValuesPerFacet) : { facets: {}, stats: {} }
  const tags = { pre: query.highlightPreTag, post: query.highlightPostTag }
  const hits = pageDocs.map((doc) => {
    const document = index.documents[doc]!
    return {
      ...retrieve(document, query.attributesToRetrieve ?? RETRIEVED_ATTRIBUTES),
      objectID: document.objectID,
      _highlightResult: highlightDocument(document, text?.words ?? [], query.attributesToHighlight ?? HIGHLIGHTED_ATTRIBUTES, tags),
    }
  })
  return {
    hits,
    nbHits,
    page: query.page,
    nbPages,
    hitsPerPage: query.hitsPerPage,
    facets,
    facets_stats: stats,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: Math.round(performance.now() - started),
    query: query.query,
    params: query.params,
    index: query.indexName,
  }
}

/** Facet value search (InstantSearch's "search for facet values"): values of one facet among the matching vehicles that start with facetQuery. */
export function runFacetSearch(index: SiteIndex, query: SearchQuery, scope: Bitset, started: number): FacetSearchResponse {
  const attribute = query.facetName
  if (!attribute || !ALL_FACETS.includes(attribute)) throw new SearchRequestError(`"${attribute ?? ''}" is not a facet. Facets: ${ALL_FACETS.join(', ')}.`)
  const { matched } = matchQuery(index, query, scope)
  const { facets } = countFacets(index, matched.members(), [attribute], Number.MAX_SAFE_INTEGER)
  const wanted = words(query.facetQuery)
  const tags = { pre: query.highlightPreTag, post: query.highlightPostTag }
  const facetHits = Object.entries(facets[attribute] ?? {})
    .filter(([value]) => {
      const valueWords = words(value)
      return wanted.every((word) => valueWords.some((candidate) => candidate.startsWith(word)))
    })
    .slice(0, query.maxFacetHits)
    .map(([value, count]) => ({ value, count, highlighted: highlightPrefix(value, query.facetQuery, tags) }))
  return { facetHits, exhaustiveFacetsCount: true, exhaustive: { facetsCount: true }, processingTimeMS: Math.round(performance.now() - started) }
}

function highlightPrefix(value: string, facetQuery: string, tags: { pre: string; post: string }): string {
  const wanted = normalise(facetQuery.trim())
  if (!wanted) return value
  const at = normalise(value).indexOf(wanted)
  return at < 0 ? value : `${value.slice(0, at)}${tags.pre}${value.slice(at, at + wanted.length)}${tags.post}${value.slice(at + wanted.length)}`
}
