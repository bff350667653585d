import { MAX_PAGINATED_HITS } from '@/domain/constants'

import { ALL_FACETS, isNumericAttribute, type SortIndex } from '../attributes'
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

function countFacets(index: SiteIndex, members: Uint32Array, attributes: string[], maxValues: number) {
  const facets: Record<string, Record<string, number>> = {}
  const stats: Record<string, FacetStats> = {}
  for (const attribute of attributes) {
    const column = index.facets.get(attribute)!
    const counts = new Uint32Array(column.values.length)
    for (const doc of members) {
      for (let at = column.offsets[doc]!; at < column.offsets[doc + 1]!; at++) counts[column.valueIds[at]!]!++
    }
    const ids = [...counts.keys()].filter((id) => counts[id]! > 0)
    ids.sort((a, b) => counts[b]! - counts[a]! || (column.values[a]! < column.values[b]! ? -1 : 1))
    facets[attribute] = Object.fromEntries(ids.slice(0, maxValues).map((id) => [column.values[id]!, counts[id]!]))
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

function retrieve(document: Record<string, unknown>, attributes: string[] | null): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return { ...document }
  return Object.fromEntries(attributes.filter((name) => name in document).map((name) => [name, document[name]]))
}

/** One InstantSearch query against one site's index, within `scope` (the site's listed vehicles). */
export function runQuery(index: SiteIndex, query: SearchQuery, scope: Bitset, sort: SortIndex, started: number): SearchResponse {
  const { matched, text } = matchQuery(index, query, scope)
  const nbHits = matched.count()
  const reachable = Math.min(nbHits, MAX_PAGINATED_HITS)
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
      ...retrieve(document, query.attributesToRetrieve),
      objectID: document.objectID,
      _highlightResult: highlightDocument(document, text?.words ?? [], query.attributesToHighlight, tags),
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
