import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload, type Block, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { TEXT_LINK_COLLECTION_MESSAGE } from '../../src/domain/richTextLinks'
import { crossSiteReferenceMessage } from '../../src/domain/siteReferences'
import { fieldLocations } from '../support/fieldLocations'
import { api, graphql, logIn, request, type HttpResponse } from '../support/http'
import { signInShopper } from '../support/shopperSignIn'
import { tenantFixtures } from '../support/tenantFixtures'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'
const COASTAL = 'coastal-motors'
const LOCKS = '/api/payload-locked-documents'

type Session = { token: string; user: { id: number } }
type Media = { id: number; filename: string }

let payload: Payload
let swan: number
let coastal: number
let admin: Session
let swanEditor: Session
let coastalEditor: Session
let swanImage: Media
let coastalImage: Media

async function siteId(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true, limit: 1 })
  return docs[0]!.id
}

const image = async (site: number, label: string) => (await tenantFixtures.media!.create(payload, site, label)) as unknown as Media
const fileOnHost = (file: Media, site: string, cookie?: string) =>
  request(port, `/api/media/file/${file.filename}`, { host: `${site}.localhost`, headers: cookie ? { cookie } : {} })
const fieldErrors = (response: HttpResponse) =>
  response.json<{ errors?: { data?: { errors?: { path: string; message: string }[] } }[] }>().errors?.flatMap((error) => error.data?.errors ?? []) ?? []

beforeAll(async () => {
  payload = await getPayload({ config })
  swan = await siteId(SWAN)
  coastal = await siteId(COASTAL)
  admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
  swanEditor = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
  coastalEditor = await logIn(port, EDITOR_EMAIL(COASTAL), TEST_PASSWORD)
  swanImage = await image(swan, 'swan-promo')
  coastalImage = await image(coastal, 'coastal-promo')
})

afterAll(async () => {
  await payload.destroy()
})

describe('uploads are served through their own site’s host only', () => {
  let shopperCookie: string

  beforeAll(async () => {
    shopperCookie = await signInShopper(port, (payload.db as unknown as { pool: Pool }).pool, COASTAL, `media.reader.${Date.now()}@example.com.au`)
  })

  it('a shopper signed in on one site cannot fetch another site’s upload through it', async () => {
    expect([403, 404]).toContain((await fileOnHost(swanImage, COASTAL, shopperCookie)).status)
  })

  it('the shopper still sees their own site’s uploads, and each site’s uploads stay public on its own host', async () => {
    expect((await fileOnHost(coastalImage, COASTAL, shopperCookie)).status).toBe(200)
    expect((await fileOnHost(swanImage, SWAN)).status).toBe(200)
    expect([403, 404]).toContain((await fileOnHost(swanImage, COASTAL)).status)
  })
})

describe('a shopper is never staff', () => {
  it('a shopper who shares a staff member’s id reads no staff account', async () => {
    const shopper = { id: swanEditor.user.id, email: 'same.id@example.com.au', collection: 'shoppers' } as never
    await expect(payload.find({ collection: 'users', overrideAccess: false, user: shopper })).rejects.toThrow(/not allowed/i)
  })
})

describe('document locks are scoped like the documents they lock', () => {
  let swanOffer: number
  let coastalOffer: number
  const lockOf = (collection: string, id: number, holder: number) => ({ document: { relationTo: collection, value: id }, user: { relationTo: 'users', value: holder } })
  const locksOn = async (id: number) =>
    (await payload.find({ collection: 'payload-locked-documents', where: { 'document.value': { equals: id } }, overrideAccess: true, depth: 0 })).docs

  beforeAll(async () => {
    swanOffer = (await tenantFixtures.offers!.create(payload, swan, 'lock-swan')).id as number
    coastalOffer = (await tenantFixtures.offers!.create(payload, coastal, 'lock-coastal')).id as number
  })

  it('an editor cannot lock another site’s document', async () => {
    const taken = await api(port, LOCKS, { token: swanEditor.token, method: 'POST', body: lockOf('offers', coastalOffer, swanEditor.user.id) })
    expect(taken.status).toBe(403)
    expect(await locksOn(coastalOffer)).toEqual([])
  })

  it('an editor cannot name someone else as a lock’s holder, even on their own document', async () => {
    const taken = await api(port, LOCKS, { token: swanEditor.token, method: 'POST', body: lockOf('offers', swanOffer, admin.user.id) })
    expect(taken.status).toBe(403)
    expect(await locksOn(swanOffer)).toEqual([])
  })

  it('an editor locks their own document in their own name, sees the lock and releases it', async () => {
    const taken = await api(port, LOCKS, { token: swanEditor.token, method: 'POST', body: lockOf('offers', swanOffer, swanEditor.user.id) })
    expect(taken.status, taken.body).toBe(201)
    const lock = taken.json<{ doc: { id: number } }>().doc.id
    const listed = (await api(port, `${LOCKS}?depth=0`, { token: swanEditor.token })).json<{ docs: { id: number }[] }>().docs
    expect(listed.map((doc) => doc.id)).toContain(lock)
    expect((await api(port, `${LOCKS}/${lock}`, { token: swanEditor.token, method: 'DELETE' })).status).toBe(200)
  })

  it('a lock on another site’s document is invisible and untouchable; its own site’s editor sees it', async () => {
    const taken = await api(port, LOCKS, { token: admin.token, method: 'POST', body: lockOf('offers', coastalOffer, admin.user.id) })
    expect(taken.status, taken.body).toBe(201)
    const lock = taken.json<{ doc: { id: number } }>().doc.id
    const listed = (await api(port, `${LOCKS}?depth=0&limit=100`, { token: swanEditor.token })).json<{ docs: { id: number }[] }>().docs
    expect(listed.map((doc) => doc.id)).not.toContain(lock)
    expect([403, 404]).toContain((await api(port, `${LOCKS}/${lock}`, { token: swanEditor.token })).status)
    const moved = await api(port, `${LOCKS}/${lock}`, { token: swanEditor.token, method: 'PATCH', body: { user: { relationTo: 'users', value: swanEditor.user.id } } })
    expect([403, 404]).toContain(moved.status)
    expect([403, 404]).toContain((await api(port, `${LOCKS}/${lock}`, { token: swanEditor.token, method: 'DELETE' })).status)
    const gql = (await graphql(port, `mutation { deletePayloadLockedDocument(id: ${lock}) { id } }`, swanEditor.token)).json<{ errors?: { extensions?: { statusCode?: number } }[] }>()
    expect(gql.errors?.map((error) => error.extensions?.statusCode)).toEqual([403])
    expect((await locksOn(coastalOffer)).map((doc) => doc.id)).toEqual([lock])
    const seenByOwner = (await api(port, `${LOCKS}?depth=0&limit=100`, { token: coastalEditor.token })).json<{ docs: { id: number }[] }>().docs
    expect(seenByOwner.map((doc) => doc.id)).toContain(lock)
    expect((await api(port, `${LOCKS}/${lock}`, { token: admin.token, method: 'DELETE' })).status).toBe(200)
  })

  it('a shopper can do nothing with locks', async () => {
    const shopper = { ...(await tenantFixtures.shoppers!.create(payload, swan, 'lock-shopper')), collection: 'shoppers' } as never
    await expect(payload.find({ collection: 'payload-locked-documents', overrideAccess: false, user: shopper })).rejects.toThrow(/not allowed/i)
    const data = { document: { relationTo: 'offers', value: swanOffer }, user: { relationTo: 'shoppers', value: (shopper as { id: number }).id } } as never
    await expect(payload.create({ collection: 'payload-locked-documents', data, overrideAccess: false, user: shopper })).rejects.toThrow(/not allowed/i)
    expect(await locksOn(swanOffer)).toEqual([])
  })
})

describe('a document links only to its own site’s records', () => {
  const offerCount = async () => (await payload.count({ collection: 'offers', where: { tenant: { equals: swan } }, overrideAccess: true })).totalDocs
  const newOffer = (token: string, extra: Record<string, unknown>) =>
    api(port, '/api/offers', { token, method: 'POST', body: { tenant: swan, name: `Linked offer ${Date.now()}`, _status: 'published', ...extra } })

  it('an offer cannot show another site’s image, published or draft, whoever sends it', async () => {
    const before = await offerCount()
    for (const [token, status] of [[swanEditor.token, 'published'], [swanEditor.token, 'draft'], [admin.token, 'published']] as const) {
      const refused = await newOffer(token, { image: coastalImage.id, _status: status })
      expect(refused.status, refused.body).toBe(400)
      expect(fieldErrors(refused)).toEqual([{ path: 'image', message: `There is no image with id ${coastalImage.id} on this site. Choose one of this site's own.` }])
    }
    expect(await offerCount()).toBe(before)
  })

  it('an image id that names nothing answers 400 with the same words, never a 500', async () => {
    const refused = await newOffer(swanEditor.token, { image: 987_654_321 })
    expect(refused.status, refused.body).toBe(400)
    expect(fieldErrors(refused).map((error) => error.message)).toEqual(["There is no image with id 987654321 on this site. Choose one of this site's own."])
  })

  it('an offer shows its own site’s image', async () => {
    const created = await newOffer(swanEditor.token, { image: swanImage.id })
    expect(created.status, created.body).toBe(201)
  })

  it('an update cannot swap in another site’s image, over REST or GraphQL', async () => {
    const offer = (await tenantFixtures.offers!.create(payload, swan, 'swap')).id
    const patched = await api(port, `/api/offers/${offer}`, { token: swanEditor.token, method: 'PATCH', body: { image: coastalImage.id } })
    expect(patched.status, patched.body).toBe(400)
    const gql = (await graphql(port, `mutation { updateOffer(id: ${offer}, data: { image: ${coastalImage.id} }) { id } }`, swanEditor.token)).json<{
      errors?: { extensions?: { statusCode?: number } }[]
    }>()
    expect(gql.errors?.map((error) => error.extensions?.statusCode)).toEqual([400])
    const stored = await payload.findByID({ collection: 'offers', id: offer, overrideAccess: true, depth: 0 })
    expect(stored.image ?? null).toBeNull()
  })

  it('links nested in arrays and rich text are held to the same rule', async () => {
    const location = (await tenantFixtures.locations!.create(payload, swan, 'team-photo')).id
    const team = await api(port, `/api/locations/${location}`, {
      token: swanEditor.token,
      method: 'PATCH',
      body: { team: [{ name: 'Sam', role: 'Sales', photo: coastalImage.id }] },
    })
    expect(team.status, team.body).toBe(400)
    expect(fieldErrors(team).map((error) => error.path)).toEqual(['team.0.photo'])

    const page = (await tenantFixtures.pages!.create(payload, swan, 'rich-upload')).id
    const upload = { type: 'upload', version: 3, format: '', fields: null, relationTo: 'media', value: coastalImage.id }
    const content = { root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children: [upload] } }
    const rich = await api(port, `/api/pages/${page}`, { token: swanEditor.token, method: 'PATCH', body: { content } })
    expect(rich.status, rich.body).toBe(400)
    expect(fieldErrors(rich).map((error) => error.path)).toEqual(['content'])
  })

  it('a page’s blocks cannot show another site’s banner image, offer or location', async () => {
    const page = (await tenantFixtures.pages!.create(payload, swan, 'blocks-links')).id
    const coastalOffer = (await tenantFixtures.offers!.create(payload, coastal, 'block-offer')).id
    const coastalLocation = (await tenantFixtures.locations!.create(payload, coastal, 'block-location')).id
    const layout = [
      { blockType: 'imageBanner', slides: [{ image: coastalImage.id, title: 'Spring sale' }] },
      { blockType: 'offers', mode: 'chosen', chosen: [coastalOffer] },
      { blockType: 'locations', display: 'map', location: coastalLocation },
    ]
    const refused = await api(port, `/api/pages/${page}`, { token: swanEditor.token, method: 'PATCH', body: { layout } })
    expect(refused.status, refused.body).toBe(400)
    expect(fieldErrors(refused).map((error) => error.path).sort()).toEqual(['layout.0.slides.0.image', 'layout.1.chosen.0', 'layout.2.location'])

    const own = [{ blockType: 'imageBanner', slides: [{ image: swanImage.id, title: 'Spring sale' }] }]
    const accepted = await api(port, `/api/pages/${page}`, { token: swanEditor.token, method: 'PATCH', body: { layout: own } })
    expect(accepted.status, accepted.body).toBe(200)
  })
})

/** Every rich-text field of every collection, wherever it sits (a page's text block too), read from the config. */
const sanitized = await config
const richTextFields = sanitized.collections.flatMap((collection) =>
  fieldLocations(collection.fields, (sanitized.blocks ?? []) as Block[], (field) => field.type === 'richText').map((location) => ({ collection: collection.slug, ...location })),
)

describe('links in rich text lead only to this site’s own pages, posts, offers and models', () => {
  const link = (relationTo: string, value: number) => ({ type: 'link', version: 3, format: '', indent: 0, direction: null, fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } }, children: [{ type: 'text', version: 1, text: 'see', format: 0, mode: 'normal', style: '', detail: 0 }] })
  // Nested in a list item, so the check reaches links at any depth.
  const text = (relationTo: string, value: number) => ({
    root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children: [{ type: 'list', listType: 'bullet', tag: 'ul', start: 1, version: 1, children: [{ type: 'listitem', value: 1, version: 1, children: [link(relationTo, value)] }] }] },
  })
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => null,
      (thrown: { status?: number; data?: { errors?: { path: string; message: string }[] } }) => thrown,
    )
    return { status: error?.status, errors: error?.data?.errors?.map(({ path, message }) => ({ path, message })) }
  }
  let editor: Record<string, unknown>
  let coastalDraft: number
  let swanPage: number

  beforeAll(async () => {
    editor = { ...(await payload.findByID({ collection: 'users', id: swanEditor.user.id, overrideAccess: true })), collection: 'users' }
    coastalDraft = (await payload.create({ collection: 'pages', data: { title: 'Coastal draft', slug: `coastal-draft-${Date.now()}`, placement: 'content', _status: 'draft', tenant: coastal }, draft: true, overrideAccess: true })).id
    swanPage = (await tenantFixtures.pages!.create(payload, swan, 'link-target')).id as number
  })

  it('finds the rich-text fields to check', () => {
    expect(richTextFields.map(({ collection, path }) => `${collection}.${path}`)).toEqual(expect.arrayContaining(['pages.content', 'pages.layout.0.content', 'posts.content', 'offers.description']))
  })

  it.each(richTextFields)('$collection $path: another site’s draft and a staff account are refused, drafts and published alike; its own page is accepted', async ({ collection, path, wrap }) => {
    const doc = await tenantFixtures[collection]!.create(payload, swan, `text-link-${collection}`)
    const save = (relationTo: string, value: number, draft: boolean) =>
      payload.update({ collection: collection as 'pages', id: doc.id, data: { ...wrap(text(relationTo, value)), ...(draft ? {} : { _status: 'published' }) }, draft, overrideAccess: false, user: editor as never })
    for (const draft of [true, false]) {
      expect(await refusal(save('pages', coastalDraft, draft))).toEqual({ status: 400, errors: [{ path, message: crossSiteReferenceMessage('page', coastalDraft) }] })
      expect(await refusal(save('users', swanEditor.user.id, draft))).toEqual({ status: 400, errors: [{ path, message: TEXT_LINK_COLLECTION_MESSAGE }] })
    }
    expect(await refusal(save('pages', swanPage, true))).toEqual({ status: undefined, errors: undefined })
  })

  it('over REST, a new page linking to a staff account or another site’s draft answers 400 naming the field', async () => {
    for (const [relationTo, id] of [['users', swanEditor.user.id], ['pages', coastalDraft]] as const) {
      const created = await api(port, '/api/pages?draft=true', { token: swanEditor.token, method: 'POST', body: { tenant: swan, title: 'Linked', slug: `linked-${relationTo}-${Date.now()}`, placement: 'content', content: text(relationTo, id) } })
      expect(created.status, created.body).toBe(400)
      expect(fieldErrors(created).map((error) => error.path)).toEqual(['content'])
    }
  })

  it('a relationship node in text may name only the site’s own pages, posts, offers or models: a staff account is refused', async () => {
    const relationship = { root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children: [{ type: 'relationship', version: 2, format: '', relationTo: 'users', value: swanEditor.user.id }] } }
    const created = await api(port, '/api/pages?draft=true', { token: swanEditor.token, method: 'POST', body: { tenant: swan, title: 'Related', slug: `related-${Date.now()}`, placement: 'content', content: relationship } })
    expect(created.status, created.body).toBe(400)
    expect(fieldErrors(created)).toEqual([expect.objectContaining({ path: 'content', message: TEXT_LINK_COLLECTION_MESSAGE })])
  })
})
