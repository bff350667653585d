import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Tenants } from '../../collections/Tenants'
import { fieldPaths } from '../../collections/Tenants/secretFieldAccess'
import {
  copyStillNeeds,
  DEALER_OWN_FIELDS,
  exportableSettings,
  SECRET_FIELDS,
  SECRET_PLACEHOLDER,
  sharedSettings,
  withoutCredentials,
} from '../../src/domain/dealerOwnFields'
import { DEFAULT_SITE_SETTINGS } from '../../src/domain/site-settings'
import { stillNeedsSentence } from '../../src/onboarding/newSiteForm'
import { copiedSiteStart, type SeedInput } from '../../src/onboarding/newSiteSeed'
import { seedSchema } from '../../src/onboarding/seedSchema'

/**
 * DEALER_OWN_FIELDS is the one list of a site's identity and integrations;
 * each test below runs over every member, so a field added to the list is
 * covered at once, and a field added to the site that looks secret-bearing
 * fails until it is classified.
 */

/** A field name that suggests a secret, a credential or an address of the dealer's own. */
const LOOKS_SECRET = /secret|password|token|key|credential|source|url/i

const ownPaths = DEALER_OWN_FIELDS.map((field) => field.path)
const isOwn = (path: string) => ownPaths.some((own) => path === own || path.startsWith(`${own}.`))
const leafFields = fieldPaths(Tenants.fields).filter(({ field }) => 'name' in field && field.type !== 'ui' && field.type !== 'group')

function setAt(tree: Record<string, any>, path: string, value: unknown) {
  const keys = path.split('.')
  let node = tree
  for (const key of keys.slice(0, -1)) node = node[key] ??= {}
  node[keys.at(-1)!] = value
}

const SECRET_SAMPLES: Record<string, string> = {
  'settings.stockFeed.source': 'https://feed-user:feed-pass-8812@feeds.example.test/stock.json?api_key=feedkey-5531&format=json',
  'settings.leadDelivery.webhook.url': 'https://crm-user:crm-pass-2290@crm.example.test/hooks/leads?token=crmtoken-7734',
  'settings.leadDelivery.webhook.secret': 'webhook-secret-0123456789abcdef0123456789',
}
/** The parts of each sample that are the credential: none may survive. */
const CREDENTIALS = ['feed-user', 'feed-pass-8812', 'feedkey-5531', 'crm-user', 'crm-pass-2290', 'crmtoken-7734', 'webhook-secret-0123456789abcdef0123456789']

describe('every field of a dealer site is classified: the dealer’s own, or shareable', () => {
  it('each listed path names a field of the site', () => {
    const paths = new Set(leafFields.map(({ path }) => path))
    for (const path of ownPaths) expect(paths.has(path), path).toBe(true)
  })

  it('a field whose name looks secret-bearing is on the list (classify a new one in src/domain/dealerOwnFields.ts)', () => {
    const unclassified = leafFields.filter(({ path }) => LOOKS_SECRET.test(path.split('.').at(-1)!) && !isOwn(path)).map(({ path }) => path)
    expect(unclassified).toEqual([])
  })

  it('the class guard notices a new credential-looking setting', () => {
    const withNew: Field[] = [...Tenants.fields, { name: 'settings', type: 'group', fields: [{ name: 'paymentApiKey', type: 'text' }] }]
    const found = fieldPaths(withNew).filter(({ field, path }) => 'name' in field && LOOKS_SECRET.test(path.split('.').at(-1)!) && !isOwn(path))
    expect(found.map(({ path }) => path)).toEqual(['settings.paymentApiKey'])
  })

  it('every secret-bearing field is a setting, where the export replaces secrets', () => {
    expect(SECRET_FIELDS.filter((field) => !field.path.startsWith('settings.'))).toEqual([])
  })

  it('every secret-bearing field is read, created and changed by platform admins only', () => {
    expect(SECRET_FIELDS.map((field) => field.path).sort()).toEqual(Object.keys(SECRET_SAMPLES).sort())
    const admin = { req: { user: { collection: 'users', roles: ['platform-admin'] } } }
    const editor = { req: { user: { collection: 'users', roles: ['dealer-editor'] } } }
    for (const secret of SECRET_FIELDS) {
      const { field } = leafFields.find(({ path }) => path === secret.path)!
      const access = (field as { access?: Record<string, (args: unknown) => boolean> }).access ?? {}
      for (const operation of ['read', 'create', 'update']) {
        expect(access[operation]?.(editor), `${secret.path} ${operation} by an editor`).toBe(false)
        expect(access[operation]?.(admin), `${secret.path} ${operation} by an admin`).toBe(true)
      }
    }
  })
})

describe('a seed export carries no secret', () => {
  it('each secret is the placeholder, each address keeps its host and path without its credentials', () => {
    const settings: Record<string, any> = {}
    for (const [path, value] of Object.entries(SECRET_SAMPLES)) setAt(settings, path.slice('settings.'.length), value)
    const exported = exportableSettings(settings)
    const text = JSON.stringify(exported)
    for (const credential of CREDENTIALS) expect(text).not.toContain(credential)
    expect(exported.leadDelivery).toEqual({
      webhook: { url: `https://${SECRET_PLACEHOLDER}@crm.example.test/hooks/leads?token=${SECRET_PLACEHOLDER}`, secret: SECRET_PLACEHOLDER },
    })
    expect((exported.stockFeed as { source: string }).source).toBe(`https://${SECRET_PLACEHOLDER}@feeds.example.test/stock.json?api_key=${SECRET_PLACEHOLDER}&format=json`)
    // The site's own settings are left as they were.
    expect(settings.leadDelivery.webhook.secret).toBe(SECRET_SAMPLES['settings.leadDelivery.webhook.secret'])
  })

  it('an address without credentials, a file path and an unset secret are kept as they are', () => {
    expect(withoutCredentials('https://feeds.example.test/stock.json?format=csv')).toBe('https://feeds.example.test/stock.json?format=csv')
    expect(withoutCredentials('/srv/feeds/coastal.ndjson')).toBe('/srv/feeds/coastal.ndjson')
    expect(withoutCredentials('https://u:p@x.test/?sig=1&page=2#top')).toBe(`https://${SECRET_PLACEHOLDER}@x.test/?sig=${SECRET_PLACEHOLDER}&page=2#top`)
    expect(exportableSettings({ printPdf: true, leadDelivery: { webhook: { url: '' } } })).toEqual({ printPdf: true, leadDelivery: { webhook: { url: '' } } })
  })

  it('onboarding refuses a seed holding the placeholder in any secret field, naming the field', () => {
    for (const secret of SECRET_FIELDS) {
      const settings: Record<string, any> = {}
      // A webhook address needs its secret beside it: a real one, so the placeholder is what is wrong.
      if (secret.path === 'settings.leadDelivery.webhook.url') setAt(settings, 'leadDelivery.webhook.secret', 'x'.repeat(40))
      setAt(settings, secret.path.slice('settings.'.length), secret.secret === 'value' ? SECRET_PLACEHOLDER : withoutCredentials(SECRET_SAMPLES[secret.path]!))
      const result = seedSchema.safeParse({ site: { name: 'Export Motors', slug: 'export-motors', timeZone: 'Australia/Perth', settings } })
      const problems = (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      expect(problems, secret.path).toContain(`site.${secret.path}: holds the export's placeholder ${SECRET_PLACEHOLDER}: put the site's own value there, or leave the field out`)
    }
  })
})

describe('a copied site takes no dealer-own field', () => {
  /** A source site with a value in every dealer-own setting, and shareable switches beside them. */
  function sourceSite(): SeedInput {
    const settings: Record<string, any> = { makeAnOffer: true, printPdf: true, certifiedManufacturer: 'Toyota', finance: { providers: ['generic'] }, carCardButtons: ['reserve'] }
    const samples: Record<string, unknown> = {
      ...SECRET_SAMPLES,
      'settings.phoneNumbers.new': '08 9200 1111',
      'settings.phoneNumbers.used': '08 9200 2222',
      'settings.phoneNumbers.demo': '08 9200 3333',
      'settings.externalLinksBaseDomain': 'source-dealer.com.au',
      'settings.searchFilter': 'dealership_id:12',
      'settings.stockCountOverride': 1999,
      'settings.stockFeed.schedule': 'hourly',
      'settings.stockFeed.mode': 'delta',
      'settings.leadDelivery.intake': [{ department: 'used', emails: ['used@source-dealer.com.au'] }],
      'settings.leadDelivery.adf': 'body',
      'settings.reserveOnline.testPayments': true,
    }
    const ownSettings = ownPaths.filter((path) => path.startsWith('settings.'))
    expect(Object.keys(samples).sort()).toEqual(ownSettings.sort())
    for (const [path, value] of Object.entries(samples)) setAt(settings, path.slice('settings.'.length), value)
    return {
      site: {
        name: 'Source Motors',
        slug: 'source-motors',
        timeZone: 'Australia/Perth',
        domains: ['source-dealer.com.au'],
        theme: { headingFont: 'geometric', radius: 'round', primaryColour: '#123456' },
        contact: { facebookUrl: 'https://facebook.com/source', abn: '51 824 753 556', phone: '08 9200 0000' },
        settings,
      },
      menus: { header: [{ label: 'Stock', link: '/search/used-cars' }] },
      home: { layout: [{ blockType: 'quickSearch', heading: 'Find a car' }] },
    }
  }

  it('no dealer-own setting is copied; the switches, theme choices, menus and layout are', () => {
    const start = copiedSiteStart(sourceSite())
    const text = JSON.stringify(start)
    for (const credential of CREDENTIALS) expect(text).not.toContain(credential)
    for (const path of ownPaths.filter((own) => own.startsWith('settings.'))) {
      const value = path.slice('settings.'.length).split('.').reduce<any>((node, key) => node?.[key], start.settings)
      expect(value, path).toBeUndefined()
    }
    expect(start.settings).toEqual({ makeAnOffer: true, printPdf: true, certifiedManufacturer: 'Toyota', finance: { providers: ['generic'] }, carCardButtons: ['reserve'] })
    expect(start.theme).toEqual({ headingFont: 'geometric', bodyFont: undefined, radius: 'round', density: undefined })
    expect(start.menus?.header).toEqual([{ label: 'Stock', link: '/search/used-cars' }])
    expect(start.home?.layout).toEqual([{ blockType: 'quickSearch', heading: 'Find a car' }])
  })

  it('the form says what the copy still needs: only what the original had, each once', () => {
    const start = copiedSiteStart(sourceSite())
    expect(start.stillNeeds).toEqual([
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
    expect(copyStillNeeds({ settings: { leadDelivery: { intake: [{ department: 'new', emails: ['a@b.test'] }], webhook: { url: '', secret: null } } } })).toEqual(['lead intake emails'])
    // A site that states the platform default has nothing of its own there.
    expect(copyStillNeeds({ settings: DEFAULT_SITE_SETTINGS as never })).toEqual([])
    expect(stillNeedsSentence(['lead intake emails', 'lead webhook', 'stock feed'])).toBe('Not copied — the new site still needs its own lead intake emails, lead webhook and stock feed.')
    expect(stillNeedsSentence([])).toBe('')
  })

  it('the shared settings of a site are all it keeps', () => {
    expect(sharedSettings({ printPdf: true, leadDelivery: { adf: 'body' }, finance: { defaultRate: 7 } })).toEqual({ printPdf: true, finance: { defaultRate: 7 } })
  })
})
