import type { IndexSettings } from 'algoliasearch'

import {
  BOOLEAN_ATTRIBUTES,
  FACET_ATTRIBUTES,
  HIGHLIGHTED_ATTRIBUTES,
  IDENTIFIER_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  RETRIEVED_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  SORT_INDICES,
} from '@/domain/searchAttributes'
import type { AlgoliaConfig } from './config'
import { replicaIndexNames, type ReplicaSort } from './indexNames'

/**
 * The index settings, all derived from src/domain/searchAttributes.ts so Algolia
 * and the built-in engine search, filter, count and sort the same fields.
 */

/**
 * String facets with open-ended value lists, whose values shoppers can
 * search ("search for facet values"). Algolia refuses that search on other
 * facets; short fixed lists (body, fuel, car_type…) never need it.
 */
export const SEARCHABLE_FACETS = [
  'make', 'model', 'badge', 'series', 'colour', 'city', 'location_name', 'dealership_name', 'filtered_features',
] as const satisfies readonly (typeof FACET_ATTRIBUTES)[number][]

/** Algolia's default ranking criteria; a replica puts its sort in front of them. */
export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'] as const

/** Settings every index of a site shares: the primary's and each replica's. */
function sharedSettings(): IndexSettings {
  return {
    // Listed most important first, as attributes.ts orders them (stock number, VIN and rego first, so an exact one ranks its car first).
    // unordered(): where a word sits inside a short field ("Toyota Corolla Ascent") says nothing about relevance.
    searchableAttributes: SEARCHABLE_ATTRIBUTES.map((attribute) => `unordered(${attribute})`),
    attributesForFaceting: [
      ...FACET_ATTRIBUTES.map((attribute) => ((SEARCHABLE_FACETS as readonly string[]).includes(attribute) ? `searchable(${attribute})` : attribute)),
      // Numeric and boolean attributes are facets too: range sliders read their counts and min/max stats.
      ...NUMERIC_ATTRIBUTES,
      ...BOOLEAN_ATTRIBUTES,
      // The car page looks a vehicle up by slug; nobody counts slugs.
      'filterOnly(slug)',
    ],
    // Unsold cars first, newest listed first (document.ts); the rank stays retrievable, as SearchDocument carries it.
    customRanking: ['desc(custom_rank)'],
    typoTolerance: true,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    // Identifiers match exactly or as a prefix, never with a typo: a one-letter-off VIN is another car (as in the built-in engine).
    disableTypoToleranceOnAttributes: [...IDENTIFIER_ATTRIBUTES],
    queryType: 'prefixLast',
    paginationLimitedTo: 1000,
    // Algolia's ceiling, and the most a request may ask for (src/search/request/params.ts).
    maxValuesPerFacet: 1000,
    // The built-in engine's defaults (src/domain/searchAttributes.ts); InstantSearch sends its own tags with every query.
    attributesToRetrieve: [...RETRIEVED_ATTRIBUTES],
    attributesToHighlight: [...HIGHLIGHTED_ATTRIBUTES],
    attributesToSnippet: [],
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
  }
}

/** The primary index: relevance ranking, and the replicas it keeps in sync. */
export function primarySettings(config: Pick<AlgoliaConfig, 'indexPrefix'>, siteId: number): IndexSettings {
  return { ...sharedSettings(), ranking: [...DEFAULT_RANKING], replicas: replicaIndexNames(config, siteId) }
}

/**
 * A standard replica sorts by its attribute first: an exhaustive sort, as the
 * built-in engine does, where a virtual replica would only re-order the most
 * relevant hits.
 */
export function replicaSettings(sort: ReplicaSort): IndexSettings {
  const { attribute, direction } = SORT_INDICES[sort]
  return { ...sharedSettings(), ranking: [`${direction}(${attribute})`, ...DEFAULT_RANKING] }
}
