import { codeCheckSchema, pathAfterSignIn, signInErrorOf, signInStepHref, SIGN_IN_ERRORS, type SignInError } from '@/domain/shoppers'
import { signInRequest } from '@/domain/signIn'
import { requestIsSecure, sessionCookie, startSession } from '@/shoppers/sessions'
import { checkSignInCode, signedInShopper } from '@/shoppers/signInCodes'
import { jsonAnswer, readSiteRequest, seeOther, textFields } from '@/shoppers/siteRequest'

export const dynamic = 'force-dynamic'

/**
 * POST /api/account/verify on a dealer host (issue 7): step two of sign-in.
 * Takes {email, code, type, redirect, back}; a right code signs the shopper
 * in (created on first sign-in) with a session cookie on this host, then
 * goes to `redirect`, or first to the phone step when the watchlist needs one.
 */
export async function POST(request: Request) {
  const read = await readSiteRequest(request)
  if (read instanceof Response) return read
  const { payload, site, form, body } = read
  const query = textFields(body)
  const journey = signInRequest(query)
  const refuse = (error: SignInError, status: number) =>
    form ? seeOther(signInStepHref('code', journey, { error, email: query.email ?? '' })) : jsonAnswer({ success: false, message: SIGN_IN_ERRORS[error] }, status)

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
