import type { PageCacheOptions } from './pageCache'

/**
 * How long a rendered page is kept (PAGE_CACHE_SECONDS, default 30; 0 turns
 * the cache off) and how much memory the cache may hold (PAGE_CACHE_MB,
 * default 256). Changes to a site's data expire its pages at once; the time
 * limit bounds what changes with the clock (open now, sold-car windows) and
 * what another instance changed.
 */
export function pageCacheSettings(env: Record<string, string | undefined> = process.env): PageCacheOptions | null {
  const seconds = Number(env.PAGE_CACHE_SECONDS ?? 30)
  const megabytes = Number(env.PAGE_CACHE_MB ?? 256)
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) throw new Error(`PAGE_CACHE_SECONDS must be 0 to 3600 (got ${env.PAGE_CACHE_SECONDS})`)
  if (!Number.isFinite(megabytes) || megabytes <= 0) throw new Error(`PAGE_CACHE_MB must be a positive number (got ${env.PAGE_CACHE_MB})`)
  if (seconds === 0) return null
  return { ttlMs: seconds * 1000, maxBytes: megabytes * 2 ** 20 }
}
