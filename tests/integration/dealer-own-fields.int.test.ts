import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { loadDashboard } from '../../src/dashboard/loadDashboard'
import type { Staff } from '../../src/dashboard/dashboardSites'
import { DEALER_OWN_FIELDS, SECRET_FIELDS, SECRET_PLACEHOLDER } from '../../src/domain/dealerOwnFields'
import type { NewDealerSiteForm } from '../../src/onboarding/newSiteForm'
import { readSeedFile, SeedFileError } from '../../src/onboarding/readSeedFile'
import { api, graphql, logIn } from '../support/http'
import { ADMIN_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

/**
 * A dealer's identity and integrations (DEALER_OWN_FIELDS) stay that
 * dealer's: a source site holds a value in every one of them, and then an
 * editor's REST and GraphQL reads, the seed export and a copied site are
 * checked for each member of the list.
 */

const port = inject('serverPort')
const SOURCE = `own-source-${Date.now()}`
const EDITOR = `editor@${SOURCE}.test`
let payload: Payload
let sourceId: number
let adminToken: string
let editorToken: string
let workDir: string

/** A value in every secret-bearing setting, each credential findable as text. */
const SECRET_SAMPLES: Record<string, string> = {
  'settings.stockFeed.source': 'https://feed-user:feed-pass-8812@feeds.example.test/stock.json?api_key=feedkey-5531',
  'settings.leadDelivery.webhook.url': 'https://crm-user:crm-pass-2290@crm.example.test/hooks/leads?token=crmtoken-7734',
  'settings.leadDelivery.webhook.secret': 'webhook-secret-0123456789abcdef0123456789',
}
const CREDENTIALS = ['feed-user', 'feed-pass-8812', 'feedkey-5531', 'crm-user', 'crm-pass-2290', 'crmtoken-7734', SECRET_SAMPLES['settings.leadDelivery.webhook.secret']!]
/** A value in every other dealer-own setting. */
const OWN_SAMPLES: Record<string, unknown> = {
  ...SECRET_SAMPLES,
  'settings.phoneNumbers.new': '08 9200 1111',
  'settings.phoneNumbers.used': '08 9200 2222',
  'settings.phoneNumbers.demo': '08 9200 3333',
  'settings.externalLinksBaseDomain': 'own-source.com.au',
  'settings.searchFilter': 'dealership_id:12',
  'settings.stockCountOverride': 1999,
  'settings.stockFeed.schedule': 'hourly',
  'settings.stockFeed.mode': 'delta',
  'settings.leadDelivery.intake': [{ department: 'used', emails: ['used@own-source.com.au'] }],
  'settings.leadDelivery.adf': 'body',
  'settings.reserveOnline.testPayments': true,
  'contact.facebookUrl': 'https://facebook.com/own-source',
  'contact.instagramUrl': 'https://instagram.com/own-source',
  'contact.youtubeUrl': 'https://youtube.com/own-source',
  'contact.linkedinUrl': 'https://linkedin.com/company/own-source',
}

const valueAt = (tree: unknown, dotted: string) => dotted.split('.').reduce<any>((node, key) => node?.[key], tree)
function setAt(tree: Record<string, any>, dotted: string, value: unknown) {
  const keys = dotted.split('.')
  let node = tree
  for (const key of keys.slice(0, -1)) node = node[key] ??= {}
  node[keys.at(-1)!] = value
}
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

function form(slug: string, startFrom: string, logo: string): NewDealerSiteForm {
  const mine = slug === SOURCE
  return {
    startFrom,
    site: {
      name: mine ? 'Own Source Motors' : 'Copied Motors',
      slug,
      domains: `${slug}.com.au`,
      timeZone: mine ? 'Australia/Perth' : 'Australia/Darwin',
      phone: mine ? '08 9200 0000' : '08 8900 0000',
      email: `hello@${slug}.com.au`,
      legalName: mine ? 'Own Source Pty Ltd' : 'Copied Pty Ltd',
      abn: mine ? '51 824 753 556' : '53 004 085 616',
      logo,
      primaryColour: mine ? '#112233' : '#445566',
      secondaryColour: mine ? '#eeeeee' : '#dddddd',
      accentColour: mine ? '#aa0000' : '#00aa00',
    },
    dealership: { name: mine ? 'Own Source Motors' : 'Copied Motors', makes: 'Toyota' },
    location: {
      name: mine ? 'Own Source Perth' : 'Copied Darwin',
      street: mine ? '1 Hay Street' : '2 Smith Street',
      city: mine ? 'Perth' : 'Darwin',
      state: mine ? 'WA' : 'NT',
      postcode: mine ? '6000' : '0800',
      phone: '',
      hours: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { status: 'Open', open: '09:00', close: '17:00' }])) as NewDealerSiteForm['location']['hours'],
    },
    stock: { from: 'none', url: '', fileName: '', file: '', schedule: 'off' },
    editors: [],
  }
}

const site = async (id: number) => (await payload.findByID({ collection: 'tenants', id, depth: 0, overrideAccess: true })) as Record<string, any>

beforeAll(async () => {
  payload = await getPayload({ config })
  workDir = mkdtempSync(path.join(tmpdir(), 'dealer-own-'))
  adminToken = (await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)).token
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#112233' } }).png().toBuffer()
  const created = await api(port, '/api/tenants/new-dealer-site', { method: 'POST', token: adminToken, body: form(SOURCE, 'template:franchise', `data:image/png;base64,${png.toString('base64')}`) })
  if (created.status !== 201) throw new Error(`Creating the source site failed: ${created.body}`)
  sourceId = created.json<{ siteId: number }>().siteId
  const source = await site(sourceId)
  const data: Record<string, any> = { settings: { makeAnOffer: true, printPdf: true }, contact: source.contact, theme: { ...source.theme, headingFont: 'geometric', radius: 'round' } }
  for (const [dotted, value] of Object.entries(OWN_SAMPLES)) setAt(data, dotted, value)
  await payload.update({ collection: 'tenants', id: sourceId, data: data as never, overrideAccess: true, context: { disableRevalidate: true } })
  const locations = await payload.find({ collection: 'locations', where: { tenant: { equals: sourceId } }, depth: 0, overrideAccess: true })
  await payload.update({ collection: 'locations', id: locations.docs[0]!.id, data: { dealerLicenceNumber: 'MD 12345' } as never, overrideAccess: true })
  await payload.create({ collection: 'users', data: { email: EDITOR, password: TEST_PASSWORD, roles: ['dealer-editor'], tenants: [{ tenant: sourceId }] } as never, overrideAccess: true })
  editorToken = (await logIn(port, EDITOR, TEST_PASSWORD)).token
})

afterAll(async () => {
  // No scheduled import or lead may try the sample feed and webhook after this file.
  if (sourceId) {
    await payload.update({
      collection: 'tenants',
      id: sourceId,
      data: { settings: { stockFeed: { source: null, schedule: null, mode: null }, leadDelivery: { intake: [], adf: null, webhook: { url: null, secret: null } } } } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  rmSync(workDir, { recursive: true, force: true })
})

describe('a dealer editor never reads a secret-bearing setting', () => {
  it('the samples cover every secret-bearing setting', () => {
    expect(Object.keys(SECRET_SAMPLES).sort()).toEqual(SECRET_FIELDS.map((field) => field.path).sort())
    expect(Object.keys(OWN_SAMPLES).sort()).toEqual(DEALER_OWN_FIELDS.filter((field) => !field.onNewSiteForm).map((field) => field.path).sort())
  })

  for (const secret of SECRET_FIELDS) {
    it(`${secret.path}: not over REST nor GraphQL to the site's editor; a platform admin reads it`, async () => {
      const value = SECRET_SAMPLES[secret.path]!
      const rest = await api(port, `/api/tenants/${sourceId}?depth=0`, { token: editorToken })
      expect(rest.status).toBe(200)
      expect(rest.json<{ name: string }>().name).toBe('Own Source Motors')
      expect(rest.body).not.toContain(value)
      const list = await api(port, `/api/tenants?where[id][equals]=${sourceId}&depth=0`, { token: editorToken })
      expect(list.body).not.toContain(value)
      // The site as a populated relationship of the editor's own content.
      const populated = await api(port, `/api/locations?where[tenant][equals]=${sourceId}&depth=1`, { token: editorToken })
      expect(populated.json<{ docs: { tenant: { id: number } }[] }>().docs[0]?.tenant.id).toBe(sourceId)
      expect(populated.body).not.toContain(value)
      // settings.leadDelivery.webhook.secret → settings { leadDelivery { webhook { secret } } }
      const keys = secret.path.split('.')
      const selection = keys.slice(0, -1).reduceRight((inner, key) => `${key} { ${inner} }`, keys.at(-1)!)
      const query = `{ Tenant(id: ${sourceId}) { name ${selection} } }`
      const viaGraphql = await graphql(port, query, editorToken)
      expect(viaGraphql.status).toBe(200)
      expect(viaGraphql.json<{ data: { Tenant: { name: string } } }>().data.Tenant.name).toBe('Own Source Motors')
      expect(viaGraphql.body).not.toContain(value)

      expect((await api(port, `/api/tenants/${sourceId}?depth=0`, { token: adminToken })).body).toContain(JSON.stringify(value))
      expect((await graphql(port, query, adminToken)).body).toContain(JSON.stringify(value))
    })
  }
})

describe('the dashboard without the feed address', () => {
  it('an editor is still told their scheduled stock import is overdue', async () => {
    const editor = (await payload.find({ collection: 'users', where: { email: { equals: EDITOR } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    const dashboard = await loadDashboard(payload, { ...editor, collection: 'users' } as Staff, `localhost:${port}`, tomorrow)
    expect(dashboard.sites.map((entry) => [entry.site.id, entry.importProblems.includes('overdue')])).toEqual([[sourceId, true]])
    expect(JSON.stringify(dashboard.sites)).not.toContain(SECRET_SAMPLES['settings.stockFeed.source'])
  })
})

describe('a seed export carries no secret or credential', () => {
  it('none of the site’s secrets is anywhere in the file, and onboarding refuses it, naming each field, until each placeholder is replaced', async () => {
    const response = await api(port, `/api/tenants/${sourceId}/seed.json`, { token: adminToken })
    expect(response.status).toBe(200)
    for (const credential of CREDENTIALS) expect(response.body).not.toContain(credential)
    const exported = response.json<{ site: Record<string, unknown> }>()
    for (const secret of SECRET_FIELDS) expect(valueAt(exported.site, secret.path), secret.path).toContain(SECRET_PLACEHOLDER)
    // Addresses keep where they point.
    expect(valueAt(exported.site, 'settings.stockFeed.source')).toBe(`https://${SECRET_PLACEHOLDER}@feeds.example.test/stock.json?api_key=${SECRET_PLACEHOLDER}`)

    const file = path.join(workDir, 'exported.json')
    writeFileSync(file, response.body)
    const refusal = await readSeedFile(file).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(SeedFileError)
    for (const secret of SECRET_FIELDS) expect((refusal as Error).message).toContain(`site.${secret.path}: holds the export's placeholder`)

    writeFileSync(file, response.body.replaceAll(SECRET_PLACEHOLDER, 'r'.repeat(40)))
    expect((await readSeedFile(file)).site.slug).toBe(SOURCE)
  })
})

describe('a site copied from another takes none of its identity or integrations', () => {
  it('the copy has its own or none of every dealer-own field, the original’s switches, theme choices, menus and layout, and says what it still needs', async () => {
    const slug = `own-copy-${Date.now()}`
    const response = await api(port, '/api/tenants/new-dealer-site', { method: 'POST', token: adminToken, body: form(slug, `site:${sourceId}`, '') })
    expect(response.status, response.body).toBe(201)
    const created = response.json<{ siteId: number; message: string; stillNeeds: string[] }>()
    const [source, copy] = [await site(sourceId), await site(created.siteId)]
    for (const own of DEALER_OWN_FIELDS) {
      const [original, copied] = [valueAt(source, own.path), valueAt(copy, own.path)]
      expect(isEmpty(original), `the source has ${own.path}`).toBe(false)
      // What the form asks for is the new dealer's; the rest is empty until they set it.
      const outcome = own.onNewSiteForm ? JSON.stringify(copied) !== JSON.stringify(original) : isEmpty(copied)
      expect(outcome, `${own.path} is ${JSON.stringify(copied)}`).toBe(true)
    }
    expect(JSON.stringify(copy)).not.toContain('own-source')
    for (const credential of CREDENTIALS) expect(JSON.stringify(copy)).not.toContain(credential)
    const locations = await payload.find({ collection: 'locations', where: { tenant: { equals: created.siteId } }, depth: 0, overrideAccess: true })
    expect(locations.docs.map((location) => location.dealerLicenceNumber ?? null)).toEqual([null])

    // The form says what the copy still needs: what the original had of its own, each once.
    expect(created.stillNeeds).toEqual([
      'social page links',
      'phone numbers per car type',
      'domain of external links',
      'stock search filter',
      'stock count shown',
      'stock feed',
      'deposit payments',
      'lead intake emails',
      'ADF copy of leads',
      'lead webhook',
    ])
    expect(created.message).toBe('Copied Motors is live. Not copied — the new site still needs its own social page links, phone numbers per car type, domain of external links, stock search filter, stock count shown, stock feed, deposit payments, lead intake emails, ADF copy of leads and lead webhook.')

    // What is shareable came across.
    expect(copy.settings.makeAnOffer).toBe(true)
    expect(copy.settings.printPdf).toBe(true)
    expect({ headingFont: copy.theme.headingFont, radius: copy.theme.radius }).toEqual({ headingFont: 'geometric', radius: 'round' })
    const menuLabels = async (siteId: number) =>
      (await payload.find({ collection: 'menus', where: { tenant: { equals: siteId } }, sort: 'placement', depth: 0, overrideAccess: true })).docs.map((menu) => [menu.placement, (menu.items ?? []).map((item) => item.label)])
    expect(await menuLabels(created.siteId)).toEqual(await menuLabels(sourceId))
    const homeBlocks = async (siteId: number) =>
      (await payload.find({ collection: 'pages', where: { and: [{ tenant: { equals: siteId } }, { placement: { equals: 'home' } }] }, depth: 0, overrideAccess: true, draft: true })).docs.map((page) =>
        (page.layout ?? []).map((block) => block.blockType),
      )
    expect((await homeBlocks(created.siteId))[0]!.length).toBeGreaterThan(0)
    expect(await homeBlocks(created.siteId)).toEqual(await homeBlocks(sourceId))
  })
})
