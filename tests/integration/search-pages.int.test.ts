import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { slugify } from '../../src/domain/models'
import { importStock } from '../../src/stock/importStock'
import { request } from '../support/http'
import { COASTAL, listed, openSearchStock, stockTruth, SWAN } from '../support/searchStock'

const port = inject('serverPort')

let pool: pg.Pool
const siteIds = new Map<string, number>()
const { truth, facetTruth } = stockTruth(() => pool, siteIds)

beforeAll(async () => {
  pool = await openSearchStock(inject('databaseUrl'), siteIds)
}, 120_000)

afterAll(async () => {
  await pool.end()
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
    // Its own PDF link, that is: a car's history report may be a PDF elsewhere.
    expect((await page(COASTAL, `/cars/${coastal[0]!.slug}`)).body).not.toContain(`href="/cars/${coastal[0]!.slug}.pdf"`)
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
    // Each lender's estimate is named (its heading, or its choice under Compare lenders) and carries one warning, not the platform's and the lender's both.
    expect(lenderCard).toMatch(/<h3>Dealer Finance<\/h3>|<label[^>]*>Dealer Finance<strong>/)
    expect(lenderCard.match(/comparison rate is true only for the examples? given/gi)).toHaveLength(lenderCard.match(/data-lender=/g)!.length)
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
