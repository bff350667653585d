import { RESERVE_ERRORS, reserveOnlineAvailable, reserveRequestSchema, type ReserveError } from '@/domain/reservation'
import { resolveSiteSettings } from '@/domain/site-settings'
import { sameSiteUrlPath } from '@/domain/sameSitePath'
import { routeIsGated, signInHref } from '@/domain/signIn'
import { depositProviderName } from '@/payments/providerChoice'
import { startReservation } from '@/reservations/startReservation'
import { requestOrigin } from '@collections/Shoppers/sessions'
import { jsonAnswer, readShopperCall, requestShopper, seeOther, seeProviderPage, textFields } from '@/shoppers/siteRequest'
import { countSiteCall } from '@/sites/siteCall'

export const dynamic = 'force-dynamic'

/**
 * POST /api/reserve on a dealer host (issue 7): {car_id, name, email,
 * phone_number} from the reserve page starts the deposit payment and sends
 * the shopper to the payment page (a 303 for the page's form, the URL as JSON
 * otherwise). Sites that gate checkout need a signed-in shopper.
 */
export async function POST(request: Request) {
  const read = await readShopperCall(request)
  if (read instanceof Response) return read
  const { payload, site, form, body } = read
  const settings = resolveSiteSettings(site.settings as never)
  if (!reserveOnlineAvailable(settings, depositProviderName(settings) !== null)) {
    return jsonAnswer({ success: false, message: RESERVE_ERRORS.off }, 404)
  }
  // Counted before anything else is read: a script starting holds is slowed whatever it sends.
  const limited = await countSiteCall(request, read, 'reserve')
  if (limited) return limited
  const fields = textFields(body)
  // The reserve page the form was sent from (its path alone: the error replaces any query it had).
  const page = sameSiteUrlPath(request.headers.get('referer'), request.headers.get('host')).split('?')[0]!
  const shopper = await requestShopper(payload, site.id, request)
  if (!shopper && routeIsGated('checkout', settings)) {
    return form ? seeOther(signInHref('checkout', page)) : jsonAnswer({ success: false, message: 'Sign in to reserve a car online.' }, 401)
  }
  // A form goes back to its page with an error key the page words (never words from the URL).
  const backWith = (error: ReserveError) => seeOther(`${page}?error=${error}`)
  const parsed = reserveRequestSchema.safeParse(fields)
  if (!parsed.success) {
    if (form) return backWith('details')
    const message = parsed.error.issues.map((issue) => issue.message).join(' ')
    return jsonAnswer({ success: false, message, fields: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) }, 400)
  }
  const started = await startReservation(payload, { id: site.id, settings }, parsed.data, { origin: requestOrigin(request), shopperId: shopper?.id ?? null, timeZone: site.timeZone })
  if (!started.ok) return form ? backWith(started.error) : jsonAnswer({ success: false, message: started.message }, started.status)
  return form ? seeProviderPage(started.redirectUrl) : jsonAnswer({ success: true, redirect: started.redirectUrl, reference: started.reference }, 200)
}
