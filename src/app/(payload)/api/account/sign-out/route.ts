
import { requestIsSecure } from '@/server/transportSecurity'
import { clearedSessionCookie, endSession, sessionTokenOf } from '@collections/Shoppers/sessions'
import { seeOther } from '@/shoppers/siteRequest'
import { sitePayload } from '@/sites/sitePayload'

export const dynamic = 'force-dynamic'

/** POST /api/account/sign-out on a dealer host: ends this device's session and goes home. */
export async function POST(request: Request) {
  const payload = await sitePayload()
  await endSession(payload, sessionTokenOf(request.headers.get('cookie')))
  return seeOther('/', { 'Set-Cookie': clearedSessionCookie(requestIsSecure(request)) })
}
