import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { openContentPayload, siteIdOf } from '../support/contentPayload'
import { api, logIn, request } from '../support/http'
import { main, text } from '../support/pageText'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota.localhost'
const COASTAL = 'coastal-motors.localhost'

let payload: Payload
let swanId: number
let coastalId: number

beforeAll(async () => {
  ;({ payload, swanId, coastalId } = await openContentPayload())
})

afterAll(async () => {
  await payload.destroy()
})

describe('blog', () => {
  it('lists posts newest first with tabs only for categories that have posts', async () => {
    const swan = text((await request(port, '/blog', { host: SWAN })).body)
    expect(swan).toContain('4x4xMORE Adventures')
    const coastal = await request(port, '/blog', { host: COASTAL })
    expect(coastal.status).toBe(200)
    expect(text(coastal.body)).not.toContain('4x4xMORE')
  })

  it('/blog/vehicle-reviews lists that category only; a post opens at /blog/{category}/{slug} with its calls to action', async () => {
    const list = await request(port, '/blog/vehicle-reviews', { host: SWAN })
    expect(list.status).toBe(200)
    const link = /href="(\/blog\/vehicle-reviews\/[a-z0-9-]+)"/.exec(main(list.body))?.[1]
    expect(link).toBeTruthy()
    const post = await request(port, link!, { host: SWAN })
    expect(post.status).toBe(200)
    const body = text(post.body)
    expect(body).toContain('Book a Test Drive')
    expect(body).toContain('View Stock')
    expect(body).toContain('Reserve Online')
    // The same post under another category is not found.
    expect((await request(port, link!.replace('vehicle-reviews', 'motoring-tips'), { host: SWAN })).status).toBe(404)
    expect((await request(port, '/blog/no-such-category', { host: SWAN })).status).toBe(404)
  })
})

describe('teams, contact and accessories', () => {
  it('/teams/{location slug} lists the location’s people', async () => {
    const { docs } = await payload.find({ collection: 'locations', where: { and: [{ tenant: { equals: swanId } }, { slug: { equals: 'midland-sales' } }] }, overrideAccess: true, limit: 1 })
    const team = docs[0]!.team ?? []
    expect(team.length).toBeGreaterThan(0)
    const page = text((await request(port, '/teams/midland-sales', { host: SWAN })).body)
    for (const member of team) expect(page).toContain(member.name)
    expect((await request(port, '/teams/granville', { host: SWAN })).status).toBe(404)
  })

  it('/contact lists each place of the dealer with its contact page', async () => {
    const page = await request(port, '/contact', { host: SWAN })
    expect(page.status).toBe(200)
    expect(page.body).toContain('href="/contact-us/swan-river-toyota-midland"')
    expect(page.body).toContain('href="/contact-us/swan-river-toyota-cannington"')
  })

  it('/{model slug}/accessories lists the model’s accessories with the warranty text; the model page links to it', async () => {
    const page = await request(port, '/hilux/accessories', { host: SWAN })
    expect(page.status).toBe(200)
    expect(text(page.body)).toContain('whichever is greater')
    const model = await request(port, '/models/new-toyota-hilux-vehicle', { host: SWAN })
    expect(model.body).toContain('href="/hilux/accessories"')
    expect((await request(port, '/vehicle-parts-and-accessories', { host: SWAN })).body).toContain('href="/hilux/accessories"')
    expect((await request(port, '/hilux/accessories', { host: COASTAL })).status).toBe(404)
  })
})

describe('reviews', () => {
  it('a location page shows reviews rated 4 or more only', async () => {
    const location = (await payload.find({ collection: 'locations', where: { and: [{ tenant: { equals: swanId } }, { slug: { equals: 'cannington-sales' } }] }, overrideAccess: true, limit: 1 })).docs[0]!
    const stamp = Date.now()
    // Through the admin API, as a dealer editor would: the server's hook expires the site's cached reviews.
    const editor = await logIn(port, EDITOR_EMAIL('swan-river-toyota'), TEST_PASSWORD)
    for (const [name, rating] of [[`Happy ${stamp}`, 5], [`Grumpy ${stamp}`, 2]] as const) {
      const created = await api(port, '/api/reviews', {
        token: editor.token,
        method: 'POST',
        body: { customerName: name, rating, reviewDate: '2026-11-01T12:00:00.000Z', text: 'A visit', location: location.id, tenant: swanId },
      })
      expect(created.status).toBe(201)
    }
    const page = text((await request(port, '/locations/cannington-sales', { host: SWAN })).body)
    expect(page).toContain(`Happy ${stamp}`)
    expect(page).not.toContain(`Grumpy ${stamp}`)
  })
})

describe('sitemap', () => {
  it('lists the site’s pages, blog posts and team pages', async () => {
    const sitemap = (await request(port, '/sitemaps/pages.xml', { host: SWAN })).body
    expect(sitemap).toContain('<loc>https://swanrivertoyota.com.au/about-us</loc>')
    expect(sitemap).toContain('<loc>https://swanrivertoyota.com.au/pages/finance</loc>')
    expect(sitemap).toContain('<loc>https://swanrivertoyota.com.au/blog/vehicle-reviews</loc>')
    expect(sitemap).toContain('<loc>https://swanrivertoyota.com.au/teams/midland-sales</loc>')
    expect(sitemap).not.toContain('summer-service-event')
  })
})

describe('network offers and excluded sites', () => {
  it('agency staff share an offer with every site selling its make, and an excluded site hides it', async () => {
    const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const name = `Honda network offer ${Date.now()}`
    const created = await api(port, '/api/offers', {
      token: admin.token,
      method: 'POST',
      body: { name, manufacturer: 'Honda', network: true, disclaimer: 'Network conditions apply.', _status: 'published', tenant: swanId },
    })
    expect(created.status).toBe(201)
    const id = created.json<{ doc: { id: number } }>().doc.id
    const sunshineId = await siteIdOf(payload, 'sunshine-caravans')

    // Sunshine sells Honda; Coastal sells no make new.
    expect(text((await request(port, '/special-offers', { host: 'sunshine-caravans.localhost' })).body)).toContain(name)
    expect(text((await request(port, '/special-offers', { host: COASTAL })).body)).not.toContain(name)

    const excluded = await api(port, `/api/offers/${id}`, { token: admin.token, method: 'PATCH', body: { excludedSites: [sunshineId] } })
    expect(excluded.status).toBe(200)
    expect(text((await request(port, '/special-offers', { host: 'sunshine-caravans.localhost' })).body)).not.toContain(name)
  })

  it('a dealer editor cannot make an offer a network offer', async () => {
    const editor = await logIn(port, EDITOR_EMAIL('swan-river-toyota'), TEST_PASSWORD)
    const created = await api(port, '/api/offers', {
      token: editor.token,
      method: 'POST',
      body: { name: `Editor offer ${Date.now()}`, manufacturer: 'Honda', network: true, _status: 'published', tenant: swanId },
    })
    expect(created.status).toBe(201)
    const stored = await payload.findByID({ collection: 'offers', id: created.json<{ doc: { id: number } }>().doc.id, overrideAccess: true })
    expect(stored.network).toBe(false)
  })
})

describe('offers tied to models', () => {
  const rav4 = async () => {
    const { docs } = await payload.find({ collection: 'models', where: { and: [{ tenant: { equals: swanId } }, { slug: { equals: 'rav4' } }] }, depth: 1, overrideAccess: true, limit: 1 })
    return docs[0]!
  }

  it("an offer without an image shows its model's image, takes its make, and its Explore button leads to the model's page", async () => {
    const editor = await logIn(port, EDITOR_EMAIL('swan-river-toyota'), TEST_PASSWORD)
    const model = await rav4()
    const name = `RAV4 model offer ${Date.now()}`
    const created = await api(port, '/api/offers', { token: editor.token, method: 'POST', body: { name, model: model.id, _status: 'published', tenant: swanId } })
    expect(created.status).toBe(201)
    expect(created.json<{ doc: { manufacturer: string } }>().doc.manufacturer).toBe('Toyota')
    const page = (await request(port, '/special-offers', { host: SWAN })).body
    const card = /<[^>]+offer-card[\s\S]*?<\/footer>/g
    const ours = [...page.matchAll(card)].map((match) => match[0]).find((html) => html.includes(name))!
    const image = model.image as { filename: string }
    expect(ours).toContain(image.filename.replace(/\.png$/, ''))
    expect(ours).toMatch(/href="\/models\/[^"]*rav4[^"]*"[^>]*>Explore RAV4</)
  })

  it('each demo offer’s drawn picture says what it shows for that offer: offers drawn alike do not share one picture under another offer’s name', async () => {
    const { docs } = await payload.find({ collection: 'offers', where: { tenant: { equals: swanId } }, depth: 1, limit: 200, draft: true, overrideAccess: true })
    const drawn = docs.filter((offer) => typeof offer.image === 'object' && offer.image?.filename?.startsWith('drawn-offer-'))
    expect(drawn.length).toBeGreaterThan(2)
    expect(drawn.map((offer) => [offer.name, (offer.image as { alt: string }).alt])).toEqual(drawn.map((offer) => [offer.name, offer.name]))
  })

  it("refuses another site's model, even from agency staff", async () => {
    const editor = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const model = await rav4()
    const created = await api(port, '/api/offers', { token: editor.token, method: 'POST', body: { name: `Cross-site ${Date.now()}`, model: model.id, tenant: coastalId } })
    expect(created.status).toBeGreaterThanOrEqual(400)
    expect(created.status).toBeLessThan(500)
  })
})

describe('service plans', () => {
  it('are seeded exactly from the spec and agency staff can change them; model pages follow', async () => {
    const stored = await payload.findGlobal({ slug: 'service-plans', overrideAccess: true })
    expect(stored.defaultPlan).toMatchObject({ amount: 250, years: 5, services: 5, intervalMonths: 12, intervalKm: 15_000, rangeKm: 75_000 })
    expect(stored.overrides?.find((row) => row.model === 'Coaster')).toMatchObject({ amount: 485, years: 3, services: 6, intervalMonths: 6, intervalKm: 10_000 })
    expect(stored.overrides).toHaveLength(19)

    const hilux = () => request(port, '/models/new-toyota-hilux-vehicle', { host: SWAN }).then((page) => text(page.body))
    expect(await hilux()).toContain('$290 per service for 3 years or 6 services')

    const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const changed = (stored.overrides ?? []).map(({ id: _id, ...row }) => (row.model === 'HiLux' ? { ...row, amount: 299 } : row))
    expect((await api(port, '/api/globals/service-plans', { token: admin.token, method: 'POST', body: { overrides: changed } })).status).toBe(200)
    try {
      expect(await hilux()).toContain('$299 per service')
    } finally {
      await api(port, '/api/globals/service-plans', { token: admin.token, method: 'POST', body: { overrides: stored.overrides?.map(({ id: _id, ...row }) => row) } })
    }
  })
})

describe('advertised finance', () => {
  type Refusal = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
  const fieldErrors = (body: Refusal) => Object.fromEntries(body.errors.flatMap((error) => error.data?.errors ?? []).map((error) => [error.path, error.message]))

  it('publishing an offer whose rate has no comparison rate is refused with a 400 beside each field; a draft may be saved, and once complete both rates show with the warning', async () => {
    const editor = await logIn(port, EDITOR_EMAIL('swan-river-toyota'), TEST_PASSWORD)
    const name = `Corolla finance from 5.99% p.a. ${Date.now()}`
    const offer = { name, manufacturer: 'Toyota', finance: { interestRate: 5.99 }, tenant: swanId }

    const refused = await api(port, '/api/offers', { token: editor.token, method: 'POST', body: { ...offer, _status: 'published' } })
    expect(refused.status).toBe(400)
    const errors = fieldErrors(refused.json<Refusal>())
    expect(errors['finance.comparisonRate']).toBe('Add the comparison rate: an interest rate may only be advertised with its comparison rate beside it.')
    expect(errors.name).toMatch(/^The name advertises a rate \("5\.99% p\.a\."\): fill in the interest rate and comparison rate under Finance/)

    const draft = await api(port, '/api/offers?draft=true', { token: editor.token, method: 'POST', body: { ...offer, _status: 'draft' } })
    expect(draft.status).toBe(201)
    const id = draft.json<{ doc: { id: number } }>().doc.id

    const published = await api(port, `/api/offers/${id}`, { token: editor.token, method: 'PATCH', body: { finance: { interestRate: 5.99, comparisonRate: 6.41 }, _status: 'published' } })
    expect(published.status).toBe(200)
    const page = (await request(port, '/special-offers', { host: SWAN })).body
    const card = [...page.matchAll(/<article[^>]+offer-card[\s\S]*?<\/article>/g)].map((match) => match[0]).find((html) => html.includes(name))!
    expect(card).toContain('data-finance-rates')
    expect(text(card)).toMatch(/Interest rate\s*5\.99% p\.a\.\s*Comparison rate\s*6\.41% p\.a\./)
    expect(text(card)).toContain('Comparison rate based on a $30,000 secured loan over 5 years. WARNING: This comparison rate is true only for the examples given')
  })

  it('a promo card whose alt text quotes a rate is not published without its comparison rate', async () => {
    const editor = await logIn(port, EDITOR_EMAIL('swan-river-toyota'), TEST_PASSWORD)
    const { docs } = await payload.find({ collection: 'promo-cards', where: { tenant: { equals: swanId } }, depth: 0, limit: 1, overrideAccess: true })
    const card = { alt: `Hilux finance from 3.9% p.a. ${Date.now()}`, image: docs[0]!.image, tenant: swanId }
    const refused = await api(port, '/api/promo-cards', { token: editor.token, method: 'POST', body: { ...card, _status: 'published' } })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.json<Refusal>()).alt).toMatch(/^The alt text advertises a rate \("3\.9% p\.a\."\)/)
    const complete = await api(port, '/api/promo-cards', { token: editor.token, method: 'POST', body: { ...card, finance: { interestRate: 3.9, comparisonRate: 4.25 }, _status: 'published' } })
    expect(complete.status).toBe(201)
    await payload.delete({ collection: 'promo-cards', id: complete.json<{ doc: { id: number } }>().doc.id, overrideAccess: true })
  })
})
