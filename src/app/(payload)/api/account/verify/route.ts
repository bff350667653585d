import { codeCheckSchema, pathAfterSignIn, signInErrorOf } from '@/domain/shoppers'
import { requestIsSecure } from '@/server/transportSecurity'
import { sessionCookie, startSession } from '@/shoppers/sessions'
import { checkSignInCode, signedInShopper } from '@/shoppers/signInCodes'
import { readSignInStep } from '@/shoppers/signInStep'
import { jsonAnswer, seeOther } from '@/shoppers/siteRequest'

export const dynamic = 'force-dynamic'

/**
 * POST /api/account/verify on a dealer host (issue 7): step two of sign-in.
 * Takes {email, code, type, redirect, back}; a right code signs the shopper
 * in (created on first sign-in) with a session cookie on this host, then
 * goes to `redirect`, or first to the phone step when the watchlist needs one.
 */
export async function POST(request: Request) {
  const read = await readSignInStep(request, 'code')
  if (read instanceof Response) return read
  const { payload, site, form, query, journey, refuse } = read
  const parsed = codeCheckSchema.safeParse(query)
  if (!parsed.success) return refuse(signInErrorOf(parsed.error.issues), 400)
  const address = parsed.data.email.toLowerCase()
  const checked = await checkSignInCode(payload, site.id, address, parsed.data.code)
  if (!checked.ok) return refuse(checked.reason === 'wrong' ? 'wrong-code' : 'expired', 400)
  const shopper = await signedInShopper(payload, site.id, address, checked.phone)
  const token = await startSession(payload, shopper)
  const cookie = { 'Set-Cookie': sessionCookie(token, requestIsSecure(request)) }
  const next = pathAfterSignIn(journey, shopper)
  return form ? seeOther(next, cookie) : jsonAnswer({ success: true, redirect: next }, 200, cookie)
}
