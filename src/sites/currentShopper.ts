import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { sameSiteUrlPath } from '@/domain/sameSitePath'
import { SHOPPER_SESSION_COOKIE } from '@/domain/shoppers'
import { signInHref, type SignInType } from '@/domain/signIn'
import { shopperForToken, type SignedInShopper } from '@collections/Shoppers/sessions'
import { sitePayload } from './sitePayload'

/** The shopper signed in on this site for this request (its session cookie), or null. Pages that call it are rendered per request. */
export const currentShopper = cache(async (siteId: number): Promise<SignedInShopper | null> => {
  const token = (await cookies()).get(SHOPPER_SESSION_COOKIE)?.value
  return shopperForToken(await sitePayload(), siteId, token)
})

/**
 * A gated page: the signed-in shopper, or a redirect to
 * /sign-in with `redirect` back to this page and `back` to where they came from.
 */
export async function shopperOrSignIn(siteId: number, type: SignInType, path: string): Promise<SignedInShopper> {
  const shopper = await currentShopper(siteId)
  if (shopper) return shopper
  const requestHeaders = await headers()
  redirect(signInHref(type, path, sameSiteUrlPath(requestHeaders.get('referer'), requestHeaders.get('host'))))
}
