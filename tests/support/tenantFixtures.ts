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
  /** An editor's attempt to create a document owned by the site, through REST. */
  restCreate: (origin: string, token: string, siteId: number) => Promise<Pick<HttpResponse, 'status' | 'body'>>
  /** A harmless change to PATCH onto a document. */
  update: Record<string, unknown>
}

function restCreateJson(collection: string, data: (siteId: number) => Record<string, unknown>): TenantFixture['restCreate'] {
  return async (origin, token, siteId) => {
    const response = await fetch(`${origin}/api/${collection}`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...data(siteId), tenant: siteId }),
    })
    return { status: response.status, body: await response.text() }
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
    restCreate: async (origin, token, siteId) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), `attempt-${Date.now()}.png`)
      form.append('_payload', JSON.stringify({ alt: 'attempt', tenant: siteId }))
      const response = await fetch(`${origin}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
      return { status: response.status, body: await response.text() }
    },
    update: { alt: 'changed by another dealer' },
  },
  dealerships: {
    create: async (payload, siteId, label) => ({ id: await dealershipOf(payload, siteId, label) }),
    restCreate: restCreateJson('dealerships', () => ({ name: 'Intruder Motors', slug: `intruder-${Date.now()}` })),
    update: { name: 'Renamed by another dealer' },
  },
  offers: {
    create: async (payload, siteId, label) =>
      payload.create({
        collection: 'offers',
        data: { name: `Fixture Offer ${label}`, disclaimer: 'Conditions apply.', _status: 'published', tenant: siteId },
        overrideAccess: true,
      }),
    restCreate: restCreateJson('offers', () => ({ name: 'Intruder Offer', _status: 'published' })),
    update: { name: 'Renamed by another dealer' },
  },
  models: {
    create: async (payload, siteId, label) =>
      payload.create({
        collection: 'models',
        data: { name: `Fixture ${label}`, slug: `fixture-model-${label}-${Date.now()}`, manufacturer: 'Toyota', tenant: siteId },
        overrideAccess: true,
      }),
    restCreate: restCreateJson('models', () => ({ name: 'Intruder', slug: `intruder-model-${Date.now()}`, manufacturer: 'Toyota' })),
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
    restCreate: restCreateJson('locations', () => ({ name: 'Intruder Yard', slug: `intruder-yard-${Date.now()}` })),
    update: { name: 'Renamed by another dealer' },
  },
}
