import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { SiteLinkReport } from '../../src/domain/siteLinkCheck'
import { api, logIn } from '../support/http'
import { tenantFixtures } from '../support/tenantFixtures'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

/**
 * The dashboard's link check of a whole site: a dealer editor checks their
 * own site only, and a dead internal link typed in a page block or a promo
 * card is reported with where it is and why.
 */

const port = inject('serverPort')
const SITE = 'sunshine-caravans'
const OTHER = 'coastal-motors'
const DEAD_IN_BLOCK = '/summer-sale-2026'
const DEAD_ON_CARD = '/pages/caravan-expo-2026'

let payload: Payload
let site: number
let other: number
let editor: string
let admin: string
const made: { collection: 'pages' | 'promo-cards' | 'media'; id: number }[] = []

const check = (siteId: number | string, token?: string) => api(port, `/api/tenants/${siteId}/link-check`, { token })
const siteIdOf = async (slug: string) => (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true, limit: 1, depth: 0 })).docs[0]!.id

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await siteIdOf(SITE)
  other = await siteIdOf(OTHER)
  editor = (await logIn(port, EDITOR_EMAIL(SITE), TEST_PASSWORD)).token
  admin = (await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)).token
  // Saved as seeds save (overrideAccess), which the field's own check of the site's pages lets through: the links the check must find.
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: 'Link check fixture',
      slug: `link-check-fixture-${Date.now()}`,
      placement: 'content',
      layout: [{ blockType: 'callToAction', heading: 'Fixture help', actions: [{ title: 'Summer sale', href: DEAD_IN_BLOCK }] }],
      _status: 'published',
      tenant: site,
    },
    overrideAccess: true,
  })
  const image = await tenantFixtures.media!.create(payload, site, 'link-check')
  const card = await payload.create({ collection: 'promo-cards', data: { alt: 'Caravan expo', image: image.id as number, link: DEAD_ON_CARD, _status: 'published', tenant: site }, overrideAccess: true })
  made.push({ collection: 'pages', id: page.id }, { collection: 'promo-cards', id: card.id }, { collection: 'media', id: image.id as number })
})

afterAll(async () => {
  for (const { collection, id } of made) await payload.delete({ collection, id, overrideAccess: true })
})

describe('GET /api/tenants/:id/link-check', () => {
  it('reports a dead internal link in a page block and on a promo card, where each is and why, and when it checked', async () => {
    const answer = await check(site, editor)
    expect(answer.status, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const report = answer.json<SiteLinkReport>()
    expect(Date.parse(report.checkedAt)).toBeGreaterThan(Date.now() - 60_000)
    const [page, card] = made
    expect(report.deadLinks).toEqual(
      expect.arrayContaining([
        {
          collection: 'pages',
          kind: 'Page',
          documentId: page!.id,
          document: 'Link check fixture',
          field: 'Layout › Call to action 1 “Fixture help” › Action 1 › Link',
          address: DEAD_IN_BLOCK,
          problem: `"${DEAD_IN_BLOCK}" is neither a page of this site nor a platform page: add a site page with slug "summer-sale-2026", or link elsewhere`,
        },
        expect.objectContaining({ collection: 'promo-cards', kind: 'Promo card', documentId: card!.id, document: 'Caravan expo', field: 'Link', address: DEAD_ON_CARD }),
      ]),
    )
  })

  it('a platform admin checks any site', async () => {
    const answer = await check(other, admin)
    expect(answer.status, answer.body).toBe(200)
    // Another site's links are never in its report.
    expect(answer.json<SiteLinkReport>().deadLinks.map((link) => link.address)).not.toContain(DEAD_IN_BLOCK)
  })

  it('refuses (403) a dealer editor another dealer’s site, and says so', async () => {
    const answer = await check(other, editor)
    expect(answer.status).toBe(403)
    expect(answer.json()).toEqual({ error: 'You do not work on that dealer site.' })
  })

  it('refuses a stranger (401), a site that is not a number (400) and one that does not exist (404), each with a message', async () => {
    expect((await check(site)).status).toBe(401)
    const word = await check('abc', admin)
    expect(word.status).toBe(400)
    expect(word.json()).toEqual({ error: 'Say which dealer site by its number: /api/tenants/<id>/link-check.' })
    const missing = await check(99_999_999, admin)
    expect(missing.status).toBe(404)
    expect(missing.json()).toEqual({ error: 'No such dealer site.' })
  })
})
