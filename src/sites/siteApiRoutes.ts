/**
 * API paths a dealer site's host answers. Everything else under /api (the
 * Payload REST and GraphQL APIs) lives on the platform host only.
 */
export const SITE_API_PREFIXES = [
  // Uploaded images, checked by the media read rule against this host's site.
  '/api/media/file/',
  '/api/health',
  // Stock search for this host's site (src/app/(payload)/api/search).
  '/api/search',
  // Phone reveals on this host's car pages (src/app/(payload)/api/phone-reveals).
  '/api/phone-reveals',
  // Leads sent from this host's forms (src/app/(payload)/api/leads).
  '/api/leads',
  // The spam check's challenges for this host's forms (src/app/(payload)/api/altcha).
  '/api/altcha',
  // The trade-in form's valuation, nearest location and offer (src/app/(payload)/api/trade-in).
  '/api/trade-in',
  // Valuations kept with trade-in leads (src/app/(payload)/api/miscellaneous).
  '/api/miscellaneous',
  // Shopper sign-in with one-time codes, the phone and sign-out (src/app/(payload)/api/account).
  '/api/account',
  // The signed-in shopper's server watchlist (src/app/(payload)/api/watchlist).
  '/api/watchlist',
  // Reserving a car online and the return from the payment page (src/app/(payload)/api/reserve).
  '/api/reserve',
  // The local test payment provider's payments on this host (src/app/(payload)/api/test-payment).
  '/api/test-payment',
] as const

export function isSiteApiPath(pathname: string): boolean {
  return SITE_API_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
}
