import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { api, logIn, request } from '../support/http'
import { pdfFacts } from '../support/pdfText'
import { EDITOR_EMAIL, root, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'

let pool: pg.Pool
let swanId: number
const slugs = { new: 'sections-test-new-car', used: 'sections-test-used-car', otherSite: 'sections-test-other-site-car', caravan: 'sections-test-caravan' }
let caravan: Record<string, unknown> & { body_length: number; body_width: number; tare_weight: number; aggregate_trailer_mass: number; sleeps: number; axle_type: string }

const page = (site: string, address: string) => request(port, address, { host: `${site}.localhost` })
/** A response's bytes as they came (a PDF is not text). */
const bytes = (site: string, address: string) =>
  new Promise<Buffer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: address, headers: { host: `${site}.localhost:${port}` } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve(Buffer.concat(chunks)))
      })
      .once('error', reject)
  })
/** The car page's key information as [label, value] rows. */
const keyInformation = (html: string) =>
  [...(/<section id="key-information"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((match) =>
    [match[1]!, match[2]!].map((part) => part.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').trim()),
  )
/** The page's text, without markup, as a shopper reads it. */
const text = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<!-- -->/g, '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ')

/** Asks for the page until its text says `expected`, for up to 5 seconds (the import reaches the server's index within moments). */
async function pageSaying(site: string, address: string, expected: string) {
  let body = ''
  for (const started = Date.now(); Date.now() - started < 5_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const response = await page(site, address)
    body = text(response.body)
    if (response.status === 200 && body.includes(expected)) return body
  }
  throw new Error(`${address} never said ${expected}: ${body.slice(0, 500)}`)
}

async function importCars(siteId: number, cars: Record<string, unknown>[]) {
  const report = await importStock({ pool, siteId, records: cars.map((value, index) => ({ row: index + 1, value })), mode: 'delta' })
  if (report.rejected.length > 0) throw new Error(`The test cars were refused: ${JSON.stringify(report.rejected)}`)
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  swanId = (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [SWAN])).rows[0]!.id
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${SWAN}.json`), 'utf8')))
  const [one, two] = [...generateCars(stockProfileFromSeed(seed)!, { count: 2, now: new Date() })]
  const listed = { status: 'in_stock', show_on_dealer_website: true, sold: false, reserved: false, price: 45990 }
  const cars = [
    { ...one!, ...listed, id: 'sections-1', stocknum: 'SEC001', slug: slugs.new, car_type: 'new', payment_processors: [{ name: 'stripe', deposit: 500 }] },
    { ...two!, ...listed, id: 'sections-2', stocknum: 'SEC002', slug: slugs.used, car_type: 'used', payment_processors: [] },
  ]
  // A caravan, from the caravan dealer's demo stock, listed on Swan River Toyota (which offers car PDFs).
  const sunshine = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', 'sunshine-caravans.json'), 'utf8')))
  caravan = [...generateCars(stockProfileFromSeed(sunshine)!, { count: 40, now: new Date() })].find((car) => car.item_type === 'caravan' && car.body_length && car.tare_weight) as unknown as typeof caravan
  await importCars(swanId, [...cars, { ...caravan, ...listed, id: 'sections-4', stocknum: 'SEC004', slug: slugs.caravan, car_type: 'used' }])
  const coastalId = (await pool.query<{ id: number }>("SELECT id FROM tenants WHERE slug = 'coastal-motors'")).rows[0]!.id
  await importCars(coastalId, [{ ...two!, ...listed, id: 'sections-3', stocknum: 'SEC003', slug: slugs.otherSite, car_type: 'used' }])
}, 60_000)

type StoredContent = { id: number; whatsIncluded?: unknown[]; whyBuyFromUs?: unknown[]; protectYourCar?: unknown[]; reserveOnlineText?: string | null }
let restore: (() => Promise<unknown>) | null = null

/** The stored sections as a PATCH body: array rows without the ids Payload gave them. */
const withoutRowIds = ({ whatsIncluded, whyBuyFromUs, protectYourCar, reserveOnlineText }: StoredContent) => {
  const rows = (list: unknown[] | undefined) => (list ?? []).map((row) => Object.fromEntries(Object.entries(row as Record<string, unknown>).filter(([key]) => key !== 'id')))
  return { whatsIncluded: rows(whatsIncluded), whyBuyFromUs: rows(whyBuyFromUs), protectYourCar: rows(protectYourCar), reserveOnlineText: reserveOnlineText ?? null }
}

afterAll(async () => {
  await restore?.()
  await pool.end()
})

describe("the dealer's car page sections", () => {
  it('a dealer editor writes them in the admin; each car page shows the items for its car type, and nothing for an empty section', async () => {
    const { token } = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const content = {
      whatsIncluded: [
        { title: 'Balance of the 5 year factory warranty', carTypes: ['new', 'demo'] },
        { title: 'Roadworthy certificate', text: 'Issued before you drive away.', carTypes: ['used'] },
        { title: 'A full tank of fuel' },
      ],
      whyBuyFromUs: [{ title: 'Family owned since 1978' }],
      protectYourCar: [],
      reserveOnlineText: 'Our team calls you within the hour.',
    }
    // The site's own document (from its seed) is edited, and put back afterwards: other tests read the seeded words.
    const [existing] = (await api(port, `/api/car-page-content?where[tenant][equals]=${swanId}&depth=0`, { token })).json<{ docs: StoredContent[] }>().docs
    const saved = existing
      ? await api(port, `/api/car-page-content/${existing.id}`, { token, method: 'PATCH', body: content })
      : await api(port, '/api/car-page-content', { token, method: 'POST', body: { ...content, tenant: swanId } })
    expect(saved.status, saved.body).toBe(existing ? 200 : 201)
    restore = existing
      ? () => api(port, `/api/car-page-content/${existing.id}`, { token, method: 'PATCH', body: withoutRowIds(existing) })
      : () => api(port, `/api/car-page-content/${saved.json<{ doc: { id: number } }>().doc.id}`, { token, method: 'DELETE' })

    const newCar = await pageSaying(SWAN, `/cars/${slugs.new}`, "What's Included")
    expect(newCar).toContain('Balance of the 5 year factory warranty')
    expect(newCar).toContain('A full tank of fuel')
    expect(newCar).not.toContain('Roadworthy certificate')
    expect(newCar).toContain('Why Buy From Us Family owned since 1978')
    expect(newCar).not.toContain('Protect Your Car')

    const usedCar = await pageSaying(SWAN, `/cars/${slugs.used}`, "What's Included")
    expect(usedCar).toContain('Roadworthy certificate Issued before you drive away.')
    expect(usedCar).not.toContain('Balance of the 5 year factory warranty')
  })

  it('Reserve Online shows the deposit (the car’s own, else $200), the 48-hour hold, the refund and the dealer’s words, with the reserve button', async () => {
    const newCar = await pageSaying(SWAN, `/cars/${slugs.new}`, 'Reserve Online')
    expect(newCar).toContain('Reserve Online Reserve this car online with a $500 deposit. We hold it for you for 48 hours, and the deposit is fully refundable. Our team calls you within the hour.')
    const usedCar = await pageSaying(SWAN, `/cars/${slugs.used}`, 'Reserve Online')
    expect(usedCar).toContain('with a $200 deposit')
    expect((await page(SWAN, `/cars/${slugs.used}`)).body).toContain(`href="/cars/${slugs.used}/buy-online"`)
  })

  it('another dealer’s car pages never show them', async () => {
    // Coastal Motors shows its own words (from its seed), never Swan River Toyota's.
    const other = await pageSaying('coastal-motors', `/cars/${slugs.otherSite}`, 'Dealer Comments')
    expect(other).toContain('Independent, family owned')
    expect(other).not.toContain('Family owned since 1978')
    expect(other).not.toContain('Roadworthy certificate Issued before you drive away.')
  })
})

describe('key information for people', () => {
  it('a caravan shows its sizes in metres beside its tare, ATM, berths and axles; its PDF lists the same facts once each, with the page’s labels', async () => {
    await pageSaying(SWAN, `/cars/${slugs.caravan}`, 'Key information')
    const rows = keyInformation((await page(SWAN, `/cars/${slugs.caravan}`)).body)
    const metres = (feet: number) => `${(Math.round(feet * 0.3048 * 100) / 100).toFixed(2)} m (${feet} ft)`
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Condition', 'Used'],
        ['Length', metres(caravan.body_length)],
        ['Width', metres(caravan.body_width)],
        ['Tare mass', `${caravan.tare_weight.toLocaleString('en-AU')} kg`],
        ['ATM', `${caravan.aggregate_trailer_mass.toLocaleString('en-AU')} kg`],
        ['Sleeps', String(caravan.sleeps)],
        ['Axles', caravan.axle_type],
      ]),
    )
    expect(pdfFacts(await bytes(SWAN, `/cars/${slugs.caravan}.pdf`))).toEqual(rows)
  })

  it('a new car’s PDF lists each fact once, as the page labels it: Condition New, the gearbox in words, the engine in litres', async () => {
    const rows = keyInformation((await page(SWAN, `/cars/${slugs.new}`)).body)
    expect(rows).toContainEqual(['Condition', 'New'])
    expect(rows.find(([label]) => label === 'Transmission')?.[1]).toMatch(/^(\d+-speed )?(Automatic|Manual)$/)
    expect(rows.find(([label]) => label === 'Engine')?.[1] ?? '0.0 L').toMatch(/^\d+\.\d L$/)
    const facts = pdfFacts(await bytes(SWAN, `/cars/${slugs.new}.pdf`))
    expect(facts).toEqual(rows)
    expect(new Set(facts.map(([label]) => label)).size).toBe(facts.length)
  })
})

describe('a car page shared as a link', () => {
  it('carries its first photo as og:image, an absolute address on the site’s origin, with its title, description and a large card', async () => {
    const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${SWAN}.json`), 'utf8')))
    const [car] = [...generateCars(stockProfileFromSeed(seed)!, { count: 1, now: new Date() })]
    const photos = ['/stock-media/og-test-front.webp', '/stock-media/og-test-side.webp']
    const slug = 'og-image-test-car'
    await importCars(swanId, [{ ...car!, status: 'in_stock', show_on_dealer_website: true, sold: false, reserved: false, price: 38990, id: 'og-image-1', stocknum: 'OGIMG1', slug, car_type: 'used', images: photos, primary_image_url: photos[0] }])
    await pageSaying(SWAN, `/cars/${slug}`, '38,990')
    const html = (await page(SWAN, `/cars/${slug}`)).body
    const meta = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&')
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    expect(canonical).toMatch(/^https:\/\/[^/]+\/cars\/og-image-test-car$/)
    expect(meta('og:image')).toBe(`${new URL(canonical!).origin}${photos[0]}`)
    expect(meta('og:url')).toBe(canonical)
    expect(meta('og:title')).toBeTruthy()
    expect(meta('og:description')).toBe(meta('description'))
    expect(meta('twitter:card')).toBe('summary_large_image')
  })
})
