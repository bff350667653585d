/**
 * Where a link staff type may lead, beyond the one link rule (links.ts):
 * an address typed without its scheme gets https:// (people type
 * "toyota.com.au"), and a path of this site must be one the site answers:
 * a platform route, a page the dealer wrote, or a platform path with a
 * document after it (a car, a model, a location, a search), whose
 * document the page itself looks up.
 */

import { internalPathProblem, siteRouteByPath, type RouteSettings, type SitePageAddress } from './siteRoutes'

/** A host name as people type it, with an optional port, path, query or fragment. */
const BARE_HOST = /^(?:(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z][a-z\d-]*[a-z\d]|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:[/?#]\S*)?$/i

/**
 * The address to store for what staff typed: trimmed, and with https:// put
 * before a bare host ("www.toyota.com.au/rav4"), so the link is not refused
 * and never silently dropped from the site. Anything else stays as typed, for
 * the link rule to judge.
 */
export function withScheme(typed: string): string {
  const address = typed.trim()
  return BARE_HOST.test(address) ? `https://${address}` : address
}

/**
 * Platform paths with a document after them: the page answers for each
 * document the site has (a car, a model, a location, a post, an offer, a
 * search by make), so any such path is accepted here.
 */
export const PLATFORM_PATH_PREFIXES = ['/search/', '/cars/', '/models/', '/locations/', '/blog/', '/offers/', '/contact-us/', '/teams/', '/dealerships/'] as const

/** What a site must tell about itself to judge a path: its pages and the settings that turn routes off. */
export type LinkSite = { pages: readonly SitePageAddress[]; settings: RouteSettings }

/** Why a path of this site would answer 404 (to show beside the field), or null when the site answers it. */
export function sitePathProblem(path: string, site: LinkSite): string | null {
  const bare = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1')
  if (!siteRouteByPath(bare) && PLATFORM_PATH_PREFIXES.some((prefix) => bare.startsWith(prefix) && bare.length > prefix.length)) return null
  return internalPathProblem(path, site)
}
