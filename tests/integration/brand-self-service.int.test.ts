import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { api, logIn } from '../support/http'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

/**
 * A dealer editor changes their own site's brand and contact details over
 * the same REST API the admin's form uses, and the server refuses the rest,
 * and the brand too once the site's agency locks it.
 */

const port = inject('serverPort')
const SITE = 'sunshine-caravans'
let payload: Payload
let siteId: number
let adminToken: string
let editorToken: string
let before: { theme?: Record<string, unknown> | null; contact?: Record<string, unknown> | null }

type Answer = { errors?: { message?: string; data?: { errors?: { path: string; message: string }[] } }[] }
const fieldErrors = (body: string) => (JSON.parse(body) as Answer).errors?.[0]?.data?.errors ?? []
const patch = (token: string, body: unknown) => api(port, `/api/tenants/${siteId}`, { token, method: 'PATCH', body })

beforeAll(async () => {
  payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: SITE } }, overrideAccess: true, limit: 1, depth: 0 })
  siteId = docs[0]!.id
  before = { theme: docs[0]!.theme as Record<string, unknown>, contact: docs[0]!.contact as Record<string, unknown> }
  adminToken = (await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)).token
  editorToken = (await logIn(port, EDITOR_EMAIL(SITE), TEST_PASSWORD)).token
})

afterAll(async () => {
  await payload.update({
    collection: 'tenants',
    id: siteId,
    data: { brandLocked: false, theme: before.theme ?? {}, contact: before.contact ?? {} },
    overrideAccess: true,
  })
})

describe('brand self-service', () => {
  it('a dealer editor changes their colours, phone, email and social pages', async () => {
    const answer = await patch(editorToken, {
      theme: { primaryColour: '#14532d' },
      contact: { phone: '07 5400 1234', facebookUrl: 'https://facebook.com/sunshine-caravans' },
    })
    expect(answer.status, answer.body).toBe(200)
    const site = await payload.findByID({ collection: 'tenants', id: siteId, overrideAccess: true, depth: 0 })
    expect(site.theme?.primaryColour).toBe('#14532d')
    expect(site.contact?.phone).toBe('07 5400 1234')
  })

  it('refuses a primary colour the header text cannot be read on, with the reason beside the field', async () => {
    const answer = await patch(editorToken, { theme: { primaryColour: '#fde68a' } })
    expect(answer.status).toBe(400)
    const errors = fieldErrors(answer.body)
    expect(errors.map(({ path }) => path)).toEqual(['theme.primaryColour'])
    expect(errors[0]!.message).toMatch(/^White header text on #fde68a has a contrast of 1\.\d\d:1; WCAG AA needs 4\.5:1\. Choose a darker colour\.$/)
  })

  it('refuses (403) a dealer editor’s change to any other field of the site, naming each field', async () => {
    const answer = await patch(editorToken, { name: 'Sunshine Renamed', theme: { headingFont: 'humanist' }, settings: { makeAnOffer: true } })
    expect(answer.status).toBe(403)
    expect(fieldErrors(answer.body).map(({ path, message }) => `${path}: ${message}`)).toEqual([
      'name: Only agency staff can change this.',
      'theme.headingFont: Only agency staff can change this.',
      'settings.makeAnOffer: Only agency staff can change this.',
    ])
    const site = await payload.findByID({ collection: 'tenants', id: siteId, overrideAccess: true, depth: 0 })
    expect(site.name).not.toBe('Sunshine Renamed')
  })

  it('the whole site sent back unchanged with a new colour saves: what an admin form does', async () => {
    const whole = (await api(port, `/api/tenants/${siteId}?depth=0`, { token: editorToken })).json<Record<string, unknown>>()
    const answer = await patch(editorToken, { ...whole, theme: { ...(whole.theme as object), secondaryColour: '#fffbeb' } })
    expect(answer.status, answer.body).toBe(200)
  })

  it('only agency staff lock a site; a locked site refuses its editor’s brand changes and says who can make them', async () => {
    expect((await patch(editorToken, { brandLocked: true })).status).toBe(403)
    expect((await patch(adminToken, { brandLocked: true })).status).toBe(200)
    const answer = await patch(editorToken, { contact: { phone: '07 5400 9999' } })
    expect(answer.status).toBe(403)
    expect(fieldErrors(answer.body).map(({ path, message }) => `${path}: ${message}`)).toEqual(['contact.phone: Locked by Forecourt: ask your agency to change it.'])
    expect((await patch(adminToken, { contact: { phone: '07 5400 9999' } })).status).toBe(200)
  })
})
