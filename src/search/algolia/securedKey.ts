import { algoliasearch } from 'algoliasearch'

import { HIGHLIGHTED_ATTRIBUTES, RETRIEVED_ATTRIBUTES } from '@/domain/searchAttributes'
import { parseSiteFilter } from '../builtIn/siteFilter'
import { allOf } from '../request/filterNodes'
import type { AlgoliaConfig } from './config'
import { algoliaFilters, listingFilter, siteRestriction } from './filters'
import { siteIndexNames } from './indexNames'

type SecuredKeyRestrictions = {
  filters: string
  restrictIndices: string[]
  validUntil: number
  searchParams: { attributesToRetrieve: string[]; attributesToHighlight: string[]; attributesToSnippet: string[] }
}

/** v5's key helper: a local HMAC-SHA256 over the restrictions, no request made. Only the Node build has it. */
type SecuredKeyHelper = { generateSecuredApiKey(options: { parentApiKey: string; restrictions: SecuredKeyRestrictions }): string }

/**
 * A search key for one site's browsers to query Algolia directly: derived
 * from the search-only key (never the admin key) and restricted to the
 * site's indices, the site's filter and the public attributes. The restrictions are signed into the
 * key, so a browser can narrow its searches but never widen them.
 *
 * The listing rule is signed as of `issuedAt`: a sold car stays in a key's
 * answers until its window had passed at issue, however long the key lives,
 * and cars sold after issue are in. So keep keys short-lived (hours).
 *
 * `siteFilter` is the site's search filter setting as stored, e.g.
 * `dealership_id:12 AND car_type:used`; colons after numeric attributes read
 * as equals (siteFilterText), as everywhere else.
 */
export function browserSearchKey({
  config,
  siteId,
  siteFilter,
  includeSoldCarsDays,
  issuedAt,
  validUntil,
}: {
  config: AlgoliaConfig
  siteId: number
  siteFilter: string
  /** The site's recently-sold window. */
  includeSoldCarsDays: number
  issuedAt: Date
  /** When the key stops working; keep it short (hours): a copied key works until then. */
  validUntil: Date
}): string {
  if (config.searchKey === null) {
    throw new Error('ALGOLIA_SEARCH_KEY is not set: browser keys are derived from a search-only key, never from the admin key')
  }
  const seconds = Math.floor(validUntil.getTime() / 1000)
  if (!Number.isFinite(seconds)) throw new Error('browserSearchKey: validUntil is not a valid date')
  const client = algoliasearch(config.appId, config.searchKey)
  // The project resolves algoliasearch's types for browsers, which lack the helper; the Node build, which runs here, has it.
  if (!hasSecuredKeyHelper(client)) throw new Error('browserSearchKey runs on the server only: it needs algoliasearch\'s Node build')
  return client.generateSecuredApiKey({
    parentApiKey: config.searchKey,
    restrictions: {
      filters: algoliaFilters(allOf([siteRestriction(siteId, parseSiteFilter(siteFilter)), listingFilter(issuedAt, includeSoldCarsDays, null)])),
      restrictIndices: siteIndexNames(config, siteId),
      validUntil: seconds,
      // Signed query parameters win over the browser's own: only what shoppers' pages show comes back (src/domain/searchAttributes.ts).
      searchParams: { attributesToRetrieve: [...RETRIEVED_ATTRIBUTES], attributesToHighlight: [...HIGHLIGHTED_ATTRIBUTES], attributesToSnippet: [] },
    },
  })
}

function hasSecuredKeyHelper(client: object): client is SecuredKeyHelper {
  return 'generateSecuredApiKey' in client && typeof client.generateSecuredApiKey === 'function'
}
