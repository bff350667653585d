/**
 * Search results kept for reuse: about 10 per search
 * type (vehicles, directory, category, ...), the oldest dropped first. Storing
 * a key again replaces its result and makes it the newest. Reading does not
 * refresh an entry: the limit is by age, as the spec says, not by use.
 * Immutable: every change returns a new cache.
 */

/** Results the cache keeps per search type. */
const RESULT_CACHE_LIMIT = 10

type Entry<T> = { readonly key: string; readonly value: T }
export type ResultCache<T> = Readonly<Record<string, readonly Entry<T>[]>>

export function cacheResult<T>(cache: ResultCache<T>, searchType: string, key: string, value: T): ResultCache<T> {
  const kept = (cache[searchType] ?? []).filter((entry) => entry.key !== key)
  return { ...cache, [searchType]: [...kept, { key, value }].slice(-RESULT_CACHE_LIMIT) }
}

export function cachedResult<T>(cache: ResultCache<T>, searchType: string, key: string): T | undefined {
  return cache[searchType]?.find((entry) => entry.key === key)?.value
}
