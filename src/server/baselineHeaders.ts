import { LIVE_PREVIEW_PARAM } from '../domain/livePreview'
import { adminContentSecurityPolicy } from './contentSecurityPolicy'

/**
 * Headers every response carries (next.config.ts applies them to Next's own
 * responses; the production server adds them to the static files it answers
 * itself). The Content-Security-Policy of public pages is set per request in
 * src/proxy.ts, since it needs a nonce; the admin and the API get fixed ones
 * here. Strict-Transport-Security depends on how the request came in, so the
 * production server sets it per request (./transportSecurity.ts).
 */
export function baselineHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Agrees with every policy's frame-ancestors 'none': nothing frames a dealer page, the admin or the API.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ]
}

/** The API's policy: its answers are data (JSON, uploaded files), never pages, so nothing in them may run or load, even an uploaded SVG opened directly. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox"

type HeaderRule = { source: string; missing?: { type: 'query'; key: string }[]; headers: { key: string; value: string }[] }

/**
 * next.config.ts's header rules: the baseline everywhere, and the policies of
 * the admin and the API. X-Frame-Options is left to src/proxy.ts on requests
 * that ask to be framed (`?livePreview=`): it answers DENY unless the request
 * carries a valid live preview ticket, whose page's policy then names the
 * platform's hosts.
 */
export function platformHeaderRules(development: boolean): HeaderRule[] {
  const baseline = baselineHeaders()
  return [
    { source: '/:path*', headers: baseline.filter((header) => header.key !== 'X-Frame-Options') },
    { source: '/:path*', missing: [{ type: 'query', key: LIVE_PREVIEW_PARAM }], headers: baseline.filter((header) => header.key === 'X-Frame-Options') },
    { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy({ development }) }] },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
  ]
}
