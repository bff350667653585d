import { readFileSync } from 'node:fs'
import path from 'node:path'

import algoliasearchHelper from 'algoliasearch-helper'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { slugify } from '../../src/domain/models'
import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { request, type HttpResponse } from '../support/http'
import { root } from '../support/testEnvironment'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'
const COASTAL = 'coastal-motors'

let pool: pg.Pool
const siteIds = new Map<string, number>()

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

/** Each site's recently-sold window: Coastal's seed sets 5 days, the others keep the default 3. */
const SOLD_DAYS: Record<string, number> = { [SWAN]: 3, [COASTAL]: 5 }

/** The listing rule, written again in SQL: the truth the engine is checked against. */
const listed = (site: string) =>
  `show_on_dealer_website AND (status IN ('in_stock', 'coming_soon') OR (status = 'sold' AND sold_at >= now() - interval '${SOLD_DAYS[site]} days' AND sold_at <= now()))`

async function truth(site: string, where = 'true', params: unknown[] = []) {
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*) FROM stock_vehicles WHERE site_id = $1 AND ${listed(site)} AND (${where})`,
    [siteIds.get(site), ...params],
  )
  return Number(rows[0]!.count)
}

async function facetTruth(site: string, attribute: string, where = 'true', params: unknown[] = []) {
  const { rows } = await pool.query<{ value: string; count: string }>(
    `SELECT data->>'${attribute}' AS value, count(*) FROM stock_vehicles WHERE site_id = $1 AND ${listed(site)} AND (${where}) AND data->>'${attribute}' IS NOT NULL GROUP BY 1`,
    [siteIds.get(site), ...params],
  )
  return Object.fromEntries(rows.map((row) => [row.value, Number(row.count)]))
}

function facetCounts(content: algoliasearchHelper.SearchResults, attribute: string): Record<string, number> {
  const values = content.getFacetValues(attribute, {}) as { name: string; count: number }[]
  return Object.fromEntries(values.map((value) => [value.name, value.count]))
}

async function importDemoStock(site: string, count: number) {
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${site}.json`), 'utf8')))
  const cars = [...generateCars(stockProfileFromSeed(seed)!, { count, now: new Date() })]
  return importStock({ pool, siteId: siteIds.get(site)!, records: cars.map((value, index) => ({ row: index + 1, value })), mode: 'full' })
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  const { rows } = await pool.query<{ id: number; slug: string }>('SELECT id, slug FROM tenants')
  for (const row of rows) siteIds.set(row.slug, row.id)
  await importDemoStock(SWAN, 1500)
  await importDemoStock(COASTAL, 600)
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

describe('search and car pages, server-rendered from the index', () => {
  const page = (site: string, address: string) => request(port, address, { host: `${site}.localhost` })

  it('a search URL’s HTML already holds its count and cars; a make path filters by make', async () => {
    const all = await page(SWAN, '/search/new-used-and-demo-cars')
    expect(all.status).toBe(200)
    expect(all.body).toContain(`${(await truth(SWAN)).toLocaleString('en-AU')} cars for sale`)
    expect(all.body).toMatch(/href="\/cars\/[a-z0-9-]+"/)
    const toyota = await page(SWAN, '/search/toyota')
    expect(toyota.status).toBe(200)
    expect(toyota.body).toContain(`${(await truth(SWAN, `data->>'make' = 'Toyota'`)).toLocaleString('en-AU')} cars for sale`)
    expect((await page(SWAN, '/search/no-such-make')).status).toBe(404)
  })

  it('cards carry the site’s buttons and the car’s location over its photo', async () => {
    const swan = (await page(SWAN, '/search/new-used-and-demo-cars')).body
    expect(swan).toMatch(/<a[^>]*aria-label="Explore Vehicle: [^"]+"[^>]*>Explore Vehicle<\/a>/)
    expect(swan).not.toContain('>View Details</a>')
    expect(swan).toContain('<span class="car-card-location">')
    const coastal = (await page(COASTAL, '/search/used-cars')).body
    expect(coastal).toMatch(/<a[^>]*aria-label="View Details: [^"]+"[^>]*>View Details<\/a>/)
    // The buttons beyond two wait behind More, whose menu is drawn when opened: its links travel in the page's data.
    expect(coastal).toMatch(/Find Me Something Similar[\\"\s\S]{0,40}\/cars\//)
  })

  it('filters and pages are plain links built by the URL rules; the sort is a GET form to the search’s own address', async () => {
    const body = (await page(COASTAL, '/search/used-cars')).body
    const sort = /<form[^>]*action="\/search\/used-cars"[^>]*>((?:(?!<\/form>).)*name="sortBy"(?:(?!<\/form>).)*)<\/form>/s.exec(body)?.[1] ?? ''
    expect(sort).toMatch(/<option[^>]*value="vehicles_price_asc"[^>]*>Price: low to high<\/option>/)
    expect(body).toMatch(/href="\/search\/[a-z-]+"[^>]*rel="nofollow"|rel="nofollow"[^>]*href="\/search\/[a-z-]+"/)
  })

  it('filter lists are disjunctive within a filter: after a make the other makes still list with their counts, and New can be joined by Demo', async () => {
    /** Each link of the page as [href, text a shopper reads]. */
    const links = (html: string) =>
      [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => [match[1]!.replace(/&amp;/g, '&'), match[2]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').trim()])
    const makes = Object.entries(await facetTruth(COASTAL, 'make')).sort(([, a], [, b]) => b - a)
    const [[top], [other, otherCount]] = makes as [[string, number], [string, number]]
    const afterTop = links((await page(COASTAL, `/search/${slugify(top)}`)).body)
    // The other make is still offered, with the count it would add, by a link that keeps the first make too.
    expect(afterTop).toContainEqual([expect.stringMatching(new RegExp(`refinementList\\[make\\]\\[0\\]=${encodeURIComponent(top)}&refinementList\\[make\\]\\[1\\]=${encodeURIComponent(other)}$`)), `${other} (${otherCount})`])

    const carTypes = await facetTruth(SWAN, 'car_type')
    const afterNew = links((await page(SWAN, '/search/new-cars')).body)
    expect(afterNew).toContainEqual(['/search/new-and-demo-cars', `Demo (${carTypes.demo})`])
    expect(afterNew).toContainEqual(['/search/new-used-and-demo-cars?refinementList[car_type][0]=new&refinementList[car_type][1]=used', `Used (${carTypes.used})`])
    const newAndDemo = (await page(SWAN, '/search/new-and-demo-cars')).body
    expect(newAndDemo).toContain(`${(carTypes.new! + carTypes.demo!).toLocaleString('en-AU')} cars for sale`)
  })

  it('a car page shows the car with Car JSON-LD; an unknown or unlisted car is a 404', async () => {
    const { rows } = await pool.query<{ slug: string; vin: string }>(`SELECT slug, data->>'vin' AS vin FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND NOT coalesce((data->>'reserved')::boolean, false) LIMIT 1`, [siteIds.get(SWAN)])
    const car = await page(SWAN, `/cars/${rows[0]!.slug}`)
    expect(car.status).toBe(200)
    expect(car.body).toContain('"@type":"Car"')
    expect(car.body).toContain(`"vehicleIdentificationNumber":"${rows[0]!.vin}"`)
    expect((await page(COASTAL, `/cars/${rows[0]!.slug}`)).status).toBe(404)
    expect((await page(SWAN, '/cars/no-such-car')).status).toBe(404)
    // Swan River Toyota reserves online (its group's route is buy-online) and prints PDFs; Coastal Motors does not print them.
    expect(car.body).toContain(`href="/cars/${rows[0]!.slug}/buy-online"`)
    expect(car.body).toContain(`href="/cars/${rows[0]!.slug}.pdf"`)
    const { rows: coastal } = await pool.query<{ slug: string }>(`SELECT slug FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website LIMIT 1`, [siteIds.get(COASTAL)])
    expect((await page(COASTAL, `/cars/${coastal[0]!.slug}`)).body).not.toContain('.pdf"')
  })

  it('feed text is rendered as text: a script in dealer comments stays inert', async () => {
    const { rows } = await pool.query<{ data: Record<string, unknown> & { slug: string } }>(`SELECT data FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website LIMIT 1 OFFSET 1`, [siteIds.get(SWAN)])
    const hostile = { ...rows[0]!.data, dealercomments: '<script>window.hacked=1</script>|<img src=x onerror="window.hacked=1">' }
    await importStock({ pool, siteId: siteIds.get(SWAN)!, records: [{ row: 1, value: hostile }], mode: 'delta' })
    let body = ''
    for (const started = Date.now(); Date.now() - started < 5_000 && !body.includes('window.hacked'); await new Promise((resolve) => setTimeout(resolve, 100))) {
      body = (await page(SWAN, `/cars/${hostile.slug}`)).body
    }
    expect(body).toContain('&lt;script&gt;window.hacked=1&lt;/script&gt;')
    expect(body).not.toContain('<script>window.hacked')
    expect(body).not.toContain('<img src=x')
  })

  it('a car that was dearer before shows the earlier price struck through and the saving; long comments are cut at 400 characters with Show more', async () => {
    const { rows } = await pool.query<{ data: Record<string, unknown> & { slug: string; price: number } }>(
      `SELECT data FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND (data->>'price')::numeric > 20000 LIMIT 1 OFFSET 2`,
      [siteIds.get(SWAN)],
    )
    const words = 'Serviced on time, one owner, and ready to drive away today from our Midland yard.'
    const car = { ...rows[0]!.data, before_price: rows[0]!.data.price + 3000, dealercomments: `${words.repeat(4)}|${words.repeat(4)}|The last line.` }
    await importStock({ pool, siteId: siteIds.get(SWAN)!, records: [{ row: 1, value: car }], mode: 'delta' })
    const was = `$${(car.price + 3000).toLocaleString('en-AU')}`
    let body = ''
    for (const started = Date.now(); Date.now() - started < 5_000 && !body.includes('Save $3,000'); await new Promise((resolve) => setTimeout(resolve, 100))) {
      body = (await page(SWAN, `/cars/${car.slug}`)).body
    }
    expect(body).toMatch(new RegExp(`<s><span class="visually-hidden">was </span>${was.replace('$', '\\$')}</s> <strong>Save \\$3,000</strong>`))
    expect(body).toContain('class="dealer-comments-cut"')
    expect(body).toContain('<span class="when-closed">Show more</span>')
    const cut = /<div class="dealer-comments-cut">([\s\S]*?)<\/div>/.exec(body)![1]!.replace(/<[^>]+>/g, '')
    expect(Array.from(cut.replace('…', '')).length).toBeGreaterThan(380)
    expect(Array.from(cut.replace('…', '')).length).toBeLessThanOrEqual(400)
    expect(cut).not.toContain('The last line.')
    expect(body).toContain('<p>The last line.</p>')
  })

  it('a car’s PDF is /cars/{slug}.pdf, saved under that name; another site’s car has none', async () => {
    const { rows } = await pool.query<{ slug: string }>(`SELECT slug FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website LIMIT 1`, [siteIds.get(SWAN)])
    const pdf = await page(SWAN, `/cars/${rows[0]!.slug}.pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${rows[0]!.slug}.pdf"`)
    expect(pdf.body.startsWith('%PDF-')).toBe(true)
    expect((await page(COASTAL, `/cars/${rows[0]!.slug}.pdf`)).status).toBe(404)
  })

  it('a car page shows a lender’s weekly estimate with both rates and the warning, or else the calculator’s at the site’s rate with its comparison rate; a quote without rates shows none', async () => {
    const { rows: financed } = await pool.query<{ slug: string }>(
      `SELECT slug FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND (data->>'price')::numeric > 500
         AND data->'finance_lenders'->'generic'->>'interestRate' IS NOT NULL AND data->'finance_lenders'->'generic'->>'comparisonRate' IS NOT NULL LIMIT 1`,
      [siteIds.get(COASTAL)],
    )
    const lender = (await page(COASTAL, `/cars/${financed[0]!.slug}`)).body
    expect(lender).toContain('Weekly repayment')
    expect(lender).toContain('Comparison rate')
    const lenderCard = /<section id="finance"[\s\S]*?<\/section>/.exec(lender)?.[0] ?? ''
    // Each lender block is named and carries one warning, not the platform's and the lender's both.
    expect(lenderCard).toContain('<h3>Dealer Finance</h3>')
    expect(lenderCard.match(/comparison rate is true only for the examples? given/gi)).toHaveLength(lenderCard.match(/<h3>/g)!.length)
    const { rows: plain } = await pool.query<{ slug: string }>(
      `SELECT slug FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND (data->>'price')::numeric > 500 AND coalesce(data->'finance_lenders', 'null'::jsonb) = 'null'::jsonb LIMIT 1`,
      [siteIds.get(SWAN)],
    )
    // The car's own finance card: the related cars below it quote their own lenders' rates.
    const calculator = /<section id="finance"[\s\S]*?<\/section>/.exec((await page(SWAN, `/cars/${plain[0]!.slug}`)).body)?.[0] ?? ''
    expect(calculator).toContain('Weekly repayment')
    // Swan River Toyota's calculator starts at 8.5 (the dealer group's rate, not the default 10).
    expect(calculator).toContain('8.50% p.a.')
    expect(calculator).toContain('This repayment is indicative only and is not a binding quote or an offer of finance.')
    // The rate stands with its comparison rate beside it, and the warning.
    expect(calculator).toMatch(/Comparison rate(<!-- -->)?<\/dt><dd[^>]*>8\.50% p\.a\./)
    expect(calculator).toContain('WARNING: This comparison rate is true only for the examples given')
    const { rows: unrated } = await pool.query<{ slug: string }>(
      `SELECT slug FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND (data->>'price')::numeric > 500
         AND data->'finance_lenders'->'generic' IS NOT NULL AND data->'finance_lenders'->'generic'->>'interestRate' IS NULL LIMIT 1`,
      [siteIds.get(COASTAL)],
    )
    const noEstimate = (await page(COASTAL, `/cars/${unrated[0]!.slug}`)).body
    expect(noEstimate).toContain('<h1')
    expect(noEstimate).not.toContain('<section id="finance"')
  })

  it('the stock sitemap lists exactly the listed cars, each with its record’s last change, and the index dates the file by the newest', async () => {
    const { rows } = await pool.query<{ slug: string; updated_at: Date }>(`SELECT slug, updated_at FROM stock_vehicles WHERE site_id = $1 AND ${listed(SWAN)} ORDER BY slug COLLATE "C"`, [siteIds.get(SWAN)])
    const cars = (await page(SWAN, '/sitemaps/cars-1.xml')).body
    const locs = [...cars.matchAll(/<loc>https:\/\/swanrivertoyota\.com\.au\/cars\/([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((match) => [match[1], match[2]])
    expect(locs).toEqual(rows.map((row) => [row.slug, row.updated_at.toISOString()]))
    const newest = rows.map((row) => row.updated_at.toISOString()).sort().at(-1)
    expect((await page(SWAN, '/sitemap.xml')).body).toContain(`<loc>https://swanrivertoyota.com.au/sitemaps/cars-1.xml</loc><lastmod>${newest}</lastmod>`)
    expect((await page(SWAN, '/sitemaps/cars-2.xml')).status).toBe(404)
  })

  it('a recently sold car’s page shows the sold notice', async () => {
    const { rows } = await pool.query<{ slug: string }>(`SELECT slug FROM stock_vehicles WHERE site_id = $1 AND status = 'sold' AND ${listed(SWAN)} LIMIT 1`, [siteIds.get(SWAN)])
    const body = (await page(SWAN, `/cars/${rows[0]!.slug}`)).body
    expect(body).toContain('Unfortunately this vehicle recently sold, we can help find a similar one.')
    expect(body).toContain('Find Me Something Similar')
  })
})

describe('phone reveals', () => {
  const reveal = (site: string, body: unknown) => request(port, '/api/phone-reveals', { host: `${site}.localhost`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('records a reveal of one of the site’s cars, with its dealership; refuses another site’s car and bad bodies', async () => {
    const { rows } = await pool.query<{ id: string; dealership_id: number | null }>('SELECT id, dealership_id FROM stock_vehicles WHERE site_id = $1 LIMIT 1', [siteIds.get(SWAN)])
    const car = rows[0]!
    const before = await pool.query('SELECT count(*)::int AS n FROM phone_reveals WHERE site_id = $1 AND car_id = $2', [siteIds.get(SWAN), car.id])
    expect((await reveal(SWAN, { car_id: car.id })).status).toBe(201)
    const after = await pool.query<{ n: number; dealership_id: number | null }>(
      'SELECT count(*)::int AS n, max(dealership_id) AS dealership_id FROM phone_reveals WHERE site_id = $1 AND car_id = $2',
      [siteIds.get(SWAN), car.id],
    )
    expect(after.rows[0]!.n).toBe(before.rows[0].n + 1)
    expect(after.rows[0]!.dealership_id).toBe(car.dealership_id)
    const elsewhere = await reveal(COASTAL, { car_id: car.id })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.json<{ message: string }>().message).toContain('has no car')
    const bad = await reveal(SWAN, { car: car.id })
    expect(bad.status).toBe(400)
    expect(bad.json<{ message: string }>().message).toContain('car_id')
  })
})
