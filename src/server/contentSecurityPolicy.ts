import { isLocalHost } from '../domain/host'
import { MAP_EMBED_ORIGIN, MAP_TILE_ORIGIN } from '../domain/locationMap'
import type { TagSources } from '../domain/marketingTags'

/** A script nonce for one response: a random UUID, base64 (what the proxy and the page cache put in each response). */
export function newScriptNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString('base64')
}

/**
 * What the public pages and the admin both allow beyond their scripts: their
 * own origin; inline style attributes (each site's theme colours, the
 * admin's layout); images also as data: and blob: URLs (upload previews);
 * workers from blob: URLs (the spam check's proof of work runs in workers the
 * ALTCHA widget starts from its own bundled code); nothing may frame them.
 */
const SHARED_DIRECTIVES = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
]

/**
 * Content-Security-Policy of public pages. Scripts run only with this
 * request's nonce (Next adds it to its own scripts). Development adds
 * 'unsafe-eval' for React's dev tooling. The only frame a page may hold is
 * the location map's (OpenStreetMap), and the only outside image one of its
 * tiles (how the page learns the map can load). Nothing may frame a page, except the
 * admin's live preview: its requests name `frameAncestors`, the platform's
 * own hosts (src/proxy.ts), and render only with a valid preview ticket.
 * A site with marketing tags also allows exactly the origins they need
 * (`tags`, from src/domain/marketingTags.ts), and no site any other.
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { development: boolean; frameAncestors?: readonly string[]; tags?: TagSources },
): string {
  const ancestors = options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'"
  const plus = (sources: readonly string[] | undefined) => (sources?.length ? ` ${sources.join(' ')}` : '')
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${plus(options.tags?.script)}${options.development ? " 'unsafe-eval'" : ''}`,
    "font-src 'self'",
    `frame-src ${MAP_EMBED_ORIGIN}`,
    ...SHARED_DIRECTIVES.map((directive) => {
      if (directive.startsWith('frame-ancestors')) return `frame-ancestors ${ancestors}`
      if (directive.startsWith('connect-src')) return `${directive}${plus(options.tags?.connect)}`
      return directive.startsWith('img-src') ? `${directive} ${MAP_TILE_ORIGIN}${plus(options.tags?.img)}` : directive
    }),
  ].join('; ')
}

/** Where a page's own scripts are served from: the build's static files on the page's host. */
const STATIC_SCRIPTS_PATH = '/_next/static/'

/**
 * The policy of a page answered from the page cache, where the same bytes go
 * to every shopper and so can carry no per-response nonce. Its scripts are
 * allowed by content rather than by nonce: each inline script by its hash,
 * computed when the page is cached, and script files only from the build's
 * static folder on the page's own host (`hostWithPort`, as the Host header
 * named it), and the https origins the rendered policy named for the site's
 * marketing tags. That is no looser than the nonce: no injected inline script has
 * a listed hash, and no other address on the host or elsewhere may serve a
 * script. Every other directive is the rendered page's own.
 */
export function cachedPageContentSecurityPolicy(renderedPolicy: string, inlineScriptHashes: readonly string[], hostWithPort: string): string {
  const rendered = renderedPolicy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? ''
  const tagOrigins = rendered.split(' ').filter((source) => source.startsWith('https://'))
  const scripts = ['script-src', `${hostWithPort}${STATIC_SCRIPTS_PATH}`, ...tagOrigins, ...inlineScriptHashes].join(' ')
  return renderedPolicy
    .split('; ')
    .map((directive) => (directive.startsWith('script-src ') ? scripts : directive))
    .join('; ')
}

/**
 * Who may frame a page of `pageHost` in the admin's live preview: the
 * platform's hosts, each on the scheme its admin is served with, as preview
 * links pair them (src/preview/previewUrl.ts). A page on {slug}.localhost is a
 * developer's or test machine's, whose admin is local too: the local platform
 * hosts over http, any port. A page on a dealer's domain is framed only by
 * the configured platform hosts over https, never by a local admin, in
 * production and development alike. The proxy asks this only for a request
 * whose preview ticket is valid.
 */
export function livePreviewFrameAncestors(pageHost: string, platformHosts: readonly string[]): string[] {
  if (isLocalHost(pageHost)) return platformHosts.filter(isLocalHost).map((host) => `http://${host}:*`)
  return platformHosts.filter((host) => !isLocalHost(host)).map((host) => `https://${host}`)
}

/**
 * The admin's policy. Payload's admin is Next's pages without a per-request
 * nonce, so its inline scripts need 'unsafe-inline'; everything it loads and
 * calls is on its own origin. Its live preview frames the dealer sites, which
 * answer on their own domains (https) and, locally, on {slug}.localhost.
 */
export function adminContentSecurityPolicy(options: { development: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${options.development ? " 'unsafe-eval'" : ''}`,
    "font-src 'self' data:",
    "frame-src 'self' https: http://*.localhost:*",
    ...SHARED_DIRECTIVES,
  ].join('; ')
}
