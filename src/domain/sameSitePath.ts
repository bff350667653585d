/**
 * The one rule for every path the platform redirects a browser to, or links
 * back to, on the site the browser is already on (sign-in's `redirect` and
 * `back`, leaving a preview, a form's next page, a payment's return). Nothing
 * that could leave the host gets through: another origin, a protocol-relative
 * `//host` (also when dot segments only produce it after resolving, as
 * `/.//host` does), a backslash browsers read as a slash, a tab or line break
 * the URL parser drops, a scheme. What comes out is the path as the WHATWG URL
 * parser serialises it: ASCII only, percent-encoded, safe in a Location header.
 */

/** Any origin: only whether a path stays on it matters. */
const SITE_ORIGIN = 'https://site.invalid'

/** A backslash (browsers read it as a slash) or a control character (a tab or line break, which URL parsing drops). */
function readAsSlashOrControl(character: string): boolean {
  const code = character.charCodeAt(0)
  return character === '\\' || code < 0x20 || code === 0x7f
}

/** `raw` as a path on this site, or `fallback` when it is missing or would leave the site. */
export function sameSitePath(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || [...raw].some(readAsSlashOrControl)) return fallback
  let url: URL
  try {
    url = new URL(raw, SITE_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== SITE_ORIGIN) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Resolving dot segments can leave two leading slashes, which a browser reads as another host.
  return path.startsWith('//') ? fallback : path
}

/**
 * The path of an absolute address (the page a shopper came from, a payment's
 * return address) when it is on this very host; the home page otherwise (none,
 * another site, a garbled one).
 */
export function sameSiteUrlPath(address: string | null | undefined, host: string | null | undefined): string {
  if (!address || !host) return '/'
  try {
    const url = new URL(address)
    return url.host.toLowerCase() === host.toLowerCase() ? sameSitePath(`${url.pathname}${url.search}`) : '/'
  } catch {
    return '/'
  }
}
