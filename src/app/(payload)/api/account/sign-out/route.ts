import config from '@payload-config'
import { getPayload } from 'payload'

import { requestIsSecure } from '@/server/transportSecurity'
import { clearedSessionCookie, endSession, sessionTokenOf } from '@collections/Shoppers/sessions'
import { seeOther } from '@/shoppers/siteRequest'

export const dynamic = 'force-dynamic'

/** POST /api/account/sign-out on a dealer host: ends this device's session and goes home. */
export async function POST(request: Request) {
  const payload = await getPayload({ config })
  await endSession(payload, sessionTokenOf(request.headers.get('cookie')))
  return seeOther('/', { 'Set-Cookie': clearedSessionCookie(requestIsSecure(request)) })
}
