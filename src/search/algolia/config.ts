import { z } from 'zod'

/** Algolia's settings, read once at startup (see algoliaConfig). */
export type AlgoliaConfig = {
  appId: string
  /** Writes records and settings; server-side only. */
  adminKey: string
  /** The search-only key browser keys are derived from; null when unset, and then no browser key can be issued. */
  searchKey: string | null
  /** Put before every index name, so several environments can share one Algolia application. */
  indexPrefix: string
  /** Hosts to send every request to instead of Algolia's own (ALGOLIA_HOSTS): a local stand-in, in tests; null for Algolia's. */
  hosts: AlgoliaHost[] | null
}

/** A host as algoliasearch's `hosts` option takes it. */
export type AlgoliaHost = { url: string; protocol: 'http' | 'https'; accept: 'readWrite' }

const DEFAULT_INDEX_PREFIX = 'forecourt_'

/** .env files often carry `NAME=` for "not used here": blank counts as unset. */
const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const apiKey = (name: string) =>
  z.preprocess(unsetIfBlank, z.string().trim().regex(/^[A-Za-z0-9]+$/, `${name} must be an Algolia API key (letters and digits only)`).optional())

const envSchema = z
  .object({
    ALGOLIA_APP_ID: z.preprocess(unsetIfBlank, z.string().trim().regex(/^[A-Za-z0-9]+$/, 'ALGOLIA_APP_ID must be letters and digits, e.g. ABCD1234EF').optional()),
    ALGOLIA_ADMIN_KEY: apiKey('ALGOLIA_ADMIN_KEY'),
    ALGOLIA_SEARCH_KEY: apiKey('ALGOLIA_SEARCH_KEY'),
    // No "*" or other punctuation: index names end up in secured keys' restrictIndices, where "*" is a wildcard.
    ALGOLIA_INDEX_PREFIX: z.preprocess(
      unsetIfBlank,
      z.string().regex(/^[A-Za-z0-9_-]+$/, 'ALGOLIA_INDEX_PREFIX may hold only letters, digits, "_" and "-"').default(DEFAULT_INDEX_PREFIX),
    ),
    ALGOLIA_HOSTS: z.preprocess(
      unsetIfBlank,
      z.string().regex(/^https?:\/\/[^\s,/]+(,\s*https?:\/\/[^\s,/]+)*$/, 'ALGOLIA_HOSTS must be comma-separated http(s)://host:port addresses, e.g. http://127.0.0.1:3620').optional(),
    ),
  })
  .check((context) => {
    const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_SEARCH_KEY: searchKey } = context.value
    const given = [appId, adminKey, searchKey].some((value) => value !== undefined)
    const missing = [appId === undefined && 'ALGOLIA_APP_ID', adminKey === undefined && 'ALGOLIA_ADMIN_KEY'].filter(Boolean)
    if (given && missing.length > 0) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        message: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, but other ALGOLIA_* variables are: set both ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY to search with Algolia, or unset all ALGOLIA_* variables to use the built-in search`,
      })
    }
    if (searchKey !== undefined && searchKey === adminKey) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        message: 'ALGOLIA_SEARCH_KEY is the admin key: browser keys are derived from it, so it must be a search-only key',
      })
    }
  })

/**
 * Algolia's configuration from the environment, or null when Algolia is not
 * configured (then the built-in engine serves search). A half-set
 * configuration throws instead of falling back: a typo in one variable
 * would otherwise switch engines silently.
 */
export function algoliaConfig(env: Record<string, string | undefined> = process.env): AlgoliaConfig | null {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    throw new Error(`Algolia is misconfigured: ${[...new Set(result.error.issues.map((issue) => issue.message))].join('; ')}.`)
  }
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_SEARCH_KEY: searchKey, ALGOLIA_INDEX_PREFIX: indexPrefix, ALGOLIA_HOSTS: hosts } = result.data
  if (appId === undefined || adminKey === undefined) return null
  return { appId, adminKey, searchKey: searchKey ?? null, indexPrefix, hosts: hosts === undefined ? null : hosts.split(',').map(algoliaHost) }
}

function algoliaHost(address: string): AlgoliaHost {
  const url = new URL(address.trim())
  return { url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite' }
}
