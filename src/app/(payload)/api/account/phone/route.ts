import { phoneUpdateSchema, signInStepHref } from '@/domain/shoppers'
import { updateShopperPhone } from '@/shoppers/signInCodes'
import { readSignInStep } from '@/shoppers/signInStep'
import { jsonAnswer, requestShopper, seeOther } from '@/shoppers/siteRequest'

export const dynamic = 'force-dynamic'

/** POST /api/account/phone on a dealer host (issue 7): a signed-in shopper adds the mobile number the watchlist needs, then goes on to `redirect`. */
export async function POST(request: Request) {
  const read = await readSignInStep(request, 'phone')
  if (read instanceof Response) return read
  const { payload, site, form, query, journey, refuse } = read
  const shopper = await requestShopper(payload, site.id, request)
  if (!shopper) return form ? seeOther(signInStepHref('email', journey)) : jsonAnswer({ success: false, message: 'Sign in first.' }, 401)
  const parsed = phoneUpdateSchema.safeParse(query)
  if (!parsed.success) return refuse('phone', 400)
  await updateShopperPhone(payload, shopper.id, parsed.data.phone_number)
  return form ? seeOther(journey.redirect) : jsonAnswer({ success: true, phone_number: parsed.data.phone_number }, 200)
}
