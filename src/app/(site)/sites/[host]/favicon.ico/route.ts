import { currentSite } from '@/sites/currentSite'
import { cachedSiteFavicon } from '@/sites/favicon'
import { faviconVersion } from '@/sites/faviconVersion'

type Context = { params: Promise<{ host: string }> }

/** The versioned address pages link (?v= the current version) never changes content: kept a year. Any other address a while. */
const CURRENT_VERSION_CACHE = 'public, max-age=31536000, immutable'
const OTHER_ADDRESS_CACHE = 'public, max-age=3600'

/**
 * Each dealer site's own /favicon.ico, from its logo; browsers ask for it on
 * every site. Whatever the query string, the answer is the site's current
 * icon, drawn once per logo (`x-icon-cache` says whether this one was).
 */
export async function GET(request: Request, { params }: Context) {
  const site = await currentSite((await params).host)
  if (!site) return new Response('Not found', { status: 404 })
  const version = faviconVersion(site)
  const current = new URL(request.url).searchParams.get('v') === version
  const headers = { 'content-type': 'image/x-icon', 'cache-control': current ? CURRENT_VERSION_CACHE : OTHER_ADDRESS_CACHE, etag: `"${version}"` }
  if (request.headers.get('if-none-match') === headers.etag) return new Response(null, { status: 304, headers })
  const { icon, cached } = await cachedSiteFavicon(site)
  return new Response(new Uint8Array(icon), { headers: { ...headers, 'x-icon-cache': cached ? 'hit' : 'miss' } })
}
