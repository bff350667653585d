import { normaliseHost } from '@/domain/host'
import { LIVE_PREVIEW_PARAM } from '@/domain/livePreview'
import { SHOPPER_SESSION_COOKIE } from '@/domain/shoppers'
import { transportHeaders } from '@/server/transportSecurity'

/**
 * Which requests the page cache may answer, and which responses it may keep.
 * Pure rules: the server (scripts/serve.ts) applies them to Node's request and
 * response objects.
 */

/** Public pages served from the cache: a site's home, its search pages and its car pages (the pages shoppers land on most). */
const CACHED_PATHS = [/^\/$/, /^\/search(\/[^/]+){0,2}$/, /^\/cars\/[^/.]+$/]

/**
 * Request headers that make a response differ from the document a shopper's
 * first visit gets: a cookie (draft preview), and the headers of Next's
 * client-side navigation and server actions.
 */
const PERSONAL_HEADERS = ['authorization', 'rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch']

/**
 * Cookies the cached pages never read: a signed-in shopper's session. Home,
 * search and car pages are the same for every shopper (the watchlist's
 * hearts ask GET /api/watchlist in the browser), so signing in must not cost
 * a shopper the cache. Any other cookie (a draft preview) still passes the
 * request to Next.
 */
const PAGE_NEUTRAL_COOKIES = new Set([SHOPPER_SESSION_COOKIE])

function cookiesChangeThePage(header: string | string[] | undefined): boolean {
  if (header === undefined) return false
  return (Array.isArray(header) ? header.join(';') : header)
    .split(';')
    .map((part) => part.trim().split('=')[0]!)
    .some((name) => name !== '' && !PAGE_NEUTRAL_COOKIES.has(name))
}

const MAX_URL_LENGTH = 2048

export type CacheableRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }

/**
 * The cache key of a request the page cache may answer, or null to pass it to
 * Next untouched. The key holds the Host header as sent (port included, since
 * a page's absolute links carry it) and the whole path with its query.
 */
export function pageCacheKey(request: CacheableRequest, platformHosts: readonly string[]): string | null {
  if (request.method !== 'GET' || !request.url || request.url.length > MAX_URL_LENGTH) return null
  const rawHost = request.headers.host
  if (typeof rawHost !== 'string') return null
  const host = normaliseHost(rawHost)
  if (!host || platformHosts.includes(host)) return null
  if (PERSONAL_HEADERS.some((name) => request.headers[name] !== undefined) || cookiesChangeThePage(request.headers.cookie)) return null
  const [path, query = ''] = request.url.split('?') as [string, string?]
  if (!CACHED_PATHS.some((pattern) => pattern.test(path))) return null
  // The admin's live preview of a draft: never stored, never answered from the cache.
  if (new URLSearchParams(query).has(LIVE_PREVIEW_PARAM)) return null
  return `${rawHost.toLowerCase()}${request.url}`
}

/**
 * Response headers that belong to one response only: the cache writes its
 * own, and the server sets those that follow from how each request came in
 * (HSTS) on every answer, cached or not.
 */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag', ...Object.keys(transportHeaders(true))])

export type StoredHeaders = [name: string, value: string][]

/**
 * The headers to keep of a response worth keeping, or null: only a complete
 * 200 HTML page that sets no cookie is stored.
 */
export function storableHeaders(status: number, headers: Record<string, number | string | string[] | undefined>): StoredHeaders | null {
  if (status !== 200) return null
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null
  if (headers['set-cookie'] !== undefined) return null
  const kept: StoredHeaders = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name.toLowerCase())) continue
    for (const one of Array.isArray(value) ? value : [value]) kept.push([name, String(one)])
  }
  return kept
}

/**
 * The Host header as a CSP host source (name and port, lowercased), or null
 * when it holds anything else. Kept as sent, `www.` included, since the
 * browser's origin is what the source must match.
 */
export function hostSource(rawHost: string | undefined): string | null {
  const host = rawHost?.trim().toLowerCase()
  return host && /^([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$/.test(host) ? host : null
}

/** A car page's address in a page's HTML, attributes and the data Next inlines alike: /cars/{slug}, /cars/{slug}/buy-online, …. */
const CAR_ADDRESS = /\/cars\/([^/"'?#\s\\<>&]+)/g

/**
 * The slugs of the cars a page shows: every car page it links to (a list's
 * cards, a car page's own links), so a car's hold expires just those pages.
 */
export function carsShown(html: string): Set<string> {
  const slugs = new Set<string>()
  for (const [, slug] of html.matchAll(CAR_ADDRESS)) {
    slugs.add(slug!)
    try {
      slugs.add(decodeURIComponent(slug!))
    } catch {
      // Not percent-encoded text: the slug as written is kept.
    }
  }
  return slugs
}
