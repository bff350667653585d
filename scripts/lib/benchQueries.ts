/**
 * The benchmark's query mix, as the exact request bodies InstantSearch sends:
 * algoliasearch-helper (InstantSearch's state machine) drives the real
 * algoliasearch v5 lite client, whose requester records the body instead of
 * sending it. A refined disjunctive facet therefore costs what it costs in a
 * browser: one main query with every refinement (hitsPerPage 21) plus one
 * hitsPerPage-0 query per refined disjunctive facet.
 */
import { liteClient } from 'algoliasearch/lite'
import algoliasearchHelper from 'algoliasearch-helper'

import type { SearchDocument } from '../../src/search/document'

/** One request body of the mix: what the browser POSTs to /api/search. */
export type BenchRequest = { mix: 'group' | 'single'; label: string; siteSlug: string; body: string; queries: number }

/**
 * The search page's widgets: refinement lists on seven attributes and range
 * inputs on price, year and km (a range widget asks for its attribute as a
 * disjunctive facet to get its min and max), 21 cars a page, 20 values a list,
 * InstantSearch's own highlight tags.
 */
const SEARCH_PAGE: algoliasearchHelper.PlainSearchParameters = {
  disjunctiveFacets: ['make', 'model', 'car_type', 'body', 'fuel', 'transmission', 'location_name', 'price', 'year', 'km'],
  hitsPerPage: 21,
  maxValuesPerFacet: 20,
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
  page: 0,
}

type Refinements = { facets: Record<string, string>; price?: [number, number] }

/** The body the lite client sends for one search page state. */
async function recordBody(indexName: string, query: string, refinements: Refinements | null): Promise<{ body: string; queries: number }> {
  let recorded: string | null = null
  const client = liteClient('bench', 'bench-search-only-key', {
    hosts: [{ url: 'bench.invalid', accept: 'readWrite', protocol: 'http' }],
    requester: {
      async send(request) {
        recorded = typeof request.data === 'string' ? request.data : null
        const { requests } = JSON.parse(recorded ?? '{"requests":[]}') as { requests: { indexName: string }[] }
        const results = requests.map(({ indexName: index }) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, facets: {}, processingTimeMS: 0, query, params: '', index }))
        return { status: 200, isTimedOut: false, content: JSON.stringify({ results }) }
      },
    },
  })
  const helper = algoliasearchHelper(client as never, indexName, { ...SEARCH_PAGE, query })
  for (const [attribute, value] of Object.entries(refinements?.facets ?? {})) helper.addDisjunctiveFacetRefinement(attribute, value)
  if (refinements?.price) helper.addNumericRefinement('price', '>=', refinements.price[0]).addNumericRefinement('price', '<=', refinements.price[1])
  await helper.searchOnce({})
  if (recorded === null) throw new Error('the lite client sent no request')
  return { body: recorded, queries: (JSON.parse(recorded) as { requests: unknown[] }).requests.length }
}

/** What a site's stock looks like, to choose refinements and texts that find something. */
export type SiteFacts = { topMake: string; topModel: string; topCarType: string; topBody: string | null; topLocation: string; priceBand: [number, number]; stocknum: string }

function mostCommon(values: (string | null | undefined)[]): string | null {
  const counts = new Map<string, number>()
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null
}

/** Facts of a site's search documents (the same documents both engines index). */
export function siteFacts(documents: SearchDocument[]): SiteFacts {
  const text = (attribute: string) => documents.map((document) => (typeof document[attribute] === 'string' ? (document[attribute] as string) : null))
  const prices = documents.map((document) => Number(document.price)).filter((price) => price > 0).sort((a, b) => a - b)
  const band = (p: number) => Math.round(prices[Math.floor(prices.length * p)]! / 1000) * 1000
  return {
    topMake: mostCommon(text('make'))!,
    topModel: mostCommon(text('model'))!,
    topCarType: mostCommon(text('car_type'))!,
    topBody: mostCommon(text('body')),
    topLocation: mostCommon(text('location_name'))!,
    priceBand: [band(0.25), band(0.75)],
    stocknum: String(documents[Math.floor(documents.length / 2)]!.stocknum),
  }
}

/**
 * The group-wide mix (issue 4): the empty query; three refinements plus a
 * price range, by relevance and by price; text queries (a make, model and
 * badge, model and fuel, a stock number, a typo).
 */
export async function groupMix(siteSlug: string, facts: SiteFacts): Promise<BenchRequest[]> {
  const refined: Refinements = { facets: { make: 'Toyota', body: 'suv', car_type: 'used' }, price: [20_000, 50_000] }
  const states: [string, string, string, Refinements | null][] = [
    ['empty query', 'vehicles', '', null],
    ['3 refinements + price', 'vehicles', '', refined],
    ['3 refinements + price, price asc', 'vehicles_price_asc', '', refined],
    ['text "toyota"', 'vehicles', 'toyota', null],
    ['text "hilux sr5"', 'vehicles', 'hilux sr5', null],
    ['text "rav4 hybrid"', 'vehicles', 'rav4 hybrid', null],
    [`text stock number "${facts.stocknum}"`, 'vehicles', facts.stocknum, null],
    ['text typo "toyta"', 'vehicles', 'toyta', null],
  ]
  return Promise.all(states.map(async ([label, index, query, refinements]) => ({ mix: 'group' as const, label, siteSlug, ...(await recordBody(index, query, refinements)) })))
}

/** The single-site mix for one smaller site: the same shapes, with refinements and texts from that site's stock. */
export async function singleSiteMix(siteSlug: string, facts: SiteFacts): Promise<BenchRequest[]> {
  const third: [string, string] = facts.topBody ? ['body', facts.topBody] : ['location_name', facts.topLocation]
  const refined: Refinements = { facets: { make: facts.topMake, car_type: facts.topCarType, [third[0]]: third[1] }, price: facts.priceBand }
  const states: [string, string, Refinements | null][] = [
    ['empty query', '', null],
    ['3 refinements + price', '', refined],
    ['text: make', facts.topMake.toLowerCase(), null],
    ['text: model', facts.topModel.toLowerCase(), null],
    ['text: stock number', facts.stocknum, null],
  ]
  return Promise.all(states.map(async ([label, query, refinements]) => ({ mix: 'single' as const, label, siteSlug, ...(await recordBody('vehicles', query, refinements)) })))
}
