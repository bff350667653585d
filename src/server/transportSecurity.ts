/**
 * How a request reached us, and what follows from it. Strict-Transport-Security:
 * browsers ignore it over plain http, and it must not claim what a host does
 * not do, so it goes out only on requests that came over https. It never
 * carries includeSubDomains: dealer domains are the dealers' own, and forcing
 * https on their other subdomains (a mail web client, an old intranet) would
 * break them.
 *
 * Forwarded headers (X-Forwarded-Proto, -Host, -Port, -For) are believed only
 * from proxies of our own (TRUSTED_PROXIES): facing the internet, they are the
 * browser's to forge. The production server (scripts/serve.ts) settles them
 * once per request (`vouchForwardedHeaders`), so Next, Payload and our routes
 * read only what it vouched for. Under `next dev` nothing settles them.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000'

const FORWARDED_PROTO = 'x-forwarded-proto'
/** Forwarded headers that only a proxy of our own may send; facing the internet they are dropped. */
const PROXY_ONLY_HEADERS = ['x-forwarded-host', 'x-forwarded-port', 'x-forwarded-for', 'forwarded']

type HeaderValue = string | string[] | undefined

/** The entry the outermost of `trustedProxies` proxies wrote in a comma-separated forwarded header; entries further left came from the browser. */
export function forwardedByOurProxy(value: HeaderValue, trustedProxies: number): string | null {
  if (trustedProxies < 1 || value === undefined) return null
  const hops = (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops[hops.length - trustedProxies] ?? hops[0] ?? null
}

/** Whether the browser reached us over https: TLS at this server, or https as the outermost of our own proxies reports it. */
export function cameOverHttps(connection: { encrypted: boolean; forwardedProto: HeaderValue; trustedProxies: number }): boolean {
  return connection.encrypted || forwardedByOurProxy(connection.forwardedProto, connection.trustedProxies)?.toLowerCase() === 'https'
}

/**
 * Makes a request's forwarded headers say only what this server can vouch
 * for: X-Forwarded-Proto becomes the scheme `cameOverHttps` found (Next builds
 * request URLs from it), and with no proxy of our own the other forwarded
 * headers go. Returns whether the request came over https.
 */
export function vouchForwardedHeaders(headers: Record<string, HeaderValue>, connection: { encrypted: boolean; trustedProxies: number }): boolean {
  const secure = cameOverHttps({ ...connection, forwardedProto: headers[FORWARDED_PROTO] })
  headers[FORWARDED_PROTO] = secure ? 'https' : 'http'
  if (connection.trustedProxies < 1) for (const name of PROXY_ONLY_HEADERS) delete headers[name]
  return secure
}

/**
 * Response headers that follow from how this one request came in. The server
 * sets them on every response, and the page cache never keeps them: a page
 * rendered for an https request must not carry HSTS to a plain http one.
 */
export function transportHeaders(secure: boolean): Record<string, string> {
  return secure ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}
}

/** Whether a request the production server passed on came over https (it vouched for X-Forwarded-Proto). */
export function requestIsSecure(request: { headers?: Pick<Headers, 'get'> | null }): boolean {
  return request.headers?.get(FORWARDED_PROTO) === 'https'
}
