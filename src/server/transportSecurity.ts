/**
 * Strict-Transport-Security. Browsers ignore it over plain http, and it must
 * not claim what a host does not do, so it goes out only on requests that
 * came over https: TLS at this server, or the https scheme the proxy in front
 * reports in X-Forwarded-Proto. It never carries includeSubDomains: dealer
 * domains are the dealers' own, and forcing https on their other subdomains
 * (a mail web client, an old intranet) would break them.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000'

/** Whether the browser reached us over https: directly, or through a proxy of our own that says so. */
export function cameOverHttps(request: { encrypted: boolean; forwardedProto: string | null | undefined }): boolean {
  return request.encrypted || request.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** The same for a route handler's request. */
export function requestIsSecure(request: Request): boolean {
  return cameOverHttps({ encrypted: new URL(request.url).protocol === 'https:', forwardedProto: request.headers.get('x-forwarded-proto') })
}
