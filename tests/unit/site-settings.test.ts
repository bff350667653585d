import { describe, expect, it } from 'vitest'

import { settingsFields } from '../../collections/Tenants/settingsFields'
import { RECENTLY_SOLD_DAYS } from '../../src/domain/listing'
import { DEFAULT_PROMO_CARD_POSITIONS } from '../../src/domain/promoCards'
import {
  compactStoredSettings,
  DEFAULT_CALCULATOR_RATE,
  DEFAULT_SITE_SETTINGS,
  resolveSiteSettings,
  siteSettingsSchema,
  type StoredSiteSettings,
} from '../../src/domain/site-settings'
import { settingsPatch } from '../../src/onboarding/settingsPatch'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Paths of every issue when `stored` is rejected, e.g. ['watchlist.mode']. */
function rejectedPaths(stored: unknown): string[] {
  const result = siteSettingsSchema.safeParse(stored)
  expect(result.success, JSON.stringify(stored)).toBe(false)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('platform defaults', () => {
  it('a site that stores nothing gets every platform default', () => {
    expect(resolveSiteSettings({})).toEqual(DEFAULT_SITE_SETTINGS)
    expect(resolveSiteSettings(null)).toEqual(DEFAULT_SITE_SETTINGS)
    expect(resolveSiteSettings(undefined)).toEqual(DEFAULT_SITE_SETTINGS)
  })

  it('sold cars stay listed RECENTLY_SOLD_DAYS (3) days by default', () => {
    expect(RECENTLY_SOLD_DAYS).toBe(3)
    expect(DEFAULT_SITE_SETTINGS.includeSoldCarsDays).toBe(RECENTLY_SOLD_DAYS)
  })

  it('the finance calculator starts at DEFAULT_CALCULATOR_RATE (10%) by default', () => {
    expect(DEFAULT_CALCULATOR_RATE).toBe(10)
    expect(DEFAULT_SITE_SETTINGS.finance.defaultRate).toBe(DEFAULT_CALCULATOR_RATE)
  })

  it('promo cards go at position 9 by default', () => {
    expect(DEFAULT_SITE_SETTINGS.promoCardPositions).toEqual([9])
    expect(DEFAULT_SITE_SETTINGS.promoCardPositions).toEqual(DEFAULT_PROMO_CARD_POSITIONS)
  })
})

describe('stored overrides', () => {
  it('a stored override wins over the default', () => {
    const resolved = resolveSiteSettings({ makeAnOffer: true, includeSoldCarsDays: 0, carTypes: ['used'] })
    expect(resolved.makeAnOffer).toBe(true)
    expect(resolved.includeSoldCarsDays).toBe(0)
    expect(resolved.carTypes).toEqual(['used'])
    expect(resolved.printPdf).toBe(false)
    expect(resolved).toEqual({ ...DEFAULT_SITE_SETTINGS, makeAnOffer: true, includeSoldCarsDays: 0, carTypes: ['used'] })
  })

  it('false overrides a default of true', () => {
    expect(resolveSiteSettings({ optInTickedByDefault: false }).optInTickedByDefault).toBe(false)
    expect(resolveSiteSettings({ gatedRoutes: { spinToWin: false } }).gatedRoutes).toEqual({
      checkout: true,
      personalisedFinance: true,
      spinToWin: false,
    })
  })

  it('nested groups merge: overriding the finance rate keeps the default providers', () => {
    expect(resolveSiteSettings({ finance: { defaultRate: 8.5 } }).finance).toEqual({
      providers: [],
      defaultRate: 8.5,
      hideEstimates: false,
      personalisedFinance: false,
    })
    expect(resolveSiteSettings({ reserveOnline: { enabled: true } }).reserveOnline).toEqual({
      enabled: true,
      routeName: 'checkout',
      defaultDeposit: 200,
      carTypes: ['new', 'used', 'demo'],
      holdsPerShopper: 1,
      testPayments: false,
    })
  })

  it('an array setting replaces the default list instead of merging with it', () => {
    expect(resolveSiteSettings({ promoCardPositions: [8, 17] }).promoCardPositions).toEqual([8, 17])
    expect(resolveSiteSettings({ carCardButtons: ['reserve'] }).carCardButtons).toEqual(['reserve'])
  })

  it('trims and lowercases what staff type', () => {
    const resolved = resolveSiteSettings({
      externalLinksBaseDomain: ' SwanRiverToyota.com.au ',
      certifiedManufacturer: ' Toyota ',
      phoneNumbers: { new: ' 08 9250 1001 ' },
    })
    expect(resolved.externalLinksBaseDomain).toBe('swanrivertoyota.com.au')
    expect(resolved.certifiedManufacturer).toBe('Toyota')
    expect(resolved.phoneNumbers).toEqual({ new: '08 9250 1001', used: '', demo: '' })
  })
})

describe('empty values stored by the admin mean "default"', () => {
  it('null, undefined, blank text and empty lists are dropped, nested groups too', () => {
    expect(
      compactStoredSettings({
        id: 'abc',
        makeAnOffer: null,
        printPdf: undefined,
        promoCardPositions: [],
        watchlist: { mode: null, usedCarsWithPriceAndImageOnly: true },
        finance: { providers: [], defaultRate: null, hideEstimates: null, personalisedFinance: null },
        phoneNumbers: { new: null, used: null, demo: null },
        subscriptions: false,
        includeSoldCarsDays: 0,
        certifiedManufacturer: '',
      }),
    ).toEqual({
      watchlist: { usedCarsWithPriceAndImageOnly: true },
      subscriptions: false,
      includeSoldCarsDays: 0,
    })
  })

  it('anything that is not an object stores nothing', () => {
    expect(compactStoredSettings(null)).toEqual({})
    expect(compactStoredSettings(undefined)).toEqual({})
    expect(compactStoredSettings('x')).toEqual({})
    expect(compactStoredSettings([1, 2])).toEqual({})
  })

  it('an untouched admin form resolves to the platform defaults', () => {
    const untouched = settingsPatch({})
    expect(resolveSiteSettings(untouched as StoredSiteSettings)).toEqual(DEFAULT_SITE_SETTINGS)
    expect(
      resolveSiteSettings({
        watchlist: { mode: null, usedCarsWithPriceAndImageOnly: true },
        promoCardPositions: [],
        finance: { defaultRate: null, providers: ['generic'] },
      } as never),
    ).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      watchlist: { mode: 'device', usedCarsWithPriceAndImageOnly: true },
      finance: { ...DEFAULT_SITE_SETTINGS.finance, providers: ['generic'] },
    })
  })

  it('a phone number emptied in the admin means the location number, not an invalid phone', () => {
    // The admin stores '' for a text field that was filled in and then cleared.
    expect(resolveSiteSettings({ phoneNumbers: { new: '', used: '08 9250 1002' } }).phoneNumbers).toEqual({
      new: '',
      used: '08 9250 1002',
      demo: '',
    })
  })
})

describe('invalid settings are rejected with the field path', () => {
  it('an unknown watchlist mode', () => {
    expect(rejectedPaths({ watchlist: { mode: 'cloud' } })).toEqual(['watchlist.mode'])
    expect(() => resolveSiteSettings({ watchlist: { mode: 'cloud' } } as never)).toThrow(/watchlist/)
  })

  it('a promo card position that is not among the choices', () => {
    expect(rejectedPaths({ promoCardPositions: [5] })).toEqual(['promoCardPositions.0'])
    expect(rejectedPaths({ promoCardPositions: [9, 7] })).toEqual(['promoCardPositions.1'])
    expect(siteSettingsSchema.safeParse({ promoCardPositions: [4, 6, 8, 9, 17] }).success).toBe(true)
    expect(rejectedPaths({ promoCardPositions: [4, 6, 8, 9, 17, 4] })).toEqual(['promoCardPositions'])
  })

  it('a negative, fractional or too large number of sold-car days', () => {
    expect(rejectedPaths({ includeSoldCarsDays: -1 })).toEqual(['includeSoldCarsDays'])
    expect(rejectedPaths({ includeSoldCarsDays: 1.5 })).toEqual(['includeSoldCarsDays'])
    expect(rejectedPaths({ includeSoldCarsDays: 91 })).toEqual(['includeSoldCarsDays'])
    expect(siteSettingsSchema.safeParse({ includeSoldCarsDays: 90 }).success).toBe(true)
  })

  it('an external links domain with a scheme', () => {
    expect(rejectedPaths({ externalLinksBaseDomain: 'https://x' })).toEqual(['externalLinksBaseDomain'])
    expect(rejectedPaths({ externalLinksBaseDomain: 'dealer' })).toEqual(['externalLinksBaseDomain'])
    expect(siteSettingsSchema.safeParse({ externalLinksBaseDomain: '' }).success).toBe(true)
    expect(siteSettingsSchema.safeParse({ externalLinksBaseDomain: 'dealer.com.au' }).success).toBe(true)
  })

  it('a finance rate out of range, a bad phone number, an empty car type list', () => {
    expect(rejectedPaths({ finance: { defaultRate: 31 } })).toEqual(['finance.defaultRate'])
    expect(rejectedPaths({ phoneNumbers: { used: 'call us' } })).toEqual(['phoneNumbers.used'])
    expect(rejectedPaths({ carTypes: [] })).toEqual(['carTypes'])
    expect(rejectedPaths({ carTypes: ['boat'] })).toEqual(['carTypes.0'])
    expect(rejectedPaths({ reserveOnline: { defaultDeposit: 0 } })).toEqual(['reserveOnline.defaultDeposit'])
  })

  it('reports every problem, not only the first', () => {
    expect(rejectedPaths({ watchlist: { mode: 'cloud' }, includeSoldCarsDays: -1 }).sort()).toEqual([
      'includeSoldCarsDays',
      'watchlist.mode',
    ])
  })

  it('an unknown setting is rejected, not ignored', () => {
    const result = siteSettingsSchema.safeParse({ makeAnOfer: true })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['makeAnOfer'] })
  })

  it('an unknown setting inside a group is rejected, not ignored', () => {
    const result = siteSettingsSchema.safeParse({ finance: { defaultRte: 8.5 } })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', path: ['finance'], keys: ['defaultRte'] })
  })
})

describe('settingsPatch: what onboarding writes for a seed', () => {
  const seed: StoredSiteSettings = {
    watchlist: { mode: 'server' },
    finance: { defaultRate: 8.5 },
    promoCardPositions: [8, 17],
    certifiedManufacturer: 'Toyota',
    makeAnOffer: false,
  }

  /** DEFAULT_SITE_SETTINGS with every leaf emptied: null, or [] for lists. */
  function emptied(defaults: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(defaults).map(([key, value]) => [
        key,
        isPlainObject(value) ? emptied(value) : Array.isArray(value) ? [] : null,
      ]),
    )
  }

  it('every setting the seed does not set is written empty (null, or [] for lists)', () => {
    const expected = emptied(DEFAULT_SITE_SETTINGS as unknown as Record<string, unknown>) as Record<string, Record<string, unknown>>
    expected.watchlist!.mode = 'server'
    expected.finance!.defaultRate = 8.5
    expect(settingsPatch(seed)).toEqual({
      ...expected,
      promoCardPositions: [8, 17],
      certifiedManufacturer: 'Toyota',
      makeAnOffer: false,
    })
  })

  it('an empty seed writes an empty value for every setting', () => {
    const patch = settingsPatch({})
    expect(patch).toEqual(emptied(DEFAULT_SITE_SETTINGS as unknown as Record<string, unknown>))
    expect(patch.finance).toEqual({ providers: [], defaultRate: null, hideEstimates: null, personalisedFinance: null })
    expect(patch.carTypes).toEqual([])
    expect(patch.stockCountOverride).toBeNull()
  })

  it('the patch stores exactly what the seed sets', () => {
    expect(compactStoredSettings(settingsPatch(seed))).toEqual(seed)
  })

  it('removing a setting from a seed resets it to the platform default', () => {
    const before = resolveSiteSettings(settingsPatch({ ...seed, makeAnOffer: true, includeSoldCarsDays: 14 }) as never)
    expect(before.makeAnOffer).toBe(true)
    expect(before.includeSoldCarsDays).toBe(14)
    // Every key is in the patch, so writing it replaces the whole stored value.
    const after = resolveSiteSettings(settingsPatch(seed) as never)
    expect(after.makeAnOffer).toBe(false)
    expect(after.includeSoldCarsDays).toBe(RECENTLY_SOLD_DAYS)
    expect(after).toEqual(resolveSiteSettings(seed))
    expect(after.finance).toEqual({ ...DEFAULT_SITE_SETTINGS.finance, defaultRate: 8.5 })
  })
})

describe('one source: the admin fields and the settings schema name the same settings', () => {
  type Shape = { [key: string]: true | Shape }
  type AnyField = { name?: string; type: string; fields?: AnyField[]; tabs?: { name?: string; fields: AnyField[] }[] }

  /** Named leaves and groups of Payload fields; collapsibles, rows and unnamed tabs only lay fields out. */
  function fieldShape(fields: readonly AnyField[], into: Shape = {}, at = 'settings'): Shape {
    const add = (name: string, value: true | Shape) => {
      if (name in into) throw new Error(`${at}.${name} appears twice in the admin fields`)
      into[name] = value
    }
    for (const field of fields) {
      if (field.type === 'collapsible' || field.type === 'row') {
        if (field.name) throw new Error(`${at}.${field.name}: a ${field.type} only lays fields out and takes no name`)
        fieldShape(field.fields ?? [], into, at)
      } else if (field.type === 'tabs') {
        for (const tab of field.tabs ?? []) {
          if (tab.name) add(tab.name, fieldShape(tab.fields, {}, `${at}.${tab.name}`))
          else fieldShape(tab.fields, into, at)
        }
      } else if (field.type === 'group' && field.name) {
        add(field.name, fieldShape(field.fields ?? [], {}, `${at}.${field.name}`))
      } else if (field.name) {
        add(field.name, true)
      } else if (field.type !== 'ui') {
        throw new Error(`${at}: unnamed ${field.type} field`)
      }
    }
    return into
  }

  function valueShape(value: Record<string, unknown>): Shape {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, isPlainObject(child) ? valueShape(child) : true]),
    )
  }

  function schemaShape(schema: unknown): Shape {
    // z.object(...).partial() keeps the object; unwrap optional/nullable wrappers.
    let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown; def?: { type?: string } }
    while (!current.shape && typeof current.unwrap === 'function') current = current.unwrap() as typeof current
    return Object.fromEntries(
      Object.entries(current.shape ?? {}).map(([key, child]) => {
        let inner = child as typeof current
        while (!inner.shape && typeof inner.unwrap === 'function' && inner.def?.type !== 'array') {
          inner = inner.unwrap() as typeof current
        }
        return [key, inner.shape ? schemaShape(inner) : true]
      }),
    )
  }

  it('the admin settings fields have the structure of DEFAULT_SITE_SETTINGS', () => {
    const admin = fieldShape(settingsFields as unknown as AnyField[])
    const defaults = valueShape(DEFAULT_SITE_SETTINGS as unknown as Record<string, unknown>)
    expect(admin).toEqual(defaults)
    expect(Object.keys(defaults).length).toBeGreaterThan(20)
    expect(defaults.finance).toEqual({ providers: true, defaultRate: true, hideEstimates: true, personalisedFinance: true })
  })

  it('DEFAULT_SITE_SETTINGS has a value for every key of the zod schema, and no other', () => {
    expect(valueShape(DEFAULT_SITE_SETTINGS as unknown as Record<string, unknown>)).toEqual(schemaShape(siteSettingsSchema))
  })

  it('the walk notices a missing or extra admin field', () => {
    const admin = fieldShape(settingsFields as unknown as AnyField[])
    const defaults = valueShape(DEFAULT_SITE_SETTINGS as unknown as Record<string, unknown>)
    const { printPdf: _removed, ...withoutOne } = admin
    expect(withoutOne).not.toEqual(defaults)
    expect({ ...admin, finance: { ...(admin.finance as Shape), extra: true } }).not.toEqual(defaults)
  })
})
