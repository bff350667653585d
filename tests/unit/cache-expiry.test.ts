import { describe, expect, it } from 'vitest'

import { expiryOfMovedVersion, expiryOfNotification } from '@/server/cacheExpiry/expiry'
import { VersionWatch } from '@/server/cacheExpiry/versionWatch'
import { NETWORK_OFFERS_TAG, PLATFORM_TAGS, SITE_DATA_KINDS, siteTag } from '@/lib/cacheTags'
import { changeOfSiteRecord, changeOfTags, decodeSiteDataChange, encodeSiteDataChange, versionRowsOf } from '@/lib/siteDataChange'
import { decodeStockChange, encodeStockChange } from '@/server/stockVersion'

describe('a change to site data', () => {
  it('names the sites its tags belong to, once each', () => {
    expect(changeOfTags([siteTag(12, 'locations'), siteTag(12, 'dealerships'), siteTag(7, 'pages')])).toEqual({
      sites: ['12', '7'],
      tags: ['site:12:locations', 'site:12:dealerships', 'site:7:pages'],
    })
  })

  it('reaches every site when one of its tags is platform data', () => {
    expect(changeOfTags([siteTag(12, 'offers'), NETWORK_OFFERS_TAG]).sites).toBe('all')
  })

  it('of a site’s own record expires its pages and no data tag', () => {
    expect(changeOfSiteRecord(5)).toEqual({ sites: ['5'], tags: [] })
  })

  it('moves the version row of each site, or the platform’s', () => {
    expect(versionRowsOf({ sites: ['3', '4'], tags: [] })).toEqual(['3', '4'])
    expect(versionRowsOf({ sites: 'all', tags: [NETWORK_OFFERS_TAG] })).toEqual(['all'])
  })

  it('travels as a NOTIFY payload and back', () => {
    const change = changeOfTags([siteTag(12, 'locations')])
    expect(decodeSiteDataChange(encodeSiteDataChange(change))).toEqual(change)
    expect(decodeSiteDataChange(encodeSiteDataChange({ sites: 'all', tags: [NETWORK_OFFERS_TAG] }))).toEqual({ sites: 'all', tags: [NETWORK_OFFERS_TAG] })
  })

  it('ignores payloads that are not a change', () => {
    for (const payload of ['', '12', 'not json', '{"sites":[1],"tags":[]}', '{"sites":"some","tags":[]}', '{"sites":["1"]}']) {
      expect(decodeSiteDataChange(payload)).toBeNull()
    }
  })
})

describe('what an instance expires when it hears of a change', () => {
  it('a site data notification: the sites’ pages, the tags named, and the cached site lookups', () => {
    const payload = encodeSiteDataChange({ sites: ['12'], tags: ['site:12:pages'] })
    expect(expiryOfNotification('site_data_changed', payload)).toEqual({ change: { sites: ['12'], tags: ['site:12:pages'] }, siteLookups: true })
  })

  it('a hold begun or ended: only the pages that show that car, on every instance', () => {
    expect(expiryOfNotification('stock_changed', encodeStockChange({ siteId: 12, heldCarSlug: 'toyota-hilux-sr5' }))).toEqual({ change: { sites: [], tags: [] }, siteLookups: false, heldCar: { site: '12', slug: 'toyota-hilux-sr5' } })
    expect(decodeStockChange(encodeStockChange({ siteId: 12, heldCarSlug: 'a:b' }))).toEqual({ siteId: 12, heldCarSlug: 'a:b' })
    expect(decodeStockChange(encodeStockChange({ siteId: 12, heldCarSlug: null }))).toEqual({ siteId: 12, heldCarSlug: null })
  })

  it('a stock notification: that site’s pages, even where its search index never loaded', () => {
    expect(expiryOfNotification('stock_changed', '12')).toEqual({ change: { sites: ['12'], tags: [] }, siteLookups: false })
  })

  it('nothing for a payload it does not understand', () => {
    expect(expiryOfNotification('stock_changed', 'all')).toBeNull()
    expect(expiryOfNotification('stock_changed', undefined)).toBeNull()
    expect(expiryOfNotification('site_data_changed', 'garbage')).toBeNull()
    expect(expiryOfNotification('other', '12')).toBeNull()
  })

  it('a site whose data version moved unheard: every tag the site’s data carries', () => {
    expect(expiryOfMovedVersion({ table: 'site_data', site: '12', version: 4 })).toEqual({
      change: { sites: ['12'], tags: SITE_DATA_KINDS.map((kind) => siteTag(12, kind)) },
      siteLookups: true,
    })
  })

  it('platform data whose version moved unheard: every site’s pages and every platform tag', () => {
    expect(expiryOfMovedVersion({ table: 'site_data', site: 'all', version: 2 })).toEqual({ change: { sites: 'all', tags: PLATFORM_TAGS }, siteLookups: true })
  })

  it('a site whose stock version moved unheard: its pages', () => {
    expect(expiryOfMovedVersion({ table: 'stock', site: '12', version: 9 })).toEqual({ change: { sites: ['12'], tags: [] }, siteLookups: false })
  })
})

describe('watching the version rows', () => {
  it('the first reading is only the baseline', () => {
    expect(new VersionWatch().moved([{ table: 'stock', site: '1', version: 3 }])).toEqual([])
  })

  it('names the rows that moved or appeared since the last reading, and only those', () => {
    const watch = new VersionWatch()
    watch.moved([
      { table: 'stock', site: '1', version: 3 },
      { table: 'site_data', site: '1', version: 5 },
      { table: 'site_data', site: '2', version: 1 },
    ])
    const moved = watch.moved([
      { table: 'stock', site: '1', version: 3 },
      { table: 'site_data', site: '1', version: 6 },
      { table: 'site_data', site: '2', version: 1 },
      { table: 'site_data', site: 'all', version: 1 },
    ])
    expect(moved).toEqual([
      { table: 'site_data', site: '1', version: 6 },
      { table: 'site_data', site: 'all', version: 1 },
    ])
    expect(watch.moved([{ table: 'site_data', site: '1', version: 6 }])).toEqual([])
  })

  it('tells a site’s stock version from its data version', () => {
    const watch = new VersionWatch()
    watch.moved([{ table: 'stock', site: '1', version: 2 }])
    expect(watch.moved([{ table: 'site_data', site: '1', version: 2 }])).toEqual([{ table: 'site_data', site: '1', version: 2 }])
  })
})
