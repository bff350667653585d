/**
 * Links to a dealer's external sites: service booking, sell-my-car, dealer
 * stock, car loan calculator and used-car finance quotes (dealer-network §2).
 *
 * A link is https://{host}{path}. The host is the site's base domain setting;
 * when that is empty it is built from the site slug as {slug}.com.au. A kind
 * without a configured path has no link, and nothing renders (§8).
 */

import { normaliseDomain, SITE_SLUG_PATTERN } from './host'
import type { SiteSettings } from './site-settings'

export const EXTERNAL_LINK_KINDS = [
  'service-booking',
  'sell-my-car',
  'dealer-stock',
  'car-loan-calculator',
  'used-car-finance-quotes',
] as const
export type ExternalLinkKind = (typeof EXTERNAL_LINK_KINDS)[number]

export type ExternalLinkSite = { slug: string; settings: Pick<SiteSettings, 'externalLinksBaseDomain'> }

/** The domain built from a site slug when the site sets no base domain. */
export const SLUG_DOMAIN_SUFFIX = '.com.au'

/** The host external links are built on; null when neither the base domain nor the slug can make one. */
export function externalLinksHost(site: ExternalLinkSite): string | null {
  const base = site.settings.externalLinksBaseDomain.trim()
  if (base) return normaliseDomain(base)
  const slug = site.slug.trim().toLowerCase()
  return SITE_SLUG_PATTERN.test(slug) ? `${slug}${SLUG_DOMAIN_SUFFIX}` : null
}

/** The absolute https link of one kind, or null when the dealer has none configured. */
export function externalLink(
  kind: ExternalLinkKind,
  site: ExternalLinkSite,
  configuredPaths: Partial<Record<ExternalLinkKind, string | null>>,
): string | null {
  const path = configuredPaths[kind]?.trim()
  if (!path) return null
  const host = externalLinksHost(site)
  if (!host) return null
  let url: URL
  try {
    const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(path)
    url = new URL(hasScheme || path.startsWith('/') ? path : `/${path}`, `https://${host}`)
  } catch {
    return null
  }
  // A path such as '//elsewhere.com' or a full URL must not lead off the dealer's domain or off https.
  return url.protocol === 'https:' && url.hostname === host ? url.href : null
}
