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
}
