/**
 * Headers every response carries (next.config.ts applies them to Next's own
 * responses; the production server adds them to the static files it answers
 * itself). The Content-Security-Policy of public pages is set per request in
 * src/proxy.ts, since it needs a nonce.
 */
export function baselineHeaders(production = process.env.NODE_ENV === 'production'): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}
