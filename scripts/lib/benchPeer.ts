/**
 * The peer in bench:search: @orama/orama, an in-process JavaScript search
 * engine with facets, fed the same search documents (toSearchDocument of the
 * same stored rows) and asked the same parsed queries.
 *
 * One Orama index per site, as our engine keeps one index per site. Every
 * query carries the listing rule as a `where` clause (evaluated per query,
 * as our engine evaluates it per request), the request's own filters
 * translated node for node, the same facets and the same hits per page.
 *
 * Text: the searchable attributes are joined into one text property, searched
 * with threshold 0, so that, as in ours, a vehicle matches when every query
 * word is somewhere in its text (Orama's threshold 0 wants every word in one
 * property; its default, 1, returns vehicles matching any word).
 *
 * Semantic differences that remain (stated in BENCHMARKS.md):
 * - Text relevance: Orama ranks by BM25 and matches every word as a prefix;
 *   ours ranks Algolia-style (exact identifier, typos, attribute, custom
 *   rank) and only the last word as a prefix. Orama has one typo tolerance
 *   per query: 1 when every word has 4 letters or more, else 0; ours allows
 *   1 typo from 4 letters and 2 from 8, per word, and none in stock
 *   numbers, VINs and regos.
 * - Numeric facets: Orama counts fixed ranges (price and km bands, years);
 *   ours counts every distinct value and adds min/max/avg/sum.
 * - Ours also highlights every hit and applies the count rule (a count
 *   above 1999 is replaced by the sum of the car_type counts: a second pass).
 */
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama'

import { soldListingCutoff } from '../../src/domain/listing'
import { BOOLEAN_ATTRIBUTES, FACET_ATTRIBUTES, NUMERIC_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, SORT_INDICES } from '@/domain/searchAttributes'
import type { SearchDocument } from '../../src/search/document'
import { sortOfIndex } from '../../src/search/indexNames'
import type { FilterNode, SearchQuery } from '../../src/search/request'

type Where = Record<string, unknown>
type Schema = Record<string, string>

/** The searchable attributes' text, joined; the attributes themselves are enums for filters and facets. */
const TEXT = 'q_text'

export type PeerIndex = { db: AnyOrama; schema: Schema }

/** Orama refuses null for typed properties: a missing value is left out. */
function peerDocument(document: SearchDocument): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(document)) if (value !== null && value !== undefined) result[key] = value
  result.show_on_dealer_website = document.show_on_dealer_website !== false
  result[TEXT] = SEARCHABLE_ATTRIBUTES.flatMap((attribute) => {
    const value = document[attribute]
    return (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string' || typeof item === 'number')
  }).join(' ')
  // Enums hold strings or numbers only.
  for (const attribute of FACET_ATTRIBUTES) {
    const value = result[attribute]
    if (typeof value === 'boolean') result[attribute] = String(value)
    if (Array.isArray(value)) result[attribute] = value.filter((item) => typeof item === 'string' || typeof item === 'number')
  }
  return result
}

function schemaFor(documents: Record<string, unknown>[]): Schema {
  const schema: Schema = { [TEXT]: 'string', custom_rank: 'number', show_on_dealer_website: 'boolean' }
  const isArray = (attribute: string) => documents.some((document) => Array.isArray(document[attribute]))
  for (const attribute of FACET_ATTRIBUTES) schema[attribute] = isArray(attribute) ? 'enum[]' : 'enum'
  for (const attribute of NUMERIC_ATTRIBUTES) schema[attribute] = 'number'
  for (const attribute of BOOLEAN_ATTRIBUTES) schema[attribute] = 'boolean'
  return schema
}

export async function buildPeerIndex(documents: SearchDocument[]): Promise<PeerIndex> {
  const docs = documents.map(peerDocument)
  const schema = schemaFor(docs)
  const db = create({ schema: schema as never })
  await insertMultiple(db, docs as never, 1000)
  return { db, schema }
}

/** Number facets are ranges in Orama: these stand in for our distinct-value counts. */
const NUMBER_FACET_RANGES: Record<string, { from: number; to: number }[]> = {
  price: [0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 150_000].map((from, at, all) => ({ from, to: (all[at + 1] ?? 10_000_000) - 1 })),
  km: [0, 10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000].map((from, at, all) => ({ from, to: (all[at + 1] ?? 10_000_000) - 1 })),
  year: Array.from({ length: 40 }, (_, at) => ({ from: 1990 + at, to: 1990 + at })),
}

const COMPARISONS = { '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte', '=': 'eq' } as const

/** One of our filter nodes as an Orama where clause (each leaf a one-key object, combined with and/or/not). */
function toWhere(node: FilterNode, schema: Schema): Where {
  switch (node.kind) {
    case 'and':
      return { and: node.items.map((item) => toWhere(item, schema)) }
    case 'or':
      return { or: node.items.map((item) => toWhere(item, schema)) }
    case 'not':
      return { not: toWhere(node.item, schema) }
    case 'range':
      return { [node.attribute]: { between: [node.lo, node.hi] } }
    case 'numeric':
      if (node.operator === '!=') return { not: { [node.attribute]: { eq: node.value } } }
      return { [node.attribute]: { [COMPARISONS[node.operator]]: node.value } }
    case 'facet': {
      const type = schema[node.attribute]
      if (type === 'enum') return { [node.attribute]: { eq: node.value } }
      if (type === 'enum[]') return { [node.attribute]: { containsAny: [node.value] } }
      if (type === 'number') return { [node.attribute]: { eq: Number(node.value) } }
      if (type === 'boolean') return { [node.attribute]: node.value === 'true' }
      throw new Error(`the peer has no filter for ${node.attribute}`)
    }
  }
}

/** The listing rule (src/domain/listing.ts) as a where clause. */
function listingWhere(now: Date, includeSoldCarsDays: number): Where {
  const cutoff = Math.ceil(soldListingCutoff(now, includeSoldCarsDays) / 1000)
  return {
    and: [
      { show_on_dealer_website: true },
      { or: [{ status: { in: ['in_stock', 'coming_soon'] } }, { and: [{ status: { eq: 'sold' } }, { sold_date_timestamp: { between: [cutoff, Math.floor(now.getTime() / 1000)] } }] }] },
    ],
  }
}

export type PeerResult = { nbHits: number; hits: unknown[]; facets: Record<string, Record<string, number>> }

/** One of our parsed queries, asked of the peer. */
async function peerQuery(index: PeerIndex, query: SearchQuery, listing: Where): Promise<PeerResult> {
  const where = query.filter ? { and: [listing, toWhere(query.filter, index.schema)] } : listing
  const facetNames = query.facets.includes('*') ? Object.keys(index.schema).filter((name) => name !== TEXT) : query.facets
  const facets = Object.fromEntries(
    facetNames.map((name) => [name, index.schema[name] === 'number' ? { ranges: NUMBER_FACET_RANGES[name] ?? [{ from: 0, to: Number.MAX_SAFE_INTEGER }] } : { limit: query.maxValuesPerFacet, sort: 'desc' }]),
  )
  const sort = SORT_INDICES[sortOfIndex(query.indexName)]
  const term = query.query.trim()
  const words = term.split(/\s+/).filter(Boolean)
  const result = await search(index.db, {
    term,
    // Only with a term: properties and an empty term make Orama score every word of the index.
    ...(term ? { properties: [TEXT], threshold: 0, tolerance: words.every((word) => word.length >= 4) ? 1 : 0 } : {}),
    where,
    facets: facetNames.length > 0 ? facets : undefined,
    // Without a text query ours ranks by the custom rank; a replica sorts by its attribute.
    sortBy: sort ? { property: sort.attribute, order: sort.direction === 'asc' ? 'ASC' : 'DESC' } : term ? undefined : { property: 'custom_rank', order: 'DESC' },
    limit: query.hitsPerPage,
    offset: query.page * query.hitsPerPage,
    preflight: query.hitsPerPage === 0,
  } as never)
  // Orama sorts and cuts string facets only; enum facets are cut here to maxValuesPerFacet, by count.
  const counted: Record<string, Record<string, number>> = {}
  for (const [name, facet] of Object.entries(result.facets ?? {})) {
    const values = Object.entries((facet as { values: Record<string, number> }).values).filter(([, count]) => count > 0)
    counted[name] = Object.fromEntries(index.schema[name] === 'number' ? values : values.sort((a, b) => b[1] - a[1]).slice(0, query.maxValuesPerFacet))
  }
  return { nbHits: result.count, hits: result.hits, facets: counted }
}

/** A multi-query request, as the engine answers it: each query in turn. */
export async function peerSearch(index: PeerIndex, queries: SearchQuery[], site: { now: Date; includeSoldCarsDays: number }): Promise<PeerResult[]> {
  const listing = listingWhere(site.now, site.includeSoldCarsDays)
  const results: PeerResult[] = []
  for (const query of queries) results.push(await peerQuery(index, query, listing))
  return results
}
