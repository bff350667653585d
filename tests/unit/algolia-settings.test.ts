import { describe, expect, it } from 'vitest'

import { algoliaIndexName, logicalIndexName, replicaIndexNames, replicaSorts, siteIndexNames } from '@/search/algolia/indexNames'
import { DEFAULT_RANKING, primarySettings, replicaSettings, SEARCHABLE_FACETS } from '@/search/algolia/settings'
import { ALL_FACETS, FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, SORT_INDICES } from '@/domain/searchAttributes'
import { SearchRequestError } from '@/search/request'

const config = { indexPrefix: 'forecourt_' }
const replicaSuffixes = Object.keys(SORT_INDICES).filter((suffix) => suffix !== '')

/** An attributesForFaceting entry without its modifier: searchable(make) → make. */
const bare = (entry: string) => entry.replace(/^\w+\((.+)\)$/, '$1')

describe('Algolia index names', () => {
  it('gives each site its own primary and one replica per sort', () => {
    expect(algoliaIndexName(config, 12)).toBe('forecourt_site_12_vehicles')
    expect(algoliaIndexName(config, 12, 'vehicles_price_asc')).toBe('forecourt_site_12_vehicles_price_asc')
    expect(replicaIndexNames(config, 12)).toEqual(replicaSuffixes.map((suffix) => `forecourt_site_12_vehicles_${suffix}`))
    expect(siteIndexNames({ indexPrefix: 'staging_' }, 3)).toEqual(['staging_site_3_vehicles', ...replicaSuffixes.map((suffix) => `staging_site_3_vehicles_${suffix}`)])
  })

  it('maps real names back to logical ones, only for the site’s own indices', () => {
    expect(logicalIndexName(config, 12, 'forecourt_site_12_vehicles')).toBe('vehicles')
    expect(logicalIndexName(config, 12, 'forecourt_site_12_vehicles_km_desc')).toBe('vehicles_km_desc')
    expect(logicalIndexName(config, 12, 'forecourt_site_1_vehicles')).toBeNull()
    expect(logicalIndexName(config, 1, 'forecourt_site_12_vehicles')).toBeNull()
    expect(logicalIndexName(config, 12, 'forecourt_site_12_vehicles_tmp_123456')).toBeNull()
  })

  it('refuses logical names that are no sort, as the built-in engine does', () => {
    expect(() => algoliaIndexName(config, 12, 'vehicles_colour_asc')).toThrow(SearchRequestError)
    expect(() => algoliaIndexName(config, 12, 'forecourt_site_13_vehicles')).toThrow(/Unknown index/)
  })
})

describe('Algolia index settings', () => {
  const primary = primarySettings(config, 12)

  it('facets on every facet, numeric and boolean attribute of attributes.ts, and filters on slug', () => {
    const faceted = (primary.attributesForFaceting ?? []).map(bare)
    for (const attribute of ALL_FACETS) expect(faceted).toContain(attribute)
    expect(primary.attributesForFaceting).toContain('filterOnly(slug)')
    expect(faceted).toHaveLength(ALL_FACETS.length + 1)
  })

  it('lets shoppers search the values of open-ended string facets only', () => {
    for (const facet of SEARCHABLE_FACETS) expect(primary.attributesForFaceting).toContain(`searchable(${facet})`)
    expect(primary.attributesForFaceting).toContain('body')
    expect(SEARCHABLE_FACETS.every((facet) => (FACET_ATTRIBUTES as readonly string[]).includes(facet))).toBe(true)
  })

  it('searches the searchable attributes in their order of importance, word position ignored', () => {
    expect(primary.searchableAttributes).toEqual(SEARCHABLE_ATTRIBUTES.map((attribute) => `unordered(${attribute})`))
    expect(primary.disableTypoToleranceOnAttributes).toEqual(['stocknum', 'vin', 'regplate'])
  })

  it('ranks by relevance, then unsold and newest first, with Algolia’s typo and paging rules', () => {
    expect(primary).toMatchObject({
      ranking: [...DEFAULT_RANKING],
      customRanking: ['desc(custom_rank)'],
      typoTolerance: true,
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      queryType: 'prefixLast',
      paginationLimitedTo: 1000,
      maxValuesPerFacet: 1000,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
    })
    expect(primary.unretrievableAttributes).toBeUndefined()
  })

  it('lists one replica per sort index, each ranked by its sort first, then as the primary', () => {
    expect(primary.replicas).toEqual(replicaIndexNames(config, 12))
    expect(replicaSorts()).toEqual(replicaSuffixes)
    for (const sort of replicaSorts()) {
      const { attribute, direction } = SORT_INDICES[sort]
      const settings = replicaSettings(sort)
      expect(settings.ranking).toEqual([`${direction}(${attribute})`, ...DEFAULT_RANKING])
      expect(settings.replicas).toBeUndefined()
      expect({ ...settings, ranking: undefined }).toEqual({ ...primary, ranking: undefined, replicas: undefined })
    }
    expect(replicaSettings('price_asc').ranking?.[0]).toBe('asc(price)')
    expect(replicaSettings('newest').ranking?.[0]).toBe('desc(created_at_timestamp)')
  })
})
