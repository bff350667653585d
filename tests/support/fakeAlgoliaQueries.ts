import type { IndexSettings } from 'algoliasearch'

import { SORT_INDICES, type SortIndex } from '@/domain/searchAttributes'
import type { SearchDocument } from '../../src/search/document'
import { Bitset } from '../../src/search/memory/bitset'
import { evaluateFilter } from '../../src/search/memory/filters'
import { runFacetSearch, runQuery } from '../../src/search/memory/runQuery'
import { indexDocuments, type SiteIndex } from '../../src/search/memory/siteIndex'
import { parseSearchRequest } from '../../src/search/request'
import type { FakeIndices } from './fakeAlgoliaIndices'

/** Record attributes only Algolia's records carry, which the fake's filters must also compare. */
const RECORD_NUMBERS = ['site_id', 'sold_at'] as const

/**
 * Answers searches and browses over the fake's records with the built-in
 * engine's own functions (src/search/memory): the same matching, ranking,
 * facets and highlighting, so the two engines can be held to one contract.
 * Algolia knows no listing rule: every record of the index is in scope and
 * the request's filters do the rest.
 */
export class FakeQueries {
  private readonly built = new Map<string, { version: number; index: SiteIndex }>()

  constructor(private readonly indices: FakeIndices) {}

  search(request: Record<string, unknown>): Record<string, unknown> {
    const started = performance.now()
    const query = parseSearchRequest(request)
    const index = this.siteIndex(query.indexName)
    const scope = Bitset.full(index.size)
    if (query.type === 'facet') return runFacetSearch(index, query, scope, started)
    const response = runQuery(index, query, scope, this.sortOf(query.indexName), started)
    if (!wantsEveryAttribute(request)) return response
    // Our parser holds public search to the public attributes; Algolia gives a server's "*" the whole record.
    return { ...response, hits: response.hits.map((hit) => ({ ...wholeRecord(index, hit), ...hit })) }
  }

  /** One page of a browse: the records passing `filters`, in stored order, from the cursor on. */
  browse(indexName: string, params: Record<string, unknown>): Record<string, unknown> {
    const { cursor, hitsPerPage = 1000, attributesToRetrieve = ['*'], filters } = params as { cursor?: string; hitsPerPage?: number; attributesToRetrieve?: string[]; filters?: string }
    const index = this.siteIndex(indexName)
    const all = Bitset.full(index.size)
    const filter = filters ? parseSearchRequest({ indexName, filters }).filter : null
    const members = Array.from((filter ? evaluateFilter(index, filter, all).and(all) : all).members())
    const start = cursor ? Number(cursor) : 0
    const page = members.slice(start, start + hitsPerPage)
    const hits = page.map((doc) => pick(index.documents[doc]!, attributesToRetrieve))
    const next = start + hitsPerPage < members.length ? String(start + hitsPerPage) : undefined
    return { hits, nbHits: members.length, page: 0, nbPages: 1, hitsPerPage, processingTimeMS: 1, query: '', params: '', ...(next ? { cursor: next } : {}) }
  }

  private siteIndex(name: string): SiteIndex {
    const primary = this.indices.primaryOf(name)
    const { records, version } = this.indices.records(primary)
    const cached = this.built.get(primary)
    if (cached?.version === version) return cached.index
    const index = indexDocuments(records as SearchDocument[], version)
    for (const attribute of RECORD_NUMBERS) {
      index.numbers.set(attribute, Float64Array.from(index.documents, (document) => (typeof document[attribute] === 'number' ? (document[attribute] as number) : Number.NaN)))
    }
    this.built.set(primary, { version, index })
    return index
  }

  /** A replica's sort, from the first criterion of its ranking (e.g. asc(price)). */
  private sortOf(name: string): SortIndex {
    const first = (this.indices.settings(name) as IndexSettings | null)?.ranking?.[0]
    const found = Object.entries(SORT_INDICES).find(([, spec]) => spec !== null && `${spec.direction}(${spec.attribute})` === first)
    return (found?.[0] ?? '') as SortIndex
  }
}

function wantsEveryAttribute(request: Record<string, unknown>): boolean {
  const text = typeof request.params === 'string' ? new URLSearchParams(request.params).get('attributesToRetrieve') : JSON.stringify(request.attributesToRetrieve ?? null)
  return text !== null && text.includes('"*"')
}

function wholeRecord(index: SiteIndex, hit: Record<string, unknown>): Record<string, unknown> {
  return index.documents.find((document) => document.objectID === hit.objectID) ?? {}
}

function pick(document: SearchDocument, attributes: string[]): Record<string, unknown> {
  if (attributes.includes('*')) return { ...document }
  return Object.fromEntries([['objectID', document.objectID], ...attributes.filter((name) => name in document).map((name) => [name, document[name]])])
}
