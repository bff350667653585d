import { describe, expect, it } from 'vitest'

import { builtInEngineOver } from '@/search/builtIn/builtInEngine'
import { listedScope } from '@/search/builtIn/scope'
import { parseSiteFilter, siteFilterText } from '@/search/builtIn/siteFilter'
import { toSearchDocument, type StockRecord } from '@/search/document'
import { RETRIEVED_ATTRIBUTES } from '@/domain/searchAttributes'
import { sortOfIndex } from '@/search/indexNames'
import { runFacetSearch, runQuery } from '@/search/memory/runQuery'
import { SiteDictionary } from '@/search/memory/dictionary'
import { similarInIndex } from '@/search/memory/similar'
import { prepareVehicle } from '@/search/memory/preparedVehicle'
import { buildSiteIndex, indexDocuments } from '@/search/memory/siteIndex'
import { parseSearchBody, SearchRequestError } from '@/search/request'
import type { FacetSearchResponse, SearchResponse } from '@/search/response'

const now = new Date('2026-11-22T00:00:00Z')
const day = 86_400

function car(id: number, fields: Partial<StockRecord>): StockRecord {
  return {
    id,
    slug: `car-${id}`,
    name: `${fields.year ?? 2020} ${fields.make ?? 'Toyota'} ${fields.model ?? 'Corolla'}`,
    make: 'Toyota',
    model: 'Corolla',
    make_model: `${fields.make ?? 'Toyota'}|${fields.model ?? 'Corolla'}`,
    car_type: 'used',
    status: 'in_stock',
    show_on_dealer_website: true,
    price: 20000,
    km: 50000,
    year: 2020,
    simple_body: 'sedan',
    colour: 'White',
    stocknum: `S${id}`,
    created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
    ...fields,
  }
}

const cars = [
  car(1, { make: 'Toyota', model: 'RAV4', simple_body: 'suv', price: 42000, km: 10, car_type: 'new', colour: 'Red' }),
  car(2, { make: 'Toyota', model: 'HiLux', simple_body: 'ute', price: 55000, km: 20000, colour: 'White' }),
  car(3, { make: 'Mazda', model: 'CX-5', simple_body: 'suv', price: 31000, km: 40000, colour: 'Blue', stocknum: 'U268948' }),
  car(4, { make: 'Ford', model: 'Ranger', simple_body: 'ute', price: 61000, km: 5000, car_type: 'demo', colour: 'Grey' }),
  car(5, { make: 'Mazda', model: 'Mazda3', price: 18000, km: 90000, status: 'sold', sold_date_timestamp: now.getTime() / 1000 - 2 * day }),
  car(6, { make: 'Mazda', model: 'BT-50', simple_body: 'ute', price: 35000, status: 'sold', sold_date_timestamp: now.getTime() / 1000 - 5 * day }),
  car(7, { make: 'Kia', model: 'Sportage', simple_body: 'suv', price: 29000, show_on_dealer_website: false }),
  car(8, { make: 'Toyota', model: 'Camry', price: 33000, status: 'coming_soon', colour: 'Silver' }),
]

const index = indexDocuments(cars.map(toSearchDocument), 1)
const site = { siteId: 1, filter: null, includeSoldCarsDays: 3, stockCountOverride: null, now }
const scope = listedScope(index, site)

function search(params: Record<string, unknown>, indexName = 'vehicles'): SearchResponse {
  const [query] = parseSearchBody({ requests: [{ indexName, params }] })
  return runQuery(index, query!, scope, sortOfIndex(indexName), performance.now())
}
const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID)

describe('the built-in engine', () => {
  it('lists in-stock, coming-soon and recently sold cars shown on the website: unsold newest first, then sold', () => {
    expect(ids(search({}))).toEqual(['8', '4', '3', '2', '1', '5'])
    expect(search({}).nbHits).toBe(6)
  })

  it('applies the site filter, colons after numeric attributes read as equals', () => {
    expect(siteFilterText('dealership_id:12 AND car_type:used')).toBe('dealership_id=12 AND car_type:used')
    const mazdaOnly = listedScope(index, { ...site, filter: parseSiteFilter('make:Mazda') })
    expect(mazdaOnly.count()).toBe(2)
  })

  it('facetFilters are an AND of OR groups, with negation, case-insensitive', () => {
    expect(ids(search({ facetFilters: [['make:toyota', 'make:Ford'], 'body:ute'] }))).toEqual(['4', '2'])
    expect(ids(search({ facetFilters: ['make:-Toyota'] }))).toEqual(['4', '3', '5'])
  })

  it('numeric filters and ranges, and the filters grammar', () => {
    expect(ids(search({ numericFilters: ['price>=31000', 'price<=55000'] }))).toEqual(['8', '3', '2', '1'])
    expect(ids(search({ numericFilters: ['km:0 TO 10000'] }))).toEqual(['4', '1'])
    expect(ids(search({ filters: 'car_type:used AND (make:Mazda OR colour:White) AND NOT status:sold' }))).toEqual(['3', '2'])
  })

  it('counts facets by count then value, with stats for numeric attributes', () => {
    const response = search({ facets: ['make', 'price'], hitsPerPage: 0 })
    expect(response.facets.make).toEqual({ Toyota: 3, Mazda: 2, Ford: 1 })
    expect(response.facets_stats.price).toEqual({ min: 18000, max: 61000, avg: (42000 + 55000 + 31000 + 61000 + 18000 + 33000) / 6, sum: 240000 })
    expect(search({ facets: ['make'], maxValuesPerFacet: 1, hitsPerPage: 0 }).facets.make).toEqual({ Toyota: 3 })
    expect(Object.keys(search({ facets: ['*'], hitsPerPage: 0 }).facets)).toContain('colour')
  })

  it('sort indices order by their attribute', () => {
    expect(ids(search({}, 'vehicles_price_asc'))).toEqual(['5', '3', '8', '1', '2', '4'])
    expect(ids(search({}, 'vehicles_km_desc'))).toEqual(['5', '8', '3', '2', '4', '1'])
    expect(() => sortOfIndex('vehicles_colour_asc')).toThrow(SearchRequestError)
  })

  it('pages, and caps paging at 1,000 hits', () => {
    const page = search({ hitsPerPage: 2, page: 1 })
    expect(ids(page)).toEqual(['3', '2'])
    expect(page.nbPages).toBe(3)
    expect(search({ hitsPerPage: 2, page: 5 }).hits).toEqual([])
  })

  it('text: prefix on the last word, typos, and an exact stock number first', () => {
    expect(ids(search({ query: 'toyota hil' }))).toEqual(['2'])
    expect(ids(search({ query: 'toyta' }))).toEqual(['8', '2', '1'])
    expect(ids(search({ query: 'U268948' }))).toEqual(['3'])
    // Equal relevance: the custom rank decides, unsold before sold.
    expect(ids(search({ query: 'mazda' }))).toEqual(['3', '5'])
  })

  it('highlights matched words with the requested tags', () => {
    const [hit] = search({ query: 'hil', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits
    expect((hit!._highlightResult as Record<string, { value: string; matchLevel: string }>).model).toMatchObject({ value: '<mark>HiL</mark>ux', matchLevel: 'full' })
  })

  it('hits carry a card’s attributes and highlight its title unless the request asks for more', () => {
    const [hit] = search({ query: 'hilux' }).hits
    expect(hit).toMatchObject({ objectID: '2', slug: 'car-2', make: 'Toyota', price: 55000 })
    expect(hit).not.toHaveProperty('created_at_timestamp')
    expect(Object.keys(hit!._highlightResult as object).sort()).toEqual(['make', 'model', 'name', 'stocknum'])
    const [whole] = search({ query: 'hilux', attributesToRetrieve: ['*'], attributesToHighlight: ['*'] }).hits
    expect(Object.keys(whole!).sort()).toEqual([...new Set([...Object.keys(hit!), 'colour'])].sort())
    expect(Object.keys(whole!._highlightResult as object)).toContain('colour')
  })

  describe('feed text and fields pages do not show', () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const privateCar = car(9, { make: 'Holden', model: `Commodore ${hostile}`, name: `2020 Holden "Commodore" ${hostile} & more`, autograb_data: { trade_value: 12000 }, private_cost_price: 9000, dealercomments: 'Cost us $9k' })
    const privateIndex = indexDocuments([toSearchDocument(privateCar)], 1)
    const privateScope = listedScope(privateIndex, site)
    const searchPrivate = (params: Record<string, unknown>) => runQuery(privateIndex, parseSearchBody({ requests: [{ indexName: 'vehicles', params }] })[0]!, privateScope, '', performance.now())

    it('highlighted values come raw, as Algolia returns them (InstantSearch escapes them), with the request’s tags around the matched words', () => {
      const [hit] = searchPrivate({ query: 'commodore', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__', attributesToHighlight: ['*'] }).hits
      const highlights = hit!._highlightResult as Record<string, { value: string }>
      expect(highlights.model!.value).toBe(`__ais-highlight__Commodore__/ais-highlight__ ${hostile}`)
      expect(highlights.name!.value).toBe(`2020 Holden "__ais-highlight__Commodore__/ais-highlight__" ${hostile} & more`)
    })

    it('facet value hits come raw too', () => {
      const response = runFacetSearch(privateIndex, parseSearchBody({ requests: [{ indexName: 'vehicles', type: 'facet', facet: 'model', facetQuery: 'comm', params: {} }] })[0]!, privateScope, performance.now()) as FacetSearchResponse
      expect(response.facetHits.map((hit) => hit.highlighted)).toEqual([`<em>Comm</em>odore ${hostile}`])
    })

    it.each([[['*']], [['autograb_data']], [['private_cost_price', 'dealercomments', 'slug']]])('attributesToRetrieve %j returns public attributes only', (attributes) => {
      const [hit] = searchPrivate({ query: '', attributesToRetrieve: attributes, attributesToHighlight: attributes }).hits
      for (const field of ['autograb_data', 'private_cost_price', 'dealercomments']) {
        expect(hit).not.toHaveProperty(field)
        expect(hit!._highlightResult).not.toHaveProperty(field)
      }
      expect(Object.keys(hit!).every((key) => key === '_highlightResult' || (RETRIEVED_ATTRIBUTES as readonly string[]).includes(key))).toBe(true)
    })
  })

  it('facet value search', () => {
    const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles', type: 'facet', facet: 'make', facetQuery: 'ma', params: {} }] })
    const response = runFacetSearch(index, query!, scope, performance.now()) as FacetSearchResponse
    expect(response.facetHits).toEqual([{ value: 'Mazda', count: 2, highlighted: '<em>Ma</em>zda' }])
  })

  it('refuses filters on attributes that cannot be filtered', () => {
    expect(() => search({ facetFilters: ['dealercomments:great'] })).toThrow(/not a filterable attribute/)
  })

  it('counts facet values past the 20 shown by count, then value, without sorting them all', () => {
    const many = indexDocuments(Array.from({ length: 300 }, (_, at) => toSearchDocument(car(at + 1, { km: at % 150, colour: at % 3 === 0 ? 'Red' : `Colour ${at}` }))), 1)
    const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles', params: { facets: ['km', 'colour'], hitsPerPage: 0, maxValuesPerFacet: 3 } }] })
    const response = runQuery(many, query!, listedScope(many, site), '', 0)
    expect(response.facets.km).toEqual({ '0': 2, '1': 2, '10': 2 })
    expect(response.facets.colour).toEqual({ Red: 100, 'Colour 1': 1, 'Colour 10': 1 })
  })

  it('the count rule, as the engine applies it: above 1,999 listed cars the count shown is the sum of the car type counts, or the site’s fixed count; paging follows the true count', async () => {
    // Every tenth car has no car type, so the sum of the car type counts (90%) differs from the true count.
    const listed = (count: number) => indexDocuments(Array.from({ length: count }, (_, at) => toSearchDocument(car(at + 1, { car_type: at % 10 === 0 ? undefined : 'used' }))), 1)
    const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 20 } }] })
    const shown = async (built: ReturnType<typeof indexDocuments>, stockCountOverride: number | null) => {
      const engine = builtInEngineOver({ get: async () => built, close: () => undefined })
      const [response] = await engine.search({ ...site, stockCountOverride }, [query!])
      const { nbHits, nbPages } = response as SearchResponse
      return { nbHits, nbPages }
    }
    const justOver = listed(2_000)
    expect(await shown(justOver, null)).toEqual({ nbHits: 1_800, nbPages: 50 })
    expect(await shown(justOver, 5)).toEqual({ nbHits: 5, nbPages: 50 })
    const atTheLimit = listed(1_999)
    expect(await shown(atTheLimit, null)).toEqual({ nbHits: 1_999, nbPages: 50 })
    expect(await shown(atTheLimit, 5)).toEqual({ nbHits: 1_999, nbPages: 50 })
  })
})

describe('an index rebuilt after a delta', () => {
  const queries = [
    {},
    { facets: ['*'], maxValuesPerFacet: 100 },
    { query: 'toyta' },
    { query: 'U268948' },
    { facetFilters: [['make:Mazda', 'colour:green']] },
    { filters: 'body:ute AND price > 30000' },
  ]
  const answers = (built: ReturnType<typeof indexDocuments>) =>
    queries.map((params) => {
      const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles', params }] })
      const { processingTimeMS: _time, ...rest } = runQuery(built, query!, listedScope(built, site), '', 0)
      return rest
    })

  it('answers exactly as an index built afresh, though its dictionary still knows the values of changed cars', () => {
    const dictionary = new SiteDictionary()
    const before = cars.map((record) => prepareVehicle(toSearchDocument(record), dictionary))
    buildSiteIndex(before, dictionary, 1)
    // A delta: car 3 is repainted and renumbered, car 6 leaves the feed, car 9 arrives.
    const changed = [car(3, { make: 'Mazda', model: 'CX-5', simple_body: 'suv', price: 29000, km: 40000, colour: 'Green', stocknum: 'U999' }), car(9, { make: 'Mazda', model: 'CX-9', colour: 'Green' })]
    const after = [...cars.filter((record) => record.id !== 3 && record.id !== 6), ...changed].sort((a, b) => Number(a.id) - Number(b.id))
    const reused = after.map((record) => {
      const kept = changed.includes(record) ? null : before[cars.indexOf(record)]!
      return kept ?? prepareVehicle(toSearchDocument(record), dictionary)
    })
    const rebuilt = buildSiteIndex(reused, dictionary, 2)
    expect(answers(rebuilt)).toEqual(answers(indexDocuments(after.map(toSearchDocument), 2)))
    // The old stock number and the gone car's values find nothing.
    const [old] = parseSearchBody({ requests: [{ indexName: 'vehicles', params: { filters: 'stocknum:U268948' } }] })
    expect(runQuery(rebuilt, old!, listedScope(rebuilt, site), '', 0).nbHits).toBe(0)
  })
})

describe('finance rates on hits', () => {
  it('a hit carries each lender’s interest and comparison rates for the card’s finance line, not the whole quotes', () => {
    const lenders = { generic: { interestRate: 8.49, comparisonRate: 9.12, paymentWeek: 120, disclaimer: 'Long text' }, angle: { interestRate: null, comparisonRate: 'x' }, manual: null }
    const document = toSearchDocument(car(1, { finance_lenders: lenders }))
    expect(document.finance_rates).toEqual({ generic: { interestRate: 8.49, comparisonRate: 9.12 }, angle: { interestRate: null, comparisonRate: null }, manual: { interestRate: null, comparisonRate: null } })
    expect(toSearchDocument(car(2, { finance_lenders: null })).finance_rates).toBeNull()
    const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles', params: { query: '' } }] })
    const hit = runQuery(indexDocuments([document], 1), query!, listedScope(indexDocuments([document], 1), site), '', 0).hits[0] as Record<string, unknown>
    expect(hit.finance_rates).toEqual(document.finance_rates)
    expect(hit.finance_lenders).toBeUndefined()
  })
})

describe('similar cars', () => {
  it('listed cars of the same body type, nearest in price first, never the car itself; none without a body type', () => {
    const suv = index.documents.find((document) => document.objectID === '3')!
    // SUVs: 1 (42 000), 3 itself (31 000) and 7 (29 000, hidden from the website, so not listed).
    expect(similarInIndex(index, scope, suv, 4).map((document) => document.objectID)).toEqual(['1'])
    const ute = index.documents.find((document) => document.objectID === '2')!
    // Utes: 4 (61 000, 6 000 away) and 6 (35 000, sold 5 days ago: no longer listed).
    expect(similarInIndex(index, scope, ute, 4).map((document) => document.objectID)).toEqual(['4'])
    const sedan = index.documents.find((document) => document.objectID === '8')!
    // Sedans: 5 (18 000, 15 000 away) is listed; limits keep the nearest.
    expect(similarInIndex(index, scope, sedan, 1).map((document) => document.objectID)).toEqual(['5'])
    expect(similarInIndex(index, scope, { ...sedan, body: null }, 4)).toEqual([])
  })

  it('keeps only the nearest when there are more than asked for, ties in index order', () => {
    const prices = [50_000, 21_000, 35_000, 19_000, 20_000, 29_000, 31_000]
    const sedans = indexDocuments(prices.map((price, at) => toSearchDocument(car(at + 1, { price }))), 1)
    const target = sedans.documents[0]!
    const near = similarInIndex(sedans, listedScope(sedans, site), { ...target, objectID: 'other', price: 30_000 }, 3)
    expect(near.map((document) => document.price)).toEqual([29_000, 31_000, 35_000])
  })

  it('related cars: the same make and model, nearest in price first; none without one', () => {
    const stock = indexDocuments([
      car(1, { make: 'Toyota', model: 'HiLux', simple_body: 'ute', price: 50_000 }),
      car(2, { make: 'Toyota', model: 'HiLux', simple_body: 'cabChassis', price: 41_000 }),
      car(3, { make: 'Toyota', model: 'LandCruiser', simple_body: 'ute', price: 44_000 }),
      car(4, { make: 'Mazda', model: 'HiLux', simple_body: 'ute', price: 44_500 }),
      car(5, { make: 'Toyota', model: 'HiLux', simple_body: 'ute', price: 46_000 }),
    ].map(toSearchDocument), 1)
    const hilux = stock.documents[0]!
    expect(similarInIndex(stock, listedScope(stock, site), { ...hilux, price: 44_000 }, 4, 'make_model').map((document) => document.objectID)).toEqual(['5', '2'])
    expect(similarInIndex(stock, listedScope(stock, site), hilux, 4, 'body').map((document) => document.objectID)).toEqual(['5', '4', '3'])
    expect(similarInIndex(stock, listedScope(stock, site), { ...hilux, make_model: null }, 4, 'make_model')).toEqual([])
  })
})

