import { codeCheckSchema, pathAfterSignIn, signInErrorOf } from '@/domain/shoppers'
import { clientAddress } from '@/server/clientAddress'
import { requestIsSecure } from '@/server/transportSecurity'
import { sessionCookie, startSession } from '@collections/Shoppers/sessions'
import { checkSignInCode, signedInShopper } from '@/shoppers/signInCodes'
import { readSignInStep } from '@/shoppers/signInStep'
import { forgiveSignInTry, takeSignInTry } from '@/shoppers/signInTries'
import { jsonAnswer, seeOther } from '@/shoppers/siteRequest'

export const dynamic = 'force-dynamic'

/**
 * POST /api/account/verify on a dealer host (issue 7): step two of sign-in.
 * Takes {email, code, type, redirect, back}; a right code signs the shopper
 * in (created on first sign-in) with a session cookie on this host, then
 * goes to `redirect`, or first to the phone step when the watchlist needs one.
 * An address that has tried too many wrong codes gets a 429 before any code
 * is touched, so its guesses cannot spend the shopper's next code.
 */
export async function POST(request: Request) {
  const read = await readSignInStep(request, 'code')
  if (read instanceof Response) return read
  const { payload, site, form, query, journey, refuse } = read
  const parsed = codeCheckSchema.safeParse(query)
  if (!parsed.success) return refuse(signInErrorOf(parsed.error.issues), 400)
  const address = parsed.data.email.toLowerCase()
  const from = clientAddress(request.headers)
  const tried = await takeSignInTry(payload, site.id, from)
  if (!tried.allowed) return refuse('too-many-tries', 429, { 'Retry-After': String(tried.retryAfterSeconds) })
  const checked = await checkSignInCode(payload, site.id, address, parsed.data.code)
  if (!checked.ok) return refuse(checked.reason === 'wrong' ? 'wrong-code' : 'expired', 400)
  await forgiveSignInTry(payload, site.id, from)
  const shopper = await signedInShopper(payload, site.id, address, checked.phone)
  const token = await startSession(payload, shopper)
  const cookie = { 'Set-Cookie': sessionCookie(token, requestIsSecure(request)) }
  const next = pathAfterSignIn(journey, shopper)
  return form ? seeOther(next, cookie) : jsonAnswer({ success: true, redirect: next }, 200, cookie)
}
