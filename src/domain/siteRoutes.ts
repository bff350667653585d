/**
 * The platform's own pages a menu may link to: the routes under
 * src/app/(site)/sites/[host]/ that answer on every site without a car or a
 * query to go with them. A menu link
 * is chosen from these and the site's own pages, never typed, so it cannot
 * lead nowhere; `internalPathProblem` says why a path would.
 */

import { pagePath, type PagePlacement } from './contentPages'
import { linkFindsCars, searchPathCarTypes } from './searchPaths'
import type { SiteSettings } from './site-settings'

export type SiteRoute = {
  /** What a menu stores: a name, so moving a route never breaks a link. */
  key: string
  path: string
  label: string
  /** Routes that answer only with a setting on; every other route answers on every site (a search by car type: one the site sells). */
  answers?: (settings: Pick<SiteSettings, 'watchlist'>) => boolean
}

/** What a route's answer depends on: the watchlist's mode, and the car types the site sells. */
export type RouteSettings = Pick<SiteSettings, 'watchlist' | 'carTypes'>

export const SITE_ROUTES: readonly SiteRoute[] = [
  { key: 'home', path: '/', label: 'Home' },
  { key: 'search-new-used-and-demo-cars', path: '/search/new-used-and-demo-cars', label: 'Search: all stock' },
  { key: 'search-new-cars', path: '/search/new-cars', label: 'Search: new' },
  { key: 'search-used-cars', path: '/search/used-cars', label: 'Search: used' },
  { key: 'search-demo-cars', path: '/search/demo-cars', label: 'Search: demo' },
  { key: 'search-new-and-demo-cars', path: '/search/new-and-demo-cars', label: 'Search: new and demo' },
  { key: 'directory', path: '/directory', label: 'Manufacturer directory' },
  { key: 'models', path: '/models', label: 'New models' },
  { key: 'special-offers', path: '/special-offers', label: 'Special offers' },
  { key: 'book-test-drive', path: '/book-test-drive', label: 'Book a test drive' },
  { key: 'finance', path: '/finance', label: 'Finance' },
  { key: 'finance-enquiry', path: '/finance-enquiry', label: 'Finance enquiry' },
  { key: 'apply-for-finance', path: '/apply-for-finance', label: 'Apply for finance' },
  { key: 'trade-in', path: '/trade-in', label: 'Trade-in' },
  { key: 'sell-my-car', path: '/sell-my-car', label: 'Sell my car' },
  { key: 'vehicle-parts-and-accessories', path: '/vehicle-parts-and-accessories', label: 'Parts and accessories' },
  { key: 'locations', path: '/locations', label: 'Locations' },
  { key: 'contact', path: '/contact', label: 'Contact' },
  { key: 'blog', path: '/blog', label: 'Blog' },
  { key: 'careers', path: '/careers', label: 'Careers' },
  { key: 'watchlist', path: '/watchlist', label: 'Watchlist', answers: (settings) => settings.watchlist.mode !== 'off' },
  { key: 'complaint-handling', path: '/pages/complaint-handling', label: 'Complaint handling' },
  // The platform's own legal pages, unless the dealer writes theirs (legalPages.ts).
  { key: 'privacy-policy', path: '/privacy-policy', label: 'Privacy policy' },
  { key: 'terms-and-conditions', path: '/terms-and-conditions', label: 'Terms and conditions' },
]

export function siteRouteByKey(key: string | null | undefined): SiteRoute | null {
  return SITE_ROUTES.find((route) => route.key === key) ?? null
}

export function siteRouteByPath(path: string | null | undefined): SiteRoute | null {
  return SITE_ROUTES.find((route) => route.path === path) ?? null
}

/**
 * Why a platform route leads nowhere on a site with these settings (to follow
 * its path in a sentence), or null when it answers. A search by car type the
 * site does not sell would show no cars, so it counts as off.
 */
export function routeOffReason(route: SiteRoute, settings: RouteSettings): string | null {
  if (!linkFindsCars(route.path, settings.carTypes)) {
    const types = searchPathCarTypes(route.path)!.join(' and ')
    return `searches ${types} cars, which this site does not sell (Settings › Search › Car types)`
  }
  return route.answers && !route.answers(settings) ? 'is off on this site' : null
}

/** Whether a platform route answers on a site with these settings. */
export function routeAnswers(route: SiteRoute, settings: RouteSettings): boolean {
  return routeOffReason(route, settings) === null
}

export type SitePageAddress = { slug: string; placement?: PagePlacement | null }

/**
 * Why an internal path leads nowhere on this site, or null when a platform
 * route or one of the site's pages answers it. The query and fragment do not
 * choose the page, so they are not checked.
 */
export function internalPathProblem(
  path: string,
  site: { pages: readonly SitePageAddress[]; settings: RouteSettings },
): string | null {
  const bare = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1')
  const route = siteRouteByPath(bare)
  if (route) {
    const off = routeOffReason(route, site.settings)
    return off ? `"${bare}" ${off}` : null
  }
  if (site.pages.some((page) => pagePath(page) === bare)) return null
  const slug = bare.replace(/^\/(pages\/)?/, '')
  const where = bare.startsWith('/pages/') ? `a content page with slug "${slug}"` : `a site page with slug "${slug}"`
  return `"${bare}" is neither a page of this site nor a platform page: add ${where}, or link elsewhere`
}
