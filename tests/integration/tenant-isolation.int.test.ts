import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { api, graphql, logIn, request } from '../support/http'
import { tenantFixtures } from '../support/tenantFixtures'
import { EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const origin = inject('serverOrigin')
const SITE_A = 'swan-river-toyota'
const SITE_B = 'coastal-motors'

let payload: Payload
let siteA: number
let siteB: number
let editor: { token: string; user: { id: number } }

const tenantScoped = (await config).collections.filter(
  (collection) => collection.slug !== 'tenants' && collection.fields.some((field) => 'name' in field && field.name === 'tenant'),
)

async function siteId(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true, limit: 1 })
  return docs[0]!.id
}

beforeAll(async () => {
  payload = await getPayload({ config })
  siteA = await siteId(SITE_A)
  siteB = await siteId(SITE_B)
  editor = await logIn(port, EDITOR_EMAIL(SITE_A), TEST_PASSWORD)
})

afterAll(async () => {
  await payload.destroy()
})

it('the matrix covers at least one tenant-scoped collection, and each has a fixture', () => {
  expect(tenantScoped.map((collection) => collection.slug)).toContain('media')
  for (const collection of tenantScoped) expect(Object.keys(tenantFixtures)).toContain(collection.slug)
})

describe.each(tenantScoped.map((collection) => [collection.slug, collection] as const))('%s is isolated per dealer site', (slug, collection) => {
  const fixture = tenantFixtures[slug]!
  const { singularName, pluralName } = collection.graphQL as { singularName: string; pluralName: string }
  let ownDoc: { id: number | string }
  let otherDoc: { id: number | string }

  beforeAll(async () => {
    ownDoc = await fixture.create(payload, siteA, `${slug}-a`)
    otherDoc = await fixture.create(payload, siteB, `${slug}-b`)
  })

  const otherDocStillIntact = async () => {
    const doc = (await payload.findByID({ collection: slug as 'media', id: otherDoc.id, overrideAccess: true, depth: 0 })) as unknown as Record<string, unknown>
    expect(doc.tenant).toBe(siteB)
    for (const [key, value] of Object.entries(fixture.update)) expect(doc[key]).not.toEqual(value)
  }

  it('a dealer editor lists only their own site’s documents over REST', async () => {
    const response = await api(port, `/api/${slug}?limit=1000&depth=0`, { token: editor.token })
    expect(response.status).toBe(200)
    const { docs } = response.json<{ docs: { id: number; tenant: number }[] }>()
    expect(docs.map((doc) => doc.id)).toContain(ownDoc.id)
    expect(docs.map((doc) => doc.id)).not.toContain(otherDoc.id)
    expect(docs.every((doc) => doc.tenant === siteA)).toBe(true)
  })

  it('a dealer editor cannot read another site’s document by id or by where-query over REST', async () => {
    expect([403, 404]).toContain((await api(port, `/api/${slug}/${otherDoc.id}`, { token: editor.token })).status)
    const byTenant = await api(port, `/api/${slug}?where[tenant][equals]=${siteB}`, { token: editor.token })
    expect(byTenant.json<{ totalDocs: number }>().totalDocs).toBe(0)
    const byId = await api(port, `/api/${slug}?where[id][equals]=${otherDoc.id}`, { token: editor.token })
    expect(byId.json<{ totalDocs: number }>().totalDocs).toBe(0)
  })

  it('a dealer editor cannot read another site’s document over GraphQL', async () => {
    const list = (await graphql(port, `{ ${pluralName}(limit: 1000) { docs { id } } }`, editor.token)).json<{ data: Record<string, { docs: { id: number }[] }> }>()
    const ids = list.data[pluralName]!.docs.map((doc) => doc.id)
    expect(ids).toContain(ownDoc.id)
    expect(ids).not.toContain(otherDoc.id)
    const byId = (await graphql(port, `{ ${singularName}(id: ${otherDoc.id}) { id } }`, editor.token)).json<{ data?: Record<string, unknown> | null }>()
    expect(byId.data?.[singularName] ?? null).toBeNull()
    const where = (await graphql(port, `{ ${pluralName}(where: { tenant: { equals: ${siteB} } }) { totalDocs } }`, editor.token)).json<{ data: Record<string, { totalDocs: number }> }>()
    expect(where.data[pluralName]!.totalDocs).toBe(0)
  })

  it('a dealer editor cannot create, update or delete another site’s document', async () => {
    const before = await payload.count({ collection: slug as 'media', where: { tenant: { equals: siteB } }, overrideAccess: true })
    const created = await fixture.restCreate(origin, editor.token, siteB)
    expect(created.status).toBeGreaterThanOrEqual(400)
    const after = await payload.count({ collection: slug as 'media', where: { tenant: { equals: siteB } }, overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)

    const updated = await api(port, `/api/${slug}/${otherDoc.id}`, { token: editor.token, method: 'PATCH', body: fixture.update })
    expect(updated.status).toBeGreaterThanOrEqual(400)
    const deleted = await api(port, `/api/${slug}/${otherDoc.id}`, { token: editor.token, method: 'DELETE' })
    expect(deleted.status).toBeGreaterThanOrEqual(400)
    await otherDocStillIntact()
  })

  it('a dealer editor cannot move their own document to another site', async () => {
    const moved = await api(port, `/api/${slug}/${ownDoc.id}`, { token: editor.token, method: 'PATCH', body: { tenant: siteB } })
    expect(moved.status).toBeGreaterThanOrEqual(400)
    const doc = (await payload.findByID({ collection: slug as 'media', id: ownDoc.id, overrideAccess: true, depth: 0 })) as unknown as { tenant: number }
    expect(doc.tenant).toBe(siteA)
  })

  it('anonymous REST and GraphQL return nothing of it on the platform host', async () => {
    expect((await api(port, `/api/${slug}?limit=1000`)).status).toBe(403)
    const gql = (await graphql(port, `{ ${pluralName}(limit: 1000) { docs { id } } }`)).json<{ data?: Record<string, { docs: unknown[] } | null> }>()
    expect(gql.data?.[pluralName]?.docs ?? []).toEqual([])
  })

  it('a dealer site’s host does not expose the Payload API for it at all', async () => {
    for (const path of [`/api/${slug}`, `/api/${slug}/${otherDoc.id}`, '/api/graphql']) {
      expect((await request(port, path, { host: `${SITE_A}.localhost` })).status).toBe(404)
    }
  })
})

describe('staff accounts', () => {
  it('anonymous REST and GraphQL never return users', async () => {
    expect((await api(port, '/api/users')).status).toBe(403)
    expect((await api(port, `/api/users/${editor.user.id}`)).status).toBe(403)
    const gql = (await graphql(port, '{ Users { docs { email } } }')).json<{ data?: { Users: unknown } | null; errors?: unknown[] }>()
    expect(gql.data?.Users ?? null).toBeNull()
    expect(gql.errors?.length).toBeGreaterThan(0)
    expect((await request(port, '/api/users', { host: `${SITE_A}.localhost` })).status).toBe(404)
  })

  it('a dealer editor sees only themselves', async () => {
    const { docs } = (await api(port, '/api/users?limit=100', { token: editor.token })).json<{ docs: { id: number }[] }>()
    expect(docs.map((doc) => doc.id)).toEqual([editor.user.id])
  })

  it('a dealer editor’s PATCH of their own roles or sites is refused', async () => {
    const roles = await api(port, `/api/users/${editor.user.id}`, { token: editor.token, method: 'PATCH', body: { roles: ['platform-admin'] } })
    expect(roles.status).toBe(403)
    expect(roles.body).toContain('Only platform admins can change roles or site assignments.')
    const sites = await api(port, `/api/users/${editor.user.id}`, {
      token: editor.token,
      method: 'PATCH',
      body: { tenants: [{ tenant: siteA }, { tenant: siteB }] },
    })
    expect(sites.status).toBe(403)
    const gql = await graphql(port, `mutation { updateUser(id: ${editor.user.id}, data: { roles: platform_admin }) { id } }`, editor.token)
    expect(gql.json<{ errors?: unknown[] }>().errors?.length).toBeGreaterThan(0)
    const stored = await payload.findByID({ collection: 'users', id: editor.user.id, overrideAccess: true, depth: 0 })
    expect(stored.roles).toEqual(['dealer-editor'])
    expect(stored.tenants?.map((row) => row.tenant)).toEqual([siteA])
  })

  it('a dealer editor may still change their own name', async () => {
    const response = await api(port, `/api/users/${editor.user.id}`, { token: editor.token, method: 'PATCH', body: { name: 'Priya N.' } })
    expect(response.status).toBe(200)
    expect(response.json<{ doc: { name: string } }>().doc.name).toBe('Priya N.')
    const restored = await api(port, `/api/users/${editor.user.id}`, { token: editor.token, method: 'PATCH', body: { name: 'Priya Nair' } })
    expect(restored.status).toBe(200)
  })

  it('a dealer editor cannot create staff accounts', async () => {
    const response = await api(port, '/api/users', {
      token: editor.token,
      method: 'POST',
      body: { email: 'intruder@example.com', password: 'x-password-1', roles: ['platform-admin'], tenants: [{ tenant: siteB }] },
    })
    expect(response.status).toBe(403)
  })
})

describe('dealer sites', () => {
  it('a dealer editor reads only their own site and cannot change its settings', async () => {
    const { docs } = (await api(port, '/api/tenants?limit=100', { token: editor.token })).json<{ docs: { id: number }[] }>()
    expect(docs.map((doc) => doc.id)).toEqual([siteA])
    expect([403, 404]).toContain((await api(port, `/api/tenants/${siteB}`, { token: editor.token })).status)
    const patch = await api(port, `/api/tenants/${siteA}`, { token: editor.token, method: 'PATCH', body: { settings: { makeAnOffer: true } } })
    expect(patch.status).toBe(403)
    const site = await payload.findByID({ collection: 'tenants', id: siteA, overrideAccess: true })
    expect(site.settings?.makeAnOffer ?? null).not.toBe(true)
  })

  it('anonymous REST and GraphQL never return dealer sites', async () => {
    expect((await api(port, '/api/tenants')).status).toBe(403)
    const gql = (await graphql(port, '{ Tenants { docs { name } } }')).json<{ data?: { Tenants: { docs: unknown[] } | null } | null }>()
    expect(gql.data?.Tenants?.docs ?? []).toEqual([])
  })
})
