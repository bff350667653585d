import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { PREVIEW_TICKET_LIFETIME_MS, signPreviewTicket } from '../../src/preview/previewToken'
import { openContentPayload } from '../support/contentPayload'
import { request } from '../support/http'
import { footer, header, text } from '../support/pageText'
import { ADMIN_EMAIL, EDITOR_EMAIL } from '../support/testEnvironment'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota.localhost'
const COASTAL = 'coastal-motors.localhost'

let payload: Payload
let swanId: number
let coastalId: number

async function staffId(email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })
  return docs[0]!.id
}

beforeAll(async () => {
  ;({ payload, swanId, coastalId } = await openContentPayload())
})

afterAll(async () => {
  await payload.destroy()
})

describe('menus', () => {
  it('the header follows the site’s menu: the default header on one site, the generic navigation on another', async () => {
    const swanPage = (await request(port, '/', { host: SWAN })).body
    const swan = header(swanPage)
    // Its Pre-owned Vehicles dropdown shows only while the site has cars in stock, which this database may not give it yet.
    for (const label of ['Special Offers', 'Parts &amp; Accessories', 'Company']) expect(swan).toContain(label)
    // A dropdown's links are drawn when it opens (without JavaScript the menu button leads to the footer's links), so they travel in the page's data.
    expect(swanPage).toContain('/about-us')
    const coastal = header((await request(port, '/', { host: COASTAL })).body)
    for (const label of ['Search Vehicles', 'Test Drive', 'Trade In']) expect(coastal).toContain(label)
    expect(coastal).not.toContain('Pre-owned Vehicles')
  })

  it('dealer-site links are built on the dealer’s domain', async () => {
    // The header's dropdowns are drawn when opened; the footer's links are in the markup.
    const swan = footer((await request(port, '/', { host: SWAN })).body)
    expect(swan).toMatch(/href="https:\/\/[a-z0-9.-]+\/book-a-service"/)
  })

  it('the footer lists the dealer’s groups, including a dealer-named group with the privacy policy', async () => {
    const swan = footer((await request(port, '/', { host: SWAN })).body)
    expect(swan).toContain('Buyer Tools')
    expect(swan).toContain('Servicing and Parts')
    expect(swan).toContain('href="/privacy-policy"')
  })
})

describe('dealer pages', () => {
  it('site pages answer at /{slug} and content pages at /pages/{slug}, each site with its own text', async () => {
    const about = await request(port, '/about-us', { host: SWAN })
    expect(about.status).toBe(200)
    expect(text(about.body)).toContain('Swan River Toyota')
    expect(about.body).toContain('<link rel="canonical" href="https://swanrivertoyota.com.au/about-us"/>')
    const finance = await request(port, '/pages/finance', { host: COASTAL })
    expect(finance.status).toBe(200)
    expect(text(finance.body)).not.toContain('Swan River')
  })

  it('legal pages carry the dealer’s own text; the privacy policy ends with the 30-day answer and its April 2021 update', async () => {
    const terms = text((await request(port, '/terms-and-conditions', { host: COASTAL })).body)
    expect(terms).toContain('Coastal Motors')
    const privacy = text((await request(port, '/privacy-policy', { host: SWAN })).body)
    expect(privacy).toContain('Swan River Toyota')
    expect(privacy).toContain('We will respond within 30 days.')
    expect(privacy).toContain('This privacy policy was last updated April 2021.')
  })

  it('a page of one site is not found on another, and an unknown page is a 404', async () => {
    expect((await request(port, '/pages/toyota-hybrids', { host: SWAN })).status).toBe(200)
    expect((await request(port, '/pages/toyota-hybrids', { host: COASTAL })).status).toBe(404)
    expect((await request(port, '/no-such-page', { host: SWAN })).status).toBe(404)
  })

  it('a draft page is not shown to shoppers', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Secret Sale', slug: `secret-sale-${Date.now()}`, placement: 'content', tenant: swanId, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    expect((await request(port, `/pages/${draft.slug}`, { host: SWAN })).status).toBe(404)
  })

  it('refuses a slug the platform uses', async () => {
    const refused = await payload
      .create({ collection: 'pages', data: { title: 'Clash', slug: 'locations', placement: 'site', tenant: swanId, _status: 'published' }, overrideAccess: true })
      .then(() => null, (error: { data?: { errors?: { path: string; message: string }[] } }) => error)
    expect(refused?.data?.errors).toEqual([expect.objectContaining({ path: 'slug', message: expect.stringMatching(/"locations" is already a page of the platform/) })])
  })
})

describe('a site launches complete', () => {
  it("a site without legal pages of its own shows the platform's, filled in from its data; its own page replaces them", async () => {
    const slug = `launch-${Date.now()}`
    const site = await payload.create({
      collection: 'tenants',
      data: { name: 'Launch Motors', slug, timeZone: 'Australia/Perth', contact: { legalName: 'Launch Motor Co Pty Ltd', abn: '51 824 753 556', phone: '08 9000 0000', state: 'WA' } },
      overrideAccess: true,
    })
    const host = `${slug}.localhost`
    const privacy = await request(port, '/privacy-policy', { host })
    expect(privacy.status).toBe(200)
    expect(text(privacy.body)).toContain('Launch Motor Co Pty Ltd (ABN 51 824 753 556), trading as Launch Motors')
    expect(text(privacy.body)).toContain('We will respond within 30 days.')
    // The server's page data is not expired from this process, so the dealer's own terms are written before their address is first asked for.
    await payload.create({ collection: 'pages', data: { title: 'Our own terms', slug: 'terms-and-conditions', placement: 'site', tenant: site.id, _status: 'published' }, overrideAccess: true })
    const own = text((await request(port, '/terms-and-conditions', { host })).body)
    expect(own).toContain('Our own terms')
    expect(own).not.toContain('governed by the laws')
    expect((await request(port, '/book-test-drive', { host })).status).toBe(200)
  })

  it("a menu links a page only of its own site", async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { and: [{ tenant: { equals: coastalId } }, { slug: { equals: 'about-us' } }] }, overrideAccess: true, limit: 1 })
    const refused = await payload
      .create({ collection: 'menus', data: { placement: 'header', tenant: swanId, items: [{ label: 'Theirs', link: { kind: 'page', page: docs[0]!.id } }] }, overrideAccess: true })
      .then(() => null, (error: { data?: { errors?: { path: string }[] } }) => error)
    expect(refused?.data?.errors).toEqual([expect.objectContaining({ path: 'items.0.link.page' })])
  })
})

describe('preview of drafts', () => {
  let adminId: number
  beforeAll(async () => {
    adminId = await staffId(ADMIN_EMAIL)
  })
  const ticketFor = (collection: 'pages' | 'posts' | 'offers', id: number, site: number, userId = adminId) =>
    signPreviewTicket({ collection, id, siteId: site, userId, expires: Date.now() + PREVIEW_TICKET_LIFETIME_MS }, payload.secret)
  const cookiesOf = (response: { headers: { 'set-cookie'?: string[] } }) => (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ')
  async function draftOnlyPage(site: number, title: string) {
    const slug = `draft-only-${Date.now()}-${site}`
    const page = await payload.create({ collection: 'pages', data: { title, slug, placement: 'content', tenant: site, _status: 'draft' }, draft: true, overrideAccess: true })
    return { id: page.id, slug }
  }

  it('a valid ticket opens the draft on the dealer’s host; without the cookie shoppers still see the published version', async () => {
    const slug = `preview-me-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Published title', slug, placement: 'content', tenant: swanId, _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Draft title' }, draft: true, overrideAccess: true })

    const entry = await request(port, `/preview?token=${encodeURIComponent(ticketFor('pages', page.id, swanId))}`, { host: SWAN })
    expect(entry.status).toBe(307)
    expect(entry.headers.location).toBe(`/pages/${slug}`)
    const cookies = cookiesOf(entry)
    expect(cookies).toContain('__prerender_bypass=')
    const ticketCookie = entry.headers['set-cookie']?.find((cookie) => cookie.startsWith('forecourt-preview='))
    expect(ticketCookie).toMatch(/;\s*HttpOnly/i)
    expect(ticketCookie).toMatch(/;\s*SameSite=Lax/i)
    expect(ticketCookie).not.toMatch(/;\s*Domain=/i)

    const previewed = text((await request(port, `/pages/${slug}`, { host: SWAN, headers: { cookie: cookies } })).body)
    expect(previewed).toContain('Draft title')
    expect(previewed).toContain('Draft preview')
    const shopper = text((await request(port, `/pages/${slug}`, { host: SWAN })).body)
    expect(shopper).toContain('Published title')
    expect(shopper).not.toContain('Draft title')
  })

  it('a ticket is refused on another dealer’s host, when forged, and when expired', async () => {
    const { docs } = await payload.find({ collection: 'posts', where: { tenant: { equals: swanId } }, limit: 1, overrideAccess: true })
    const post = docs[0]!
    const onOtherSite = await request(port, `/preview?token=${encodeURIComponent(ticketFor('posts', post.id, swanId))}`, { host: COASTAL })
    expect(onOtherSite.status).toBe(403)
    expect(onOtherSite.body).toContain('another dealer site')
    const forged = ticketFor('posts', post.id, swanId).replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'))
    expect((await request(port, `/preview?token=${encodeURIComponent(forged)}`, { host: SWAN })).status).toBe(403)
    const expired = signPreviewTicket({ collection: 'posts', id: post.id, siteId: swanId, userId: adminId, expires: Date.now() - 1 }, payload.secret)
    const refused = await request(port, `/preview?token=${encodeURIComponent(expired)}`, { host: SWAN })
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('expired')
    expect(refused.headers['set-cookie']).toBeUndefined()
  })

  it('one site’s editor previewing an own page sees no other site’s drafts with the same cookies', async () => {
    const coastalEditor = await staffId(EDITOR_EMAIL('coastal-motors'))
    const own = await draftOnlyPage(coastalId, 'Coastal draft')
    const swanDraft = await draftOnlyPage(swanId, 'Swan secret draft')
    const entry = await request(port, `/preview?token=${encodeURIComponent(ticketFor('pages', own.id, coastalId, coastalEditor))}`, { host: COASTAL })
    expect(entry.status).toBe(307)
    const cookies = cookiesOf(entry)
    expect((await request(port, `/pages/${own.slug}`, { host: COASTAL, headers: { cookie: cookies } })).status).toBe(200)
    // The draft-mode cookie has one value for the whole build: on Swan's host it must open nothing.
    const bypassOnly = cookies.split('; ').filter((cookie) => cookie.startsWith('__prerender_bypass=')).join('; ')
    for (const cookie of [cookies, bypassOnly]) {
      const elsewhere = await request(port, `/pages/${swanDraft.slug}`, { host: SWAN, headers: { cookie } })
      expect(elsewhere.status).toBe(404)
      expect(elsewhere.body).not.toContain('Swan secret draft')
    }
  })

  it('drafts show only while the ticket in the cookie is valid, for this site, and its editor may still edit the site', async () => {
    const draft = await draftOnlyPage(swanId, 'Swan ticket draft')
    const entry = await request(port, `/preview?token=${encodeURIComponent(ticketFor('pages', draft.id, swanId))}`, { host: SWAN })
    const bypass = cookiesOf(entry).split('; ').find((cookie) => cookie.startsWith('__prerender_bypass='))!
    const withTicket = (token: string) => request(port, `/pages/${draft.slug}`, { host: SWAN, headers: { cookie: `${bypass}; forecourt-preview=${token}` } })
    expect((await withTicket(ticketFor('pages', draft.id, swanId))).status).toBe(200)
    const expired = signPreviewTicket({ collection: 'pages', id: draft.id, siteId: swanId, userId: adminId, expires: Date.now() - 1 }, payload.secret)
    expect((await withTicket(expired)).status).toBe(404)
    expect((await withTicket(ticketFor('pages', draft.id, coastalId))).status).toBe(404)
    expect((await withTicket(ticketFor('pages', draft.id, swanId).replace(/.$/, (char) => (char === 'A' ? 'B' : 'A')))).status).toBe(404)
    // An editor who may not edit Swan: refused at the door, and a ticket already in the cookie opens nothing.
    const coastalEditor = await staffId(EDITOR_EMAIL('coastal-motors'))
    const outsider = ticketFor('pages', draft.id, swanId, coastalEditor)
    expect((await request(port, `/preview?token=${encodeURIComponent(outsider)}`, { host: SWAN })).status).toBe(403)
    expect((await withTicket(outsider)).status).toBe(404)
  })

  it('leaving the preview forgets the ticket', async () => {
    const left = await request(port, '/preview/exit?path=/pages/x', { host: SWAN })
    expect(left.status).toBe(307)
    expect(left.headers.location).toBe('/pages/x')
    expect(left.headers['set-cookie']?.some((cookie) => /^forecourt-preview=;/.test(cookie))).toBe(true)
  })

  it('a ticket naming another site’s document is refused even on that document’s own ticket site', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { tenant: { equals: coastalId } }, limit: 1, overrideAccess: true })
    const response = await request(port, `/preview?token=${encodeURIComponent(ticketFor('pages', docs[0]!.id, swanId))}`, { host: SWAN })
    expect(response.status).toBe(404)
  })

  it('only a request with a valid live preview ticket may be framed, and only by the platform’s own hosts', async () => {
    const draft = await draftOnlyPage(swanId, 'Framed draft')
    const live = (token: string) => `/pages/${draft.slug}?livePreview=${encodeURIComponent(token)}&admin=${encodeURIComponent(`http://localhost:${port}`)}`
    const ancestors = (response: { headers: Record<string, unknown> }) => /frame-ancestors ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ').sort()
    const expired = signPreviewTicket({ collection: 'pages', id: draft.id, siteId: swanId, userId: adminId, expires: Date.now() - 1 }, payload.secret)
    const forged = ticketFor('pages', draft.id, swanId).replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'))
    // No valid ticket, on a public page or the draft's: nobody may frame it.
    for (const address of ['/?livePreview=1', '/?livePreview=', live('forged'), live(forged), live(expired)]) {
      const response = await request(port, address, { host: SWAN })
      expect(ancestors(response), address).toEqual(["'none'"])
      expect(response.headers['x-frame-options'], address).toBe('DENY')
    }
    // A valid ticket on {slug}.localhost: the admin runs locally too, on http (this server's platform hosts are the default local ones).
    const framed = await request(port, live(ticketFor('pages', draft.id, swanId)), { host: SWAN })
    expect(framed.status).toBe(200)
    expect(ancestors(framed)).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
    expect(framed.headers['x-frame-options']).toBeUndefined()
    // The same ticket on the dealer's public domain: a local admin never frames it, and no other platform host is configured here.
    const onDomain = await request(port, live(ticketFor('pages', draft.id, swanId)), { host: 'swanrivertoyota.com.au' })
    expect(ancestors(onDomain)).toEqual(["'none'"])
    expect(onDomain.headers['x-frame-options']).toBe('DENY')
  })
})
