import { describe, expect, it } from 'vitest'

import { createAlgoliaEngine, type AlgoliaSearchClient } from '@/search/algolia'
import type { AlgoliaSearchRequest } from '@/search/algolia/clients'
import { algoliaFilters } from '@/search/algolia/filters'
import { parseSiteFilter } from '@/search/builtIn/siteFilter'
import type { SearchDocument } from '@/search/document'
import type { SiteScope } from '@/search/engine'
import { parseFilters, parseSearchBody, SearchRequestError } from '@/search/request'

const config = { appId: 'ABCD1234EF', adminKey: 'a1b2c3admin', searchKey: 'd4e5f6search', indexPrefix: 'forecourt_', hosts: null }
const site: SiteScope = { siteId: 12, filter: parseSiteFilter('dealership_id:12'), includeSoldCarsDays: 3, stockCountOverride: null, now: new Date('2026-11-22T00:00:00Z') }

/** The listing rule at the scope's time: for sale, or sold within the last 3 days. */
const LISTED = '(sold_at=0 OR sold_at:1795046400 TO 1795305600)'

type Answer = (request: AlgoliaSearchRequest) => Record<string, unknown>

/** A search client that records every request and answers each with `answer`. */
function fakeClient(answer: Answer): { client: AlgoliaSearchClient; calls: AlgoliaSearchRequest[][] } {
  const calls: AlgoliaSearchRequest[][] = []
  return {
    calls,
    client: {
      async search({ requests }) {
        calls.push(requests)
        return { results: requests.map(answer) }
      },
    },
  }
}

function hitsResult(request: AlgoliaSearchRequest, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: '', params: request.params, index: request.indexName, ...fields }
}

const params = (request: AlgoliaSearchRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.params))

describe('the Algolia engine', () => {
  it('sends each query to the site’s real index with the site restriction ANDed to its own filters', async () => {
    const { client, calls } = fakeClient((request) => hitsResult(request))
    const engine = createAlgoliaEngine({ config, searchClient: client })
    const queries = parseSearchBody({
      requests: [
        { indexName: 'vehicles', params: 'query=ranger&filters=car_type%3Aused%20OR%20car_type%3Ademo&facetFilters=%5B%5B%22make%3AFord%22%5D%5D&hitsPerPage=12' },
        { indexName: 'vehicles_price_asc', params: { facets: ['make'], page: 2 } },
      ],
    })
    await engine.search(site, queries)

    const [first, second] = calls[0]!
    expect(first?.indexName).toBe('forecourt_site_12_vehicles')
    expect(params(first)).toEqual({
      query: 'ranger',
      facetFilters: '[["make:Ford"]]',
      hitsPerPage: '12',
      filters: `site_id=12 AND dealership_id=12 AND ${LISTED} AND (car_type:used OR car_type:demo)`,
    })
    expect(second?.indexName).toBe('forecourt_site_12_vehicles_price_asc')
    expect(params(second)).toEqual({ facets: '["make"]', page: '2', filters: `site_id=12 AND dealership_id=12 AND ${LISTED}` })
  })

  it('answers in Algolia’s format under the logical index name, echoing the params as received', async () => {
    const hit = { objectID: '3', make: 'Ford', _highlightResult: { make: { value: 'Ford', matchLevel: 'none', matchedWords: [] } } }
    const { client } = fakeClient((request) => hitsResult(request, { hits: [hit], nbHits: 1, nbPages: 1, facets: { make: { Ford: 1 } } }))
    const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles_km_asc', params: 'query=ford&facets=%5B%22make%22%5D' }] })
    const [response] = await createAlgoliaEngine({ config, searchClient: client }).search(site, [query!])
    expect(response).toEqual({
      hits: [hit],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      query: '',
      facets: { make: { Ford: 1 } },
      index: 'vehicles_km_asc',
      params: query!.params,
    })
  })

  it('refuses an answer from an index that is not the site’s', async () => {
    const { client } = fakeClient((request) => hitsResult(request, { index: 'forecourt_site_13_vehicles' }))
    const queries = parseSearchBody({ requests: [{ indexName: 'vehicles' }] })
    await expect(createAlgoliaEngine({ config, searchClient: client }).search(site, queries)).rejects.toThrow(/from index "forecourt_site_13_vehicles"/)
  })

  it('refuses unknown logical index names before asking Algolia', async () => {
    const { client, calls } = fakeClient((request) => hitsResult(request))
    const queries = parseSearchBody({ requests: [{ indexName: 'forecourt_site_13_vehicles' }] })
    await expect(createAlgoliaEngine({ config, searchClient: client }).search(site, queries)).rejects.toThrow(SearchRequestError)
    expect(calls).toEqual([])
  })

  it('sends facet value searches with the facet beside the params, on searchable facets only', async () => {
    const facetHits = [{ value: 'Mazda', highlighted: '<em>Ma</em>zda', count: 2 }]
    const { client, calls } = fakeClient(() => ({ facetHits, exhaustiveFacetsCount: true, processingTimeMS: 1 }))
    const engine = createAlgoliaEngine({ config, searchClient: client })
    const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles', type: 'facet', facet: 'make', params: { facetQuery: 'ma', maxFacetHits: 5, query: 'suv' } }] })
    const [response] = await engine.search(site, [query!])
    expect(calls[0]).toEqual([
      { indexName: 'forecourt_site_12_vehicles', type: 'facet', facet: 'make', facetQuery: 'ma', maxFacetHits: 5, params: expect.any(String) },
    ])
    expect(params(calls[0]![0])).toEqual({ query: 'suv', filters: `site_id=12 AND dealership_id=12 AND ${LISTED}` })
    expect(response).toEqual({ facetHits, exhaustiveFacetsCount: true, processingTimeMS: 1 })

    const [fuel] = parseSearchBody({ requests: [{ indexName: 'vehicles', type: 'facet', facet: 'fuel', facetQuery: 'di' }] })
    await expect(engine.search(site, [fuel!])).rejects.toThrow(/the values of "fuel" cannot be searched/)
  })

  it('applies the count rule: large counts become the fixed stock count, or the sum of the car type counts', async () => {
    const { client, calls } = fakeClient((request) =>
      params(request).hitsPerPage === '0' ? hitsResult(request, { nbHits: 2500, facets: { car_type: { used: 1500, new: 900 } } }) : hitsResult(request, { nbHits: 2500 }),
    )
    const engine = createAlgoliaEngine({ config, searchClient: client })
    const queries = parseSearchBody({ requests: [{ indexName: 'vehicles', params: 'query=car&filters=make%3AFord' }] })

    const [summed] = await engine.search(site, queries)
    expect(summed).toMatchObject({ nbHits: 2400 })
    expect(calls[1]![0]?.indexName).toBe('forecourt_site_12_vehicles')
    expect(params(calls[1]![0])).toEqual({
      query: 'car',
      filters: `site_id=12 AND dealership_id=12 AND ${LISTED} AND make:Ford`,
      hitsPerPage: '0',
      page: '0',
      facets: '["car_type"]',
      analytics: 'false',
    })

    calls.length = 0
    const [fixed] = await engine.search({ ...site, stockCountOverride: 1800 }, queries)
    expect(fixed).toMatchObject({ nbHits: 1800 })
    expect(calls).toHaveLength(1)
  })

  it('finds a listed vehicle by slug on the primary, within the site restriction', async () => {
    const vehicle = { objectID: '3', slug: 'ford-ranger-3', custom_rank: 1, make: 'Ford' }
    const { client, calls } = fakeClient((request) => hitsResult(request, { hits: params(request).filters?.includes('ford-ranger-3') ? [vehicle] : [] }))
    const engine = createAlgoliaEngine({ config, searchClient: client })
    expect(await engine.vehicleBySlug(site, 'ford-ranger-3')).toEqual(vehicle)
    expect(calls[0]![0]?.indexName).toBe('forecourt_site_12_vehicles')
    expect(params(calls[0]![0])).toMatchObject({ filters: `site_id=12 AND dealership_id=12 AND ${LISTED} AND slug:"ford-ranger-3"`, hitsPerPage: '1', analytics: 'false' })
    expect(await engine.vehicleBySlug(site, 'gone')).toBeNull()
  })

  it('finds similar vehicles: same body, nearest in price from both price replicas, itself left out', async () => {
    const doc = (id: string, price: number): SearchDocument => ({ objectID: id, custom_rank: 1, body: 'suv', price })
    const above = [doc('1', 30000), doc('2', 31000), doc('3', 36000)]
    const below = [doc('4', 29500), doc('5', 25000)]
    const { client, calls } = fakeClient((request) => hitsResult(request, { hits: request.indexName.endsWith('_price_asc') ? above : below }))
    const similar = await createAlgoliaEngine({ config, searchClient: client }).similarVehicles(site, doc('1', 30000), 3)

    expect(similar.map((vehicle) => vehicle.objectID)).toEqual(['4', '2', '5'])
    const requests = calls.flat()
    expect(requests.map((request) => request.indexName)).toEqual(['forecourt_site_12_vehicles_price_asc', 'forecourt_site_12_vehicles_price_desc'])
    expect(requests.map((request) => params(request).filters)).toEqual([
      `site_id=12 AND dealership_id=12 AND ${LISTED} AND body:suv AND price>=30000`,
      `site_id=12 AND dealership_id=12 AND ${LISTED} AND body:suv AND price<30000`,
    ])
    expect(requests.map((request) => params(request).hitsPerPage)).toEqual(['4', '4'])
  })

  it('finds related vehicles by make and model the same way', async () => {
    const doc = (id: string, price: number): SearchDocument => ({ objectID: id, custom_rank: 1, body: 'ute', make_model: 'Toyota|HiLux', price })
    const { client, calls } = fakeClient((request) => hitsResult(request, { hits: request.indexName.endsWith('_price_asc') ? [doc('1', 50000), doc('2', 52000)] : [doc('3', 47000)] }))
    const related = await createAlgoliaEngine({ config, searchClient: client }).similarVehicles(site, doc('1', 50000), 2, 'make_model')
    expect(related.map((vehicle) => vehicle.objectID)).toEqual(['2', '3'])
    expect(calls.flat().map((request) => params(request).filters)).toEqual([
      `site_id=12 AND dealership_id=12 AND ${LISTED} AND make_model:"Toyota|HiLux" AND price>=50000`,
      `site_id=12 AND dealership_id=12 AND ${LISTED} AND make_model:"Toyota|HiLux" AND price<50000`,
    ])
    expect(await createAlgoliaEngine({ config, searchClient: client }).similarVehicles(site, { objectID: '9', custom_rank: 1, body: 'ute' }, 2, 'make_model')).toEqual([])
  })
})

describe('Algolia filters text', () => {
  it('writes the parsed filters back in Algolia’s grammar, quoting where needed', () => {
    const written = (text: string) => algoliaFilters(parseFilters(text))
    expect(written('make:Toyota AND (price < 20000 OR price:40000 TO 50000)')).toBe('make:Toyota AND (price<20000 OR price:40000 TO 50000)')
    expect(written('model:"CX-5" AND NOT colour:"Dark \\"Blue\\"" AND badge:"AND"')).toBe('model:"CX-5" AND NOT colour:"Dark \\"Blue\\"" AND badge:"AND"')
    expect(written('dealership_id:12 AND sold:false')).toBe('dealership_id=12 AND sold:false')
    // Round trip: what is written parses to the same filter.
    const text = 'make:"Land Rover" AND (car_type:new OR car_type:demo) AND km<=10000'
    expect(parseFilters(written(text))).toEqual(parseFilters(text))
  })

  it('lists the site’s slugs by browsing its primary index within the site restriction, page after page', async () => {
    const browsed: { indexName: string; browseParams: { filters?: string; attributesToRetrieve?: string[] } }[] = []
    const engine = createAlgoliaEngine({
      config,
      searchClient: fakeClient((request) => hitsResult(request)).client,
      browseClient: {
        async browseObjects<T>({ indexName, browseParams, aggregator }: { indexName: string; browseParams: { filters?: string; attributesToRetrieve?: string[] }; aggregator: (response: { hits: T[] }) => void }) {
          browsed.push({ indexName, browseParams })
          aggregator({ hits: [{ slug: 'a' }, { slug: 'b' }] as T[] })
          aggregator({ hits: [{ slug: 'c' }, { objectID: 'no-slug' }] as T[] })
        },
      },
    })
    expect(await engine.listedSlugs(site)).toEqual(['a', 'b', 'c'])
    expect(browsed).toEqual([{ indexName: 'forecourt_site_12_vehicles', browseParams: { filters: algoliaFilters(parseFilters(`site_id=12 AND dealership_id=12 AND ${LISTED}`)), attributesToRetrieve: ['slug'] } }])
  })
})

