/**
 * Sign-in and the routes behind it (issue 7):
 * `/sign-in?type=…&redirect={path}&back={path}` signs a shopper in, then goes
 * to `redirect`; `back` cancels. Both are paths on the site itself
 * (./sameSitePath): anything that could leave the site's host is replaced by
 * the home page, so the sign-in page is never an open redirect.
 */

import { sameSitePath } from './sameSitePath'
import type { SiteSettings } from './site-settings'

/** Why a shopper is asked to sign in: the `type` of /sign-in?type=…&redirect=…&back=… */
export const SIGN_IN_TYPES = ['watchlist', 'trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment'] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

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

/** The routes a site may put behind sign-in, and the two that always or never are. */
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
