import config from '@payload-config'
import { getPayload, type Block, type Field, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { LINK_RULE } from '../../src/domain/links'
import { isLinkAddress } from '../../src/fields/linkAddress'
import { fieldLocations } from '../support/fieldLocations'
import { api, logIn, type HttpResponse } from '../support/http'
import { tenantFixtures } from '../support/tenantFixtures'
import { EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'
const BAD = 'javascript:alert(1)'

let payload: Payload
let swan: number

const sanitized = await config
const blocks = (sanitized.blocks ?? []) as Block[]
const isAddress = (field: Field) => field.type === 'text' && isLinkAddress(field)
/** Every link address field of every collection (and the blocks in it) and every global, read from the config. */
const collectionFields = sanitized.collections.flatMap((collection) =>
  fieldLocations(collection.fields, blocks, isAddress).map((location) => ({ collection: collection.slug, drafts: Boolean(collection.versions?.drafts), ...location })),
)
const globalFields = sanitized.globals.flatMap((global) => fieldLocations(global.fields, blocks, isAddress).map((location) => ({ global: global.slug, ...location })))

const refusal = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => null,
    (thrown: { status?: number; data?: { errors?: { path: string; message: string }[] } }) => thrown,
  )
  return { status: error?.status, errors: error?.data?.errors?.map(({ path, message }) => ({ path, message })) }
}
const fieldErrors = (response: HttpResponse) =>
  response.json<{ errors?: { data?: { errors?: { path: string; message: string }[] } }[] }>().errors?.flatMap((error) => error.data?.errors ?? []) ?? []

beforeAll(async () => {
  payload = await getPayload({ config })
  swan = (await payload.find({ collection: 'tenants', where: { slug: { equals: SWAN } }, overrideAccess: true, limit: 1 })).docs[0]!.id
})

afterAll(async () => {
  await payload.destroy()
})

describe('every address a shopper can click follows the link rule, on drafts too', () => {
  it('finds the link fields to check: menus, blocks, promo cards, models, social and review pages, regulators', () => {
    const found = [...collectionFields.map(({ collection, path }) => `${collection}.${path}`), ...globalFields.map(({ global, path }) => `${global}.${path}`)]
    expect(found).toEqual(
      expect.arrayContaining([
        'promo-cards.link',
        'models.overrideUrl',
        'menus.items.0.link.url',
        'pages.layout.0.actions.0.href',
        'pages.layout.0.slides.0.buttons.0.href',
        'tenants.contact.facebookUrl',
        'dealerships.reviewProfiles.0.reviewUrl',
        'locations.address.placeUrl',
        'consumer-regulators.regulators.0.url',
      ]),
    )
  })

  it.each(collectionFields)('$collection $path: javascript: is refused naming the field, as a draft and published', async ({ collection, drafts, path, wrap }) => {
    const id = collection === 'tenants' ? swan : (await tenantFixtures[collection]!.create(payload, swan, `link-${collection}`)).id
    for (const draft of drafts ? [true, false] : [false]) {
      const data = { ...wrap(BAD), ...(drafts && !draft ? { _status: 'published' } : {}) }
      expect(await refusal(payload.update({ collection: collection as 'pages', id, data: data as never, draft, overrideAccess: true })), `draft: ${draft}`).toEqual({ status: 400, errors: [{ path, message: LINK_RULE }] })
    }
  })

  it.each(globalFields)('global $global $path: javascript: is refused naming the field', async ({ global, path, wrap }) => {
    expect(await refusal(payload.updateGlobal({ slug: global as 'consumer-regulators', data: wrap(BAD), overrideAccess: true }))).toEqual({ status: 400, errors: [{ path, message: LINK_RULE }] })
  })

  it('over REST, an editor’s draft promo card, call-to-action button or text link with javascript: answers 400 naming the field', async () => {
    const editor = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const card = (await tenantFixtures['promo-cards']!.create(payload, swan, 'rest-link')).id
    const page = (await tenantFixtures.pages!.create(payload, swan, 'rest-link')).id
    const textLink = { root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'link', version: 3, fields: { linkType: 'custom', url: 'JAVA\tSCRIPT:alert(1)', newTab: false }, children: [] }] }] } }
    const attempts = [
      { path: `/api/promo-cards/${card}?draft=true`, body: { link: BAD }, field: 'link' },
      { path: `/api/pages/${page}?draft=true`, body: { layout: [{ blockType: 'callToAction', actions: [{ text: 'Go', href: BAD }] }] }, field: 'layout.0.actions.0.href' },
      { path: `/api/pages/${page}?draft=true`, body: { content: textLink }, field: 'content' },
    ]
    for (const attempt of attempts) {
      const refused = await api(port, attempt.path, { token: editor.token, method: 'PATCH', body: attempt.body })
      expect(refused.status, refused.body).toBe(400)
      expect(fieldErrors(refused).map((error) => error.path)).toEqual([attempt.field])
    }
    const stored = await payload.findByID({ collection: 'promo-cards', id: card, draft: true, overrideAccess: true })
    expect(stored.link ?? null).toBeNull()
  })
})
