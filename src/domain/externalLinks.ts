/**
 * Links to a dealer's external sites: service booking, sell-my-car, dealer
 * stock, car loan calculator and used-car finance quotes.
 *
 * A link is https://{host}{path}. The host is the site's base domain setting;
 * when that is empty, the site's first domain (the spec's other choice, the
 * dealer slug, guessed coastal-motors.com.au for a dealer at
 * coastalmotors.com.au). A kind without a configured path, or a site with
 * neither, has no link, and nothing renders.
 */

import { normaliseDomain } from './host'
import type { SiteSettings } from './site-settings'

export const EXTERNAL_LINK_KINDS = [
  'service-booking',
  'sell-my-car',
  'dealer-stock',
  'car-loan-calculator',
  'used-car-finance-quotes',
] as const
export type ExternalLinkKind = (typeof EXTERNAL_LINK_KINDS)[number]

export type ExternalLinkSite = {
  settings: Pick<SiteSettings, 'externalLinksBaseDomain'>
  /** The site's own domains, first the canonical one (collections/Tenants). */
  domains?: readonly { domain?: string | null }[] | null
}

/** The host external links are built on; null when the site has neither a base domain nor a domain of its own. */
export function externalLinksHost(site: ExternalLinkSite): string | null {
  const base = site.settings.externalLinksBaseDomain.trim()
  if (base) return normaliseDomain(base)
  const first = site.domains?.find((entry) => entry.domain?.trim())?.domain
  return first ? normaliseDomain(first) : null
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
