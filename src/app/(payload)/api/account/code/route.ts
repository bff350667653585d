import { codeRequestSchema, signInErrorOf, signInStepHref } from '@/domain/shoppers'
import { addressHash, clientAddress } from '@/server/clientAddress'
import { sendSignInCode } from '@/shoppers/codeDelivery'
import { issueSignInCode } from '@/shoppers/signInCodes'
import { readSignInStep } from '@/shoppers/signInStep'
import { jsonAnswer, seeOther } from '@/shoppers/siteRequest'

export const dynamic = 'force-dynamic'

/**
 * POST /api/account/code on a dealer host (issue 7): step one of sign-in.
 * Takes {email, phone_number?, type, redirect, back}, sends a one-time code
 * and, for a form, goes on to the code step of /sign-in.
 */
export async function POST(request: Request) {
  const read = await readSignInStep(request, 'email')
  if (read instanceof Response) return read
  const { payload, site, form, query, journey, refuse } = read
  const parsed = codeRequestSchema.safeParse(query)
  if (!parsed.success) return refuse(signInErrorOf(parsed.error.issues), 400)
  const { email, phone_number: phone } = parsed.data
  const address = email.toLowerCase()
  const requestedFrom = addressHash(clientAddress(request.headers), payload.secret)
  const issued = await issueSignInCode(payload, site.id, { email: address, phone, requestedFrom })
  if (!issued.issued) return refuse(issued.reason, 429)
  let sentTo: 'sms' | 'email'
  try {
    sentTo = await sendSignInCode(payload, { siteId: site.id, siteName: site.name, email: address, phone, code: issued.code })
  } catch (error) {
    payload.logger.error({ err: error, site: site.slug }, 'A sign-in code could not be sent')
    return refuse('not-sent', 503)
  }
  return form ? seeOther(signInStepHref('code', journey, { email: address, sent: sentTo })) : jsonAnswer({ success: true, sent_to: sentTo }, 200)
}
