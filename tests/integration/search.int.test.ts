import algoliasearchHelper from 'algoliasearch-helper'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { importStock } from '../../src/stock/importStock'
import { request, type HttpResponse } from '../support/http'
import { COASTAL, listed, openSearchStock, stockTruth, SWAN } from '../support/searchStock'

const port = inject('serverPort')

let pool: pg.Pool
const siteIds = new Map<string, number>()
const { truth, facetTruth } = stockTruth(() => pool, siteIds)

function post(site: string, body: unknown): Promise<HttpResponse> {
  return request(port, '/api/search', {
    host: `${site}.localhost`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** InstantSearch's state machine, talking to our endpoint on one site's host. */
function helperFor(site: string, options: algoliasearchHelper.PlainSearchParameters) {
  const client = {
    search: async (requests: unknown) => {
      const response = await post(site, { requests })
      if (response.status !== 200) throw new Error(`search answered ${response.status}: ${response.body}`)
      return response.json()
    },
  }
  return algoliasearchHelper(client as never, options.index ?? 'vehicles', options)
}

function facetCounts(content: algoliasearchHelper.SearchResults, attribute: string): Record<string, number> {
  const values = content.getFacetValues(attribute, {}) as { name: string; count: number }[]
  return Object.fromEntries(values.map((value) => [value.name, value.count]))
}

beforeAll(async () => {
  pool = await openSearchStock(inject('databaseUrl'), siteIds)
}, 120_000)

afterAll(async () => {
  await pool.end()
})

describe('POST /api/search: the InstantSearch contract', () => {
  it('answers {results} in request order, in Algolia’s format', async () => {
    const response = await post(SWAN, {
      requests: [
        { indexName: 'vehicles', params: 'query=&hitsPerPage=3&facets=%5B%22make%22%5D' },
        { indexName: 'vehicles_price_asc', params: { hitsPerPage: 2 } },
      ],
    })
    expect(response.status).toBe(200)
    const { results } = response.json<{ results: Record<string, unknown>[] }>()
    expect(results).toHaveLength(2)
    for (const key of ['hits', 'nbHits', 'page', 'nbPages', 'hitsPerPage', 'facets', 'facets_stats', 'processingTimeMS', 'query', 'params', 'index']) {
      expect(results[0]).toHaveProperty(key)
    }
    expect(results[0]!.index).toBe('vehicles')
    expect(results[1]!.index).toBe('vehicles_price_asc')
    const hits = results[0]!.hits as { objectID: string; _highlightResult: unknown }[]
    expect(hits).toHaveLength(3)
    expect(hits[0]!.objectID).toBeTruthy()
    expect(hits[0]!._highlightResult).toBeTruthy()
    const prices = (results[1]!.hits as { price: number }[]).map((hit) => hit.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('accepts the flattened form the lite client sends', async () => {
    const response = await post(SWAN, { requests: [{ indexName: 'vehicles', query: '', hitsPerPage: 1, facets: ['car_type'] }] })
    expect(response.status).toBe(200)
    expect(response.json<{ results: { nbHits: number }[] }>().results[0]!.nbHits).toBe(await truth(SWAN))
  })

  it('bad requests get a 400 with a message, never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      ['{not json', /not valid JSON/],
      [{ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 100000 } }] }, /hitsPerPage/],
      [{ requests: [{ indexName: 'vehicles', params: { shoeSize: 9 } }] }, /shoeSize/],
      [{ requests: [{ indexName: 'vehicles', params: { filters: '(make:Toyota AND year:2020) OR make:Mazda' } }] }, /OR/],
      [{ requests: [{ indexName: 'vehicles_by_colour', params: {} }] }, /Unknown index/],
      [{ requests: [{ indexName: 'vehicles', params: { facetFilters: ['dealercomments:x'] } }] }, /not a filterable attribute/],
      [{ nothing: true }, /requests/],
    ]
    for (const [body, message] of cases) {
      const response = await post(SWAN, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.json<{ message: string }>().message).toMatch(message)
    }
  })

  it('is not served on the platform host', async () => {
    const response = await request(port, '/api/search', { host: 'localhost', method: 'POST', body: '{"requests":[]}', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(404)
  })
})

describe('tenancy and listing, enforced on the server', () => {
  it('one site never sees another site’s stock, whatever the request asks', async () => {
    const all = await helperFor(COASTAL, { hitsPerPage: 1000 }).searchOnce({})
    expect(all.content.nbHits).toBe(await truth(COASTAL))
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM stock_vehicles WHERE site_id = $1', [siteIds.get(SWAN)])
    const swanIds = new Set(rows.map((row) => row.id))
    expect(all.content.hits.some((hit) => swanIds.has(hit.objectID))).toBe(false)
    const widened = await post(COASTAL, { requests: [{ indexName: 'vehicles', params: { filters: 'dealership_slug:swan-river-toyota OR car_type:new' } }] })
    expect(widened.json<{ results: { nbHits: number }[] }>().results[0]!.nbHits).toBe(await truth(COASTAL, `car_type = 'new'`))
  })

  it('the listing rule holds: unlisted, hidden and long-sold cars never appear', async () => {
    const { content } = await helperFor(SWAN, { hitsPerPage: 0, facets: ['status'] }).searchOnce({})
    expect(content.nbHits).toBe(await truth(SWAN))
    const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM stock_vehicles WHERE site_id = $1 AND NOT (${listed(SWAN)})`, [siteIds.get(SWAN)])
    expect(Number(rows[0]!.count)).toBeGreaterThan(0)
  })
})

describe('InstantSearch semantics, checked against SQL', () => {
  it('disjunctive facets with a numeric range: hits and facet counts', async () => {
    const helper = helperFor(SWAN, {
      disjunctiveFacets: ['make', 'body'],
      facets: ['car_type'],
      disjunctiveFacetsRefinements: { body: ['suv', 'ute'] },
      numericRefinements: { price: { '>=': [20000], '<=': [60000] } },
      hitsPerPage: 21,
    })
    const { content } = await helper.searchOnce({})
    const where = `data->>'simple_body' IN ('suv', 'ute') AND (data->>'price')::numeric BETWEEN 20000 AND 60000`
    expect(content.nbHits).toBe(await truth(SWAN, where))
    // A disjunctive facet counts as if its own refinement were not applied.
    expect(facetCounts(content, 'body')).toEqual(await facetTruth(SWAN, 'simple_body', `(data->>'price')::numeric BETWEEN 20000 AND 60000`))
    expect(facetCounts(content, 'car_type')).toEqual(await facetTruth(SWAN, 'car_type', where))
  })

  it('negation, exclusions and a text query', async () => {
    const helper = helperFor(SWAN, { facets: ['colour'], facetsExcludes: { colour: ['White'] }, query: 'hilux', hitsPerPage: 50 })
    const { content } = await helper.searchOnce({})
    expect(content.nbHits).toBe(await truth(SWAN, `data->>'colour' <> 'White' AND lower(data->>'model') = 'hilux'`))
    expect(content.hits.every((hit) => hit.model === 'HiLux' && hit.colour !== 'White')).toBe(true)
  })

  it('sort indices, paging and the 1,000-hit cap', async () => {
    const helper = helperFor(SWAN, { index: 'vehicles_price_desc', hitsPerPage: 20, page: 2 })
    const { content } = await helper.searchOnce({})
    const { rows } = await pool.query<{ price: string }>(
      `SELECT (data->>'price')::numeric AS price FROM stock_vehicles WHERE site_id = $1 AND ${listed(SWAN)} ORDER BY (data->>'price')::numeric DESC OFFSET 40 LIMIT 20`,
      [siteIds.get(SWAN)],
    )
    expect(content.hits.map((hit) => hit.price)).toEqual(rows.map((row) => Number(row.price)))
    expect(content.nbPages).toBe(Math.min(Math.ceil((await truth(SWAN)) / 20), 50))
    const beyond = await helperFor(SWAN, { hitsPerPage: 20, page: 50 }).searchOnce({})
    expect(beyond.content.hits).toEqual([])
  })

  it('an exact stock number ranks its car first', async () => {
    const { rows } = await pool.query<{ id: string; stocknum: string }>(`SELECT id, data->>'stocknum' AS stocknum FROM stock_vehicles WHERE site_id = $1 AND ${listed(SWAN)} LIMIT 1`, [siteIds.get(SWAN)])
    const { content } = await helperFor(SWAN, {}).searchOnce({ query: rows[0]!.stocknum })
    expect(content.hits[0]!.objectID).toBe(rows[0]!.id)
  })
})

describe('speed of change', () => {
  it('a delta import (a price change) shows in search within 5 seconds', async () => {
    const { rows } = await pool.query<{ data: Record<string, unknown> }>(`SELECT data FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website LIMIT 1`, [siteIds.get(COASTAL)])
    const car = { ...(rows[0]!.data as { stocknum: string }), price: 12345 }
    const started = Date.now()
    const report = await importStock({ pool, siteId: siteIds.get(COASTAL)!, records: [{ row: 1, value: car }], mode: 'delta' })
    expect(report.updated).toBe(1)
    let price: unknown
    while (Date.now() - started < 5_000) {
      const response = await post(COASTAL, { requests: [{ indexName: 'vehicles', params: { filters: `stocknum:"${car.stocknum}"` } }] })
      price = response.json<{ results: { hits: { price: number }[] }[] }>().results[0]!.hits[0]?.price
      if (price === 12345) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(price).toBe(12345)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('the server hears of an import itself: the first search after it, with none in between, already shows the change', async () => {
    const { rows } = await pool.query<{ data: Record<string, unknown> }>(`SELECT data FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website LIMIT 1 OFFSET 2`, [siteIds.get(COASTAL)])
    const car = { ...(rows[0]!.data as { stocknum: string }), price: 23456 }
    await importStock({ pool, siteId: siteIds.get(COASTAL)!, records: [{ row: 1, value: car }], mode: 'delta' })
    // No search meanwhile: only the NOTIFY the import sent can have started the refresh.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const response = await post(COASTAL, { requests: [{ indexName: 'vehicles', params: { filters: `stocknum:"${car.stocknum}"` } }] })
    expect(response.json<{ results: { hits: { price: number }[] }[] }>().results[0]!.hits[0]?.price).toBe(23456)
  })
})
