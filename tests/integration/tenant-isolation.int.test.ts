import config from '@payload-config'
import type { SanitizedCollectionConfig, Where } from 'payload'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { api, graphql, logIn, request } from '../support/http'
import { graphQLInput, graphQLOutcome, invalidPaths, linkSlots, restOutcome, type Outcome } from '../support/isolationCells'
import { tenantFixtures } from '../support/tenantFixtures'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const origin = inject('serverOrigin')
const SITE_A = 'swan-river-toyota'
const SITE_B = 'coastal-motors'
const LOCKS = 'payload-locked-documents'
/** Below this many checked cells, the matrix has shrunk without anyone deciding so. */
const MATRIX_FLOOR = 700

let payload: Payload
let siteA: number
let siteB: number
let editor: { token: string; user: { id: number } }
let admin: { token: string; user: { id: number } }
let adminUser: Record<string, unknown>

const built = await config
const tenantScoped = built.collections.filter(
  (collection) => collection.slug !== 'tenants' && collection.fields.some((field) => 'name' in field && field.name === 'tenant'),
)
const scopedSlugs = new Set(tenantScoped.map((collection) => collection.slug))
/** Collections whose access refuses everyone, the platform admin included: server code alone writes and reads them. */
const denyAll = built.collections.filter(
  (collection) =>
    !collection.slug.startsWith('payload-') &&
    (['read', 'create', 'update', 'delete'] as const).every((operation) => collection.access[operation]?.({ req: { user: { collection: 'users', roles: ['platform-admin'] } } } as never) === false),
)

let cells = 0
/** One cell of the matrix: what a request came to, against what it must come to. */
function cell(actual: Outcome | string, expected: Outcome | string, what: string) {
  cells += 1
  expect(actual, what).toBe(expected)
}

/** Whether the platform admin may do this at all (some collections are written by server code only): the positive control's expectation. */
async function adminMay(collection: SanitizedCollectionConfig, operation: 'create' | 'update' | 'delete'): Promise<Outcome> {
  const allowed = await collection.access[operation]?.({ req: { user: adminUser, payload, headers: new Headers() }, data: {} } as never)
  return allowed ? 'ok' : 'denied'
}

async function siteId(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true, limit: 1 })
  return docs[0]!.id
}

beforeAll(async () => {
  payload = await getPayload({ config })
  siteA = await siteId(SITE_A)
  siteB = await siteId(SITE_B)
  editor = await logIn(port, EDITOR_EMAIL(SITE_A), TEST_PASSWORD)
  admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
  adminUser = { ...(await payload.findByID({ collection: 'users', id: admin.user.id, overrideAccess: true, depth: 0 })), collection: 'users' }
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

  const startedAt = new Date().toISOString()

  beforeAll(async () => {
    ownDoc = await fixture.create(payload, siteA, `${slug}-a`)
    otherDoc = await fixture.create(payload, siteB, `${slug}-b`)
  })

  // The positive controls' documents go, so later test files see the other site as it was.
  afterAll(async () => {
    const madeByControls: Where = { and: [{ tenant: { equals: siteB } }, { createdAt: { greater_than: startedAt } }, { id: { not_equals: otherDoc.id } }] }
    await payload.delete({ collection: slug as 'media', where: madeByControls, overrideAccess: true })
  })

  const otherDocStillIntact = async () => {
    const doc = (await payload.findByID({ collection: slug as 'media', id: otherDoc.id, overrideAccess: true, depth: 0 })) as unknown as Record<string, unknown>
    expect(doc.tenant).toBe(siteB)
    for (const [key, value] of Object.entries(fixture.update)) expect(doc[key]).not.toEqual(value)
  }

  /** A GraphQL create in, update of or delete of another site's document, as the token's holder (anonymous without one). */
  const graphQLWrite = async (token: string | undefined, operation: 'create' | 'update' | 'delete'): Promise<Outcome> => {
    const field = `${operation}${singularName}`
    if (operation === 'create') {
      const data = graphQLInput(collection.fields, { ...(await fixture.createData(payload, siteB)), tenant: siteB })
      return graphQLOutcome(await graphql(port, `mutation ($data: mutation${singularName}Input!) { ${field}(data: $data) { id } }`, token, { data }), field)
    }
    const data = operation === 'update' ? ', data: {}' : ''
    return graphQLOutcome(await graphql(port, `mutation { ${field}(id: ${otherDoc.id}${data}) { id } }`, token), field)
  }
  // Payload's GraphQL takes no files, so an upload collection is created over REST only.
  const graphQLOperations = collection.upload ? (['update', 'delete'] as const) : (['create', 'update', 'delete'] as const)

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

  it('a dealer editor cannot read another site’s document over GraphQL; the platform admin can', async () => {
    const list = await graphql(port, `{ ${pluralName}(limit: 1000) { docs { id } } }`, editor.token)
    cell(graphQLOutcome(list, pluralName), 'ok', 'editor lists own site over GraphQL')
    const ids = list.json<{ data: Record<string, { docs: { id: number }[] }> }>().data[pluralName]!.docs.map((doc) => doc.id)
    expect(ids).toContain(ownDoc.id)
    expect(ids).not.toContain(otherDoc.id)
    const byId = `{ ${singularName}(id: ${otherDoc.id}) { id } }`
    cell(graphQLOutcome(await graphql(port, byId, editor.token), singularName), 'denied', 'editor reads other site by id over GraphQL')
    cell(graphQLOutcome(await graphql(port, byId, admin.token), singularName), 'ok', 'platform admin reads it by id over GraphQL')
    const where = await graphql(port, `{ ${pluralName}(where: { tenant: { equals: ${siteB} } }) { totalDocs } }`, editor.token)
    cell(graphQLOutcome(where, pluralName), 'ok', 'editor where-query over GraphQL')
    expect(where.json<{ data: Record<string, { totalDocs: number }> }>().data[pluralName]!.totalDocs).toBe(0)
  })

  it('a dealer editor cannot create, update or delete another site’s document over REST', async () => {
    const before = await payload.count({ collection: slug as 'media', where: { tenant: { equals: siteB } }, overrideAccess: true })
    cell(restOutcome(await fixture.restCreate(origin, editor.token, siteB, payload)), 'denied', 'editor REST create in other site')
    const after = await payload.count({ collection: slug as 'media', where: { tenant: { equals: siteB } }, overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
    cell(restOutcome(await api(port, `/api/${slug}/${otherDoc.id}`, { token: editor.token, method: 'PATCH', body: fixture.update })), 'denied', 'editor REST update')
    cell(restOutcome(await api(port, `/api/${slug}/${otherDoc.id}`, { token: editor.token, method: 'DELETE' })), 'denied', 'editor REST delete')
    await otherDocStillIntact()
  })

  it('a dealer editor cannot create, update or delete another site’s document over GraphQL', async () => {
    const before = await payload.count({ collection: slug as 'media', where: { tenant: { equals: siteB } }, overrideAccess: true })
    for (const operation of graphQLOperations) cell(await graphQLWrite(editor.token, operation), 'denied', `editor GraphQL ${operation}`)
    expect((await payload.count({ collection: slug as 'media', where: { tenant: { equals: siteB } }, overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    await otherDocStillIntact()
  })

  it('a dealer editor cannot move their own document to another site', async () => {
    const moved = await api(port, `/api/${slug}/${ownDoc.id}`, { token: editor.token, method: 'PATCH', body: { tenant: siteB } })
    cell(restOutcome(moved), 'denied', 'editor moves own document to other site')
    const doc = (await payload.findByID({ collection: slug as 'media', id: ownDoc.id, overrideAccess: true, depth: 0 })) as unknown as { tenant: number }
    expect(doc.tenant).toBe(siteA)
  })

  it('anonymous REST and GraphQL return nothing of it on the platform host', async () => {
    cell(restOutcome(await api(port, `/api/${slug}?limit=1000`)), 'denied', 'anonymous REST list')
    cell(restOutcome(await api(port, `/api/${slug}/${otherDoc.id}`)), 'denied', 'anonymous REST read by id')
    cell(graphQLOutcome(await graphql(port, `{ ${pluralName}(limit: 1000) { docs { id } } }`), pluralName), 'denied', 'anonymous GraphQL list')
    cell(graphQLOutcome(await graphql(port, `{ ${singularName}(id: ${otherDoc.id}) { id } }`), singularName), 'denied', 'anonymous GraphQL read by id')
  })

  it('anonymous requests cannot create, update or delete it over REST or GraphQL', async () => {
    const before = await payload.count({ collection: slug as 'media', overrideAccess: true })
    cell(restOutcome(await fixture.restCreate(origin, null, siteB, payload)), 'denied', 'anonymous REST create')
    cell(restOutcome(await api(port, `/api/${slug}/${otherDoc.id}`, { method: 'PATCH', body: fixture.update })), 'denied', 'anonymous REST update')
    cell(restOutcome(await api(port, `/api/${slug}/${otherDoc.id}`, { method: 'DELETE' })), 'denied', 'anonymous REST delete')
    for (const operation of graphQLOperations) cell(await graphQLWrite(undefined, operation), 'denied', `anonymous GraphQL ${operation}`)
    expect((await payload.count({ collection: slug as 'media', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    await otherDocStillIntact()
  })

  it('a dealer editor can neither see nor take, move or release a lock on another site’s document', async () => {
    const lockOn = (holder: number) => ({ document: { relationTo: slug, value: otherDoc.id }, user: { relationTo: 'users', value: holder } })
    cell(restOutcome(await api(port, `/api/${LOCKS}`, { token: editor.token, method: 'POST', body: lockOn(editor.user.id) })), 'denied', 'editor locks other site’s document')
    // The platform admin locks what the admin may update; some collections only server code writes.
    const mayUpdate = await adminMay(collection, 'update')
    cell(restOutcome(await api(port, `/api/${LOCKS}`, { token: admin.token, method: 'POST', body: lockOn(admin.user.id) })), mayUpdate, 'platform admin locks it')
    const onOtherDoc: Where = { and: [{ 'document.relationTo': { equals: slug } }, { 'document.value': { equals: otherDoc.id } }] }
    await payload.delete({ collection: LOCKS, where: onOtherDoc, overrideAccess: true })
    const lock = (await payload.create({ collection: LOCKS, data: lockOn(admin.user.id) as never, overrideAccess: true })).id
    cell(restOutcome(await api(port, `/api/${LOCKS}/${lock}`, { token: editor.token })), 'denied', 'editor reads the lock')
    const listed = await graphql(port, `{ PayloadLockedDocuments(limit: 1000) { docs { id } } }`, editor.token)
    cell(graphQLOutcome(listed, 'PayloadLockedDocuments'), 'ok', 'editor lists locks over GraphQL')
    expect(listed.json<{ data: { PayloadLockedDocuments: { docs: { id: number }[] } } }>().data.PayloadLockedDocuments.docs.map((doc) => doc.id)).not.toContain(lock)
    const move = { user: { relationTo: 'users', value: editor.user.id } }
    cell(restOutcome(await api(port, `/api/${LOCKS}/${lock}`, { token: editor.token, method: 'PATCH', body: move })), 'denied', 'editor takes over the lock')
    cell(restOutcome(await api(port, `/api/${LOCKS}/${lock}`, { token: editor.token, method: 'DELETE' })), 'denied', 'editor releases the lock')
    cell(graphQLOutcome(await graphql(port, `mutation { deletePayloadLockedDocument(id: ${lock}) { id } }`, editor.token), 'deletePayloadLockedDocument'), 'denied', 'editor releases it over GraphQL')
    cell(restOutcome(await api(port, `/api/${LOCKS}/${lock}`, { method: 'DELETE' })), 'denied', 'anonymous releases the lock')
    cell(restOutcome(await api(port, `/api/${LOCKS}/${lock}`, { token: admin.token, method: 'DELETE' })), mayUpdate, 'platform admin releases it')
    await payload.delete({ collection: LOCKS, where: onOtherDoc, overrideAccess: true })
  })

  it('a dealer site’s host does not expose the Payload API for it at all', async () => {
    for (const path of [`/api/${slug}`, `/api/${slug}/${otherDoc.id}`, '/api/graphql']) {
      expect((await request(port, path, { host: `${SITE_A}.localhost` })).status).toBe(404)
    }
  })

  // Positive control, after every denial above: the platform admin's same requests go through wherever the admin may write at all.
  it('the platform admin’s same requests succeed, so a denial above is a denial and not a broken request', async () => {
    // A site has one of a singleton: a control never makes a second nor deletes the site's own, which other tests read.
    const mayCreate = await adminMay(collection, 'create')
    for (const create of fixture.singleton ? [] : graphQLOperations.filter((operation) => operation === 'create')) cell(await graphQLWrite(admin.token, create), mayCreate, 'platform admin GraphQL create')
    for (const created of fixture.singleton ? [] : [await fixture.restCreate(origin, admin.token, siteB, payload)]) cell(restOutcome(created), mayCreate, 'platform admin REST create')
    const mayUpdate = await adminMay(collection, 'update')
    cell(await graphQLWrite(admin.token, 'update'), mayUpdate, 'platform admin GraphQL update')
    // A singleton is the site's own document, which other tests read: the control saves it unchanged.
    const change = fixture.singleton ? {} : fixture.update
    cell(restOutcome(await api(port, `/api/${slug}/${otherDoc.id}`, { token: admin.token, method: 'PATCH', body: change })), mayUpdate, 'platform admin REST update')
    const mayDelete = await adminMay(collection, 'delete')
    for (const spare of fixture.singleton ? [] : [await fixture.create(payload, siteB, `${slug}-spare`)]) {
      cell(restOutcome(await api(port, `/api/${slug}/${spare.id}`, { token: admin.token, method: 'DELETE' })), mayDelete, 'platform admin REST delete')
    }
  })
})

describe.each(tenantScoped.flatMap((collection) => linkSlots(collection.fields, scopedSlugs).map((slot) => [`${collection.slug}.${slot.path}`, collection, slot] as const)))(
  'link %s accepts only its own site’s records',
  (_name, collection, slot) => {
    const slug = collection.slug as 'media'
    let own: { id: number | string }
    let ownTarget: number
    let otherTarget: number

    beforeAll(async () => {
      own = await tenantFixtures[slug]!.create(payload, siteA, `${slug}-link`)
      ownTarget = (await tenantFixtures[slot.target]!.create(payload, siteA, `${slot.target}-target-a`)).id as number
      otherTarget = (await tenantFixtures[slot.target]!.create(payload, siteB, `${slot.target}-target-b`)).id as number
    })

    const errorPaths = (data: Record<string, unknown>) =>
      payload.update({ collection: slug, id: own.id, data: data as never, overrideAccess: true, depth: 0 }).then((): string[] => [], invalidPaths)

    it('another site’s record is refused, over REST and through trusted code; its own site’s is not', async () => {
      const stored = await payload.findByID({ collection: slug, id: own.id, overrideAccess: true, depth: 0 })
      for (const token of [editor.token, admin.token]) {
        cell(restOutcome(await api(port, `/api/${slug}/${own.id}`, { token, method: 'PATCH', body: slot.data(otherTarget) })), 'denied', 'REST update links another site’s record')
      }
      const created = await api(port, `/api/${slug}`, { token: admin.token, method: 'POST', body: { ...(await tenantFixtures[slug]!.createData(payload, siteA)), ...slot.data(otherTarget), tenant: siteA } })
      cell(restOutcome(created), 'denied', 'REST create links another site’s record')
      const refusedAt = async (target: number): Promise<Outcome> => ((await errorPaths(slot.data(target))).includes(slot.path) ? 'denied' : 'ok')
      cell(await refusedAt(otherTarget), 'denied', 'trusted code links another site’s record')
      cell(await refusedAt(ownTarget), 'ok', 'trusted code links its own site’s record')
      expect(await payload.findByID({ collection: slug, id: own.id, overrideAccess: true, depth: 0 })).toMatchObject({ tenant: stored.tenant })
    })
  },
)

describe.each(denyAll.map((collection) => [collection.slug] as const))('%s is read and written by server code only', (slug) => {
  const typeName = slug.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  const callers = (): [string, string | undefined][] => [['anonymous', undefined], ['editor', editor.token], ['platform admin', admin.token]]

  it('nobody reads or writes it over REST, and GraphQL does not know it', async () => {
    for (const [who, token] of callers()) {
      cell(restOutcome(await api(port, `/api/${slug}`, { token })), 'denied', `${who} lists it`)
      cell(restOutcome(await api(port, `/api/${slug}/1`, { token })), 'denied', `${who} reads by id`)
      cell(restOutcome(await api(port, `/api/${slug}`, { token, method: 'POST', body: {} })), 'denied', `${who} creates`)
      cell(restOutcome(await api(port, `/api/${slug}/1`, { token, method: 'DELETE' })), 'denied', `${who} deletes`)
      const gql = (await graphql(port, `{ ${typeName} { totalDocs } }`, token)).json<{ errors?: { message: string }[] }>()
      const unknown = gql.errors?.length === 1 && gql.errors[0]!.message.startsWith(`Cannot query field "${typeName}" on type "Query".`)
      cell(unknown ? 'unknown' : JSON.stringify(gql), 'unknown', `${who} queries it over GraphQL`)
    }
  })
})

it('the five collections only server code touches are all among them', () => {
  expect(denyAll.map((collection) => collection.slug)).toEqual(
    expect.arrayContaining(['lead-delivery-claims', 'used-spam-answers', 'shopper-sign-in-codes', 'shopper-sessions', 'local-payments']),
  )
})

describe('staff accounts', () => {
  it('anonymous REST and GraphQL never return users', async () => {
    expect((await api(port, '/api/users')).status).toBe(403)
    expect((await api(port, `/api/users/${editor.user.id}`)).status).toBe(403)
    cell(graphQLOutcome(await graphql(port, '{ Users { docs { email } } }'), 'Users'), 'denied', 'anonymous lists staff over GraphQL')
    cell(graphQLOutcome(await graphql(port, '{ Users { docs { email } } }', admin.token), 'Users'), 'ok', 'platform admin lists staff over GraphQL')
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

  it('a site’s logo and share picture may only be its own images: another site’s is refused with the field named', async () => {
    const [theirs] = (await payload.find({ collection: 'media', where: { tenant: { equals: siteB } }, limit: 1, overrideAccess: true, depth: 0 })).docs
    expect(theirs).toBeDefined()
    const logo = await api(port, `/api/tenants/${siteA}`, { token: editor.token, method: 'PATCH', body: { theme: { logo: theirs!.id } } })
    expect(logo.status).toBe(400)
    expect(logo.body).toContain('theme.logo')
    const share = await api(port, `/api/tenants/${siteA}`, { token: admin.token, method: 'PATCH', body: { marketing: { shareImage: theirs!.id } } })
    expect(share.status).toBe(400)
    expect(share.body).toContain('marketing.shareImage')
    const site = await payload.findByID({ collection: 'tenants', id: siteA, overrideAccess: true, depth: 0 })
    expect([site.theme?.logo, site.marketing?.shareImage]).not.toContain(theirs!.id)
  })

  it('anonymous REST and GraphQL never return dealer sites', async () => {
    expect((await api(port, '/api/tenants')).status).toBe(403)
    cell(graphQLOutcome(await graphql(port, '{ Tenants { docs { name } } }'), 'Tenants'), 'denied', 'anonymous lists sites over GraphQL')
    cell(graphQLOutcome(await graphql(port, '{ Tenants { docs { name } } }', admin.token), 'Tenants'), 'ok', 'platform admin lists sites over GraphQL')
  })
})

// Last, once every cell above ran.
it('the matrix checked every cell it should', () => {
  console.log(`tenant isolation matrix: ${cells} cells`)
  expect(cells).toBeGreaterThan(MATRIX_FLOOR)
})
