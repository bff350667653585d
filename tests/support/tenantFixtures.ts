import type { Payload } from 'payload'
import sharp from 'sharp'

import type { HttpResponse } from './http'

/**
 * How the tenant isolation matrix makes a document of each tenant-scoped
 * collection. A collection that gains a `tenant` field without an entry here
 * fails the matrix, so no collection escapes it.
 */
export type TenantFixture = {
  /** Creates a document owned by the site, through the Local API. */
  create: (payload: Payload, siteId: number, label: string) => Promise<{ id: number | string }>
  /** Valid data for a new document of the site (the tenant is added), as REST and GraphQL send it; records it needs are made in the site. */
  createData: (payload: Payload, siteId: number) => Promise<Record<string, unknown>>
  /** An attempt to create a document owned by the site through REST, signed in when a token is given. */
  restCreate: (origin: string, token: string | null, siteId: number, payload: Payload) => Promise<Pick<HttpResponse, 'status' | 'body'>>
  /** A harmless change to PATCH onto a document. */
  update: Record<string, unknown>
  /** One per site, and `create` reuses the site's own: a control never creates another nor deletes it (other tests read it). */
  singleton?: true
}

/** Numbers the records attempts need, so two made in the same millisecond never share a slug. */
let attempts = 0

const authorization = (token: string | null): Record<string, string> => (token ? { Authorization: `JWT ${token}` } : {})

/** A JSON collection's createData and restCreate, from one source of data. */
function json(collection: string, data: TenantFixture['createData']): Pick<TenantFixture, 'createData' | 'restCreate'> {
  return {
    createData: data,
    restCreate: async (origin, token, siteId, payload) => {
      const response = await fetch(`${origin}/api/${collection}`, {
        method: 'POST',
        headers: { ...authorization(token), 'content-type': 'application/json' },
        body: JSON.stringify({ ...(await data(payload, siteId)), tenant: siteId }),
      })
      return { status: response.status, body: await response.text() }
    },
  }
}

async function dealershipOf(payload: Payload, siteId: number, label: string): Promise<number> {
  const doc = await payload.create({
    collection: 'dealerships',
    data: { name: `Fixture Dealership ${label}`, slug: `fixture-dealership-${label}-${Date.now()}`, tenant: siteId },
    overrideAccess: true,
  })
  return doc.id
}

async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).png().toBuffer()
}

export const tenantFixtures: Record<string, TenantFixture> = {
  media: {
    create: async (payload, siteId, label) => {
      const data = await tinyPng()
      return payload.create({
        collection: 'media',
        data: { alt: `fixture ${label}`, tenant: siteId },
        file: { data, mimetype: 'image/png', name: `fixture-${label}-${Date.now()}.png`, size: data.length },
        overrideAccess: true,
      })
    },
    createData: async () => ({ alt: 'attempt' }),
    restCreate: async (origin, token, siteId) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), `attempt-${Date.now()}.png`)
      form.append('_payload', JSON.stringify({ alt: 'attempt', tenant: siteId }))
      const response = await fetch(`${origin}/api/media`, { method: 'POST', headers: authorization(token), body: form })
      return { status: response.status, body: await response.text() }
    },
    update: { alt: 'changed by another dealer' },
  },
  redirects: {
    create: async (payload, siteId, label) =>
      payload.create({ collection: 'redirects', data: { oldPath: `/old-${label}-${Date.now()}.html`, newAddress: '/special-offers', tenant: siteId }, overrideAccess: true }),
    ...json('redirects', async () => ({ oldPath: `/intruder-${(attempts += 1)}-${Date.now()}.html`, newAddress: '/special-offers' })),
    update: { newAddress: '/search' },
  },
  dealerships: {
    create: async (payload, siteId, label) => ({ id: await dealershipOf(payload, siteId, label) }),
    ...json('dealerships', async () => ({ name: 'Intruder Motors', slug: `intruder-${Date.now()}` })),
    update: { name: 'Renamed by another dealer' },
  },
  offers: {
    create: async (payload, siteId, label) =>
      payload.create({
        collection: 'offers',
        data: { name: `Fixture Offer ${label}`, disclaimer: 'Conditions apply.', _status: 'published', tenant: siteId },
        overrideAccess: true,
      }),
    ...json('offers', async () => ({ name: 'Intruder Offer', _status: 'published' })),
    update: { name: 'Renamed by another dealer' },
  },
  models: {
    create: async (payload, siteId, label) =>
      payload.create({
        collection: 'models',
        data: { name: `Fixture ${label}`, slug: `fixture-model-${label}-${Date.now()}`, manufacturer: 'Toyota', tenant: siteId },
        overrideAccess: true,
      }),
    ...json('models', async () => ({ name: 'Intruder', slug: `intruder-model-${Date.now()}`, manufacturer: 'Toyota' })),
    update: { name: 'Renamed by another dealer' },
  },
  locations: {
    create: async (payload, siteId, label) =>
      payload.create({
        collection: 'locations',
        data: {
          name: `Fixture Location ${label}`,
          slug: `fixture-location-${label}-${Date.now()}`,
          dealership: await dealershipOf(payload, siteId, `${label}-loc`),
          tenant: siteId,
        },
        overrideAccess: true,
      }),
    ...json('locations', async (payload, siteId) => ({ name: 'Intruder Yard', slug: `intruder-yard-${Date.now()}`, dealership: await dealershipOf(payload, siteId, `attempt-${(attempts += 1)}`) })),
    update: { name: 'Renamed by another dealer' },
  },
  reviews: {
    create: async (payload, siteId, label) => {
      const location = await tenantFixtures.locations!.create(payload, siteId, `${label}-review`)
      return payload.create({
        collection: 'reviews',
        data: { customerName: `Fixture ${label}`, rating: 5, reviewDate: '2026-10-01T12:00:00.000Z', location: location.id as number, tenant: siteId },
        overrideAccess: true,
      })
    },
    ...json('reviews', async (payload, siteId) => ({
      customerName: 'Intruder',
      rating: 5,
      reviewDate: '2026-10-01T12:00:00.000Z',
      location: (await tenantFixtures.locations!.create(payload, siteId, `attempt-${(attempts += 1)}`)).id,
    })),
    update: { customerName: 'Renamed by another dealer' },
  },
  'car-page-content': {
    // One per site: the site's own document, if onboarding wrote one, serves (replacing it would change what other tests read).
    create: async (payload, siteId, label) => {
      const { docs } = await payload.find({ collection: 'car-page-content', where: { tenant: { equals: siteId } }, overrideAccess: true, limit: 1, depth: 0 })
      if (docs[0]) return docs[0]
      return payload.create({
        collection: 'car-page-content',
        data: { whatsIncluded: [{ title: `Fixture ${label}` }], tenant: siteId },
        overrideAccess: true,
      })
    },
    ...json('car-page-content', async () => ({ whatsIncluded: [{ title: 'Intruder' }] })),
    singleton: true,
    update: { reserveOnlineText: 'Changed by another dealer' },
  },
  'customer-leads': {
    create: (payload, siteId, label) =>
      payload.create({
        collection: 'customer-leads',
        data: { form: 'general-enquiry', name: `Fixture ${label}`, lead: { name: `Fixture ${label}` }, tenant: siteId },
        overrideAccess: true,
      }),
    ...json('customer-leads', async () => ({ form: 'general-enquiry', name: 'Intruder', lead: {} })),
    // What a lead's staff change: its status (what the shopper sent refuses every write).
    update: { status: 'lost' },
  },
  'promo-cards': {
    create: async (payload, siteId, label) => {
      const image = await tenantFixtures.media!.create(payload, siteId, `${label}-promo`)
      return payload.create({
        collection: 'promo-cards',
        data: { alt: `Fixture promo ${label}`, image: image.id as number, _status: 'published', tenant: siteId },
        overrideAccess: true,
      })
    },
    ...json('promo-cards', async (payload, siteId) => ({ alt: 'Intruder promo', _status: 'published', image: (await tenantFixtures.media!.create(payload, siteId, `attempt-${(attempts += 1)}`)).id })),
    update: { alt: 'Renamed by another dealer' },
  },
  menus: {
    // A site has one menu per placement; reuse the site's footer when the seed already made one.
    create: async (payload, siteId, label) => {
      const { docs } = await payload.find({
        collection: 'menus',
        where: { and: [{ tenant: { equals: siteId } }, { placement: { equals: 'footer' } }] },
        overrideAccess: true,
        limit: 1,
      })
      return (
        docs[0] ??
        payload.create({
          collection: 'menus',
          data: { placement: 'footer', items: [{ label: `Fixture ${label}`, link: { kind: 'route', route: 'home' } }], tenant: siteId },
          overrideAccess: true,
        })
      )
    },
    ...json('menus', async () => ({ placement: 'header', items: [{ label: 'Intruder' }] })),
    singleton: true,
    update: { items: [{ label: 'Hijacked by another dealer' }] },
  },
  pages: {
    create: async (payload, siteId, label) =>
      payload.create({
        collection: 'pages',
        data: { title: `Fixture ${label}`, slug: `fixture-page-${label}-${Date.now()}`, placement: 'content', _status: 'published', tenant: siteId },
        overrideAccess: true,
      }),
    ...json('pages', async () => ({ title: 'Intruder', slug: `intruder-page-${Date.now()}`, placement: 'content', _status: 'published' })),
    update: { title: 'Renamed by another dealer' },
  },
  posts: {
    create: async (payload, siteId, label) =>
      payload.create({
        collection: 'posts',
        data: {
          title: `Fixture ${label}`,
          slug: `fixture-post-${label}-${Date.now()}`,
          category: 'motoringTips',
          excerpt: 'Fixture excerpt.',
          publishedAt: '2026-10-01T12:00:00.000Z',
          _status: 'published',
          tenant: siteId,
        },
        overrideAccess: true,
      }),
    ...json('posts', async () => ({ title: 'Intruder', slug: `intruder-post-${Date.now()}`, category: 'motoringTips', excerpt: 'x', publishedAt: '2026-10-01T12:00:00.000Z', _status: 'published' })),
    update: { title: 'Renamed by another dealer' },
  },
  'stock-imports': {
    create: async (payload, siteId, label) =>
      payload.create({
        collection: 'stock-imports',
        data: { summary: `fixture ${label}`, outcome: 'succeeded', trigger: 'command', mode: 'full', source: 'fixture.ndjson', tenant: siteId },
        overrideAccess: true,
      }),
    ...json('stock-imports', async () => ({ summary: 'forged import', outcome: 'succeeded' })),
    update: { summary: 'Rewritten by another dealer' },
  },
  'lead-outbox': {
    // A lead email (it names its lead): the one kind of outbox email a site's editors read.
    create: async (payload, siteId, label) => {
      const lead = await tenantFixtures['customer-leads']!.create(payload, siteId, `${label}-outbox`)
      return payload.create({
        collection: 'lead-outbox',
        data: { lead: lead.id as number, to: 'sales@dealer.test', subject: `Fixture lead email ${label}`, text: 'A lead.', tenant: siteId },
        overrideAccess: true,
      })
    },
    ...json('lead-outbox', async () => ({ to: 'thief@example.com', subject: 'Forged', text: 'Forged' })),
    update: { subject: 'Rewritten by another dealer' },
  },
  shoppers: {
    create: (payload, siteId, label) =>
      payload.create({ collection: 'shoppers', data: { email: `fixture.${label}.${Date.now()}@example.com.au`, phone: '+61412000000', tenant: siteId }, overrideAccess: true }),
    ...json('shoppers', async () => ({ email: 'intruder@example.com' })),
    update: { phone: '+61499999999' },
  },
  'watchlist-entries': {
    create: async (payload, siteId, label) => {
      const shopper = await tenantFixtures.shoppers!.create(payload, siteId, `${label}-watcher`)
      return payload.create({ collection: 'watchlist-entries', data: { shopper: shopper.id as number, carId: `fixture-${label}`, tenant: siteId }, overrideAccess: true })
    },
    ...json('watchlist-entries', async () => ({ carId: 'forged' })),
    update: { carId: 'moved-by-another-dealer' },
  },
  reservations: {
    create: (payload, siteId, label) =>
      payload.create({
        collection: 'reservations',
        data: { status: 'pending', carId: `fixture-${label}`, carTitle: `Fixture ${label}`, depositCents: 20_000, provider: 'local', reference: `fixture-${label}-${Date.now()}`, tenant: siteId },
        overrideAccess: true,
      }),
    ...json('reservations', async () => ({ status: 'held', carId: 'forged', depositCents: 1, provider: 'local', reference: 'forged' })),
    update: { status: 'confirmed' },
  },
}
