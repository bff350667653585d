/**
 * Sign-in and the routes behind it (shopper-journey §2, §6; issue 7):
 * `/sign-in?type=…&redirect={path}&back={path}` signs a shopper in, then goes
 * to `redirect`; `back` cancels. Both are paths on the site itself: anything
 * that could leave the site's host (another origin, a protocol-relative
 * `//host`, a backslash browsers read as a slash, a scheme) is refused and
 * replaced by the home page, so the sign-in page is never an open redirect.
 */

import { SIGN_IN_TYPES, type SignInType } from './constants'
import type { SiteSettings } from './site-settings'

/** Any origin: only whether a path stays on it matters. */
const SITE_ORIGIN = 'https://site.invalid'

/** A backslash (browsers read it as a slash) or a control character (a tab or line break, which URL parsing drops). */
function readAsSlashOrControl(character: string): boolean {
  const code = character.charCodeAt(0)
  return character === '\\' || code < 0x20 || code === 0x7f
}

/** `raw` as a path on this site, or `fallback` when it is missing or would leave the site. */
export function sameSitePath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || [...raw].some(readAsSlashOrControl)) return fallback
  let url: URL
  try {
    url = new URL(raw, SITE_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== SITE_ORIGIN) return fallback
  // The path as the site will see it, with any dot segments resolved.
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in page for a purpose, returning to `redirect` afterwards and to `back` on cancel (both default to where the shopper is). */
export function signInHref(type: SignInType, redirect: string, back: string = redirect): string {
  const query = new URLSearchParams({ type, redirect: sameSitePath(redirect), back: sameSitePath(back) })
  return `/sign-in?${query.toString()}`
}

export type SignInRequest = { type: SignInType; redirect: string; back: string }

function isSignInType(value: string | undefined): value is SignInType {
  return (SIGN_IN_TYPES as readonly (string | undefined)[]).includes(value)
}

/**
 * The sign-in page's query, made safe: an unknown type signs in for the
 * watchlist, an unsafe path goes home. Plain code rather than a zod schema:
 * the favourite toggles import this module, and zod would add 30 KB to every
 * page that shows one.
 */
export function signInRequest(query: Record<string, string | string[] | undefined>): SignInRequest {
  const type = firstValue(query.type)
  return { type: isSignInType(type) ? type : 'watchlist', redirect: sameSitePath(firstValue(query.redirect)), back: sameSitePath(firstValue(query.back)) }
}

/** A query parameter's first value (Next gives a repeated one as a list). */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The page the shopper came from, when the Referer is this site's own host; the home page otherwise (no Referer, another site, a garbled one). */
export function sameSiteRefererPath(referer: string | null | undefined, host: string | null | undefined): string {
  if (!referer || !host) return '/'
  try {
    const url = new URL(referer)
    return url.host.toLowerCase() === host.toLowerCase() ? sameSitePath(`${url.pathname}${url.search}`) : '/'
  } catch {
    return '/'
  }
}

/** The routes a site may put behind sign-in, and the two that always or never are (shopper-journey §6). */
export type GatedRoute = 'checkout' | 'personalised-finance' | 'spin-to-win' | 'online-payment' | 'trade-in' | 'sell-my-car'

/** Whether a signed-out shopper on `route` is sent to sign-in: /online-payment always, trade-in and sell-my-car never, the rest per site. */
export function routeIsGated(route: GatedRoute, settings: Pick<SiteSettings, 'gatedRoutes'>): boolean {
  switch (route) {
    case 'online-payment':
      return true
    case 'trade-in':
    case 'sell-my-car':
      return false
    case 'checkout':
      return settings.gatedRoutes.checkout
    case 'personalised-finance':
      return settings.gatedRoutes.personalisedFinance
    case 'spin-to-win':
      return settings.gatedRoutes.spinToWin
  }
}
