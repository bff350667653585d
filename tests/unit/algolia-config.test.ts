import { describe, expect, it } from 'vitest'

import { algoliaConfig } from '@/search/algolia'

const full = { ALGOLIA_APP_ID: 'ABCD1234EF', ALGOLIA_ADMIN_KEY: 'a1b2c3admin', ALGOLIA_SEARCH_KEY: 'd4e5f6search' }

describe('Algolia configuration', () => {
  it('is null when no ALGOLIA_* credential is set, blank ones included: the built-in engine serves search', () => {
    expect(algoliaConfig({})).toBeNull()
    expect(algoliaConfig({ ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_KEY: '  ' })).toBeNull()
    // A prefix alone configures nothing and breaks nothing.
    expect(algoliaConfig({ ALGOLIA_INDEX_PREFIX: 'staging_' })).toBeNull()
  })

  it('reads the app id and keys, with the default index prefix', () => {
    expect(algoliaConfig(full)).toEqual({ appId: 'ABCD1234EF', adminKey: 'a1b2c3admin', searchKey: 'd4e5f6search', indexPrefix: 'forecourt_', hosts: null })
    expect(algoliaConfig({ ...full, ALGOLIA_SEARCH_KEY: undefined, ALGOLIA_INDEX_PREFIX: 'staging_' })).toEqual({
      appId: 'ABCD1234EF',
      adminKey: 'a1b2c3admin',
      searchKey: null,
      indexPrefix: 'staging_',
      hosts: null,
    })
  })

  it('sends every request to ALGOLIA_HOSTS when set (a local stand-in for Algolia)', () => {
    expect(algoliaConfig({ ...full, ALGOLIA_HOSTS: 'http://127.0.0.1:3620, https://algolia.example:8443' })?.hosts).toEqual([
      { url: '127.0.0.1:3620', protocol: 'http', accept: 'readWrite' },
      { url: 'algolia.example:8443', protocol: 'https', accept: 'readWrite' },
    ])
    expect(() => algoliaConfig({ ...full, ALGOLIA_HOSTS: '127.0.0.1:3620' })).toThrow(/ALGOLIA_HOSTS must be comma-separated/)
  })

  it('throws on a half-set configuration, naming what is missing, instead of falling back', () => {
    expect(() => algoliaConfig({ ALGOLIA_APP_ID: 'ABCD1234EF' })).toThrow(
      /^Algolia is misconfigured: ALGOLIA_ADMIN_KEY is not set, but other ALGOLIA_\* variables are: set both ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY/,
    )
    expect(() => algoliaConfig({ ALGOLIA_ADMIN_KEY: 'a1b2c3admin' })).toThrow(/ALGOLIA_APP_ID is not set/)
    expect(() => algoliaConfig({ ALGOLIA_SEARCH_KEY: 'd4e5f6search' })).toThrow(/ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set/)
  })

  it('refuses malformed values and the admin key as the browser key parent', () => {
    expect(() => algoliaConfig({ ...full, ALGOLIA_APP_ID: 'ABCD 1234' })).toThrow(/ALGOLIA_APP_ID must be letters and digits/)
    expect(() => algoliaConfig({ ...full, ALGOLIA_INDEX_PREFIX: 'prod*' })).toThrow(/ALGOLIA_INDEX_PREFIX may hold only/)
    expect(() => algoliaConfig({ ...full, ALGOLIA_SEARCH_KEY: full.ALGOLIA_ADMIN_KEY })).toThrow(/ALGOLIA_SEARCH_KEY is the admin key/)
  })
})
