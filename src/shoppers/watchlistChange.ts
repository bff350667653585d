import { resolveSiteSettings } from '@/domain/site-settings'
import { phonesMatch, WATCHLIST_MESSAGES, watchlistChangeSchema } from '@/domain/shoppers'

import { jsonAnswer, readShopperCall, requestShopper } from './siteRequest'
import { removeCar, saveCar } from './watchlist'

/**
 * POST /api/watchlist/save-car and remove-car: body
 * {phone_number, car_id}, answer {success}. The server, not the browser,
 * decides whose watchlist it is: the session's shopper, whose phone must be
 * the one sent (only a signed-in shopper with a phone number has a
 * watchlist).
 */
export async function changeWatchlist(request: Request, change: 'save' | 'remove'): Promise<Response> {
  const read = await readShopperCall(request)
  if (read instanceof Response) return read
  const { payload, site, body } = read
  if (resolveSiteSettings(site.settings as never).watchlist.mode !== 'server') return jsonAnswer({ success: false, message: WATCHLIST_MESSAGES.notServer }, 409)
  const parsed = watchlistChangeSchema.safeParse(body)
  if (!parsed.success) return jsonAnswer({ success: false, message: `Send {"phone_number": "…", "car_id": "…"}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}` }, 400)
  const shopper = await requestShopper(payload, site.id, request)
  if (!shopper) return jsonAnswer({ success: false, message: WATCHLIST_MESSAGES.signedOut }, 401)
  if (!shopper.phone) return jsonAnswer({ success: false, message: WATCHLIST_MESSAGES.phoneNeeded }, 403)
  if (!phonesMatch(parsed.data.phone_number, shopper.phone)) return jsonAnswer({ success: false, message: WATCHLIST_MESSAGES.phoneMismatch }, 403)
  if (change === 'remove') {
    await removeCar(payload, shopper, parsed.data.car_id)
    return jsonAnswer({ success: true }, 200)
  }
  if (!(await saveCar(payload, shopper, parsed.data.car_id))) return jsonAnswer({ success: false, message: `This site has no car ${parsed.data.car_id}.` }, 404)
  return jsonAnswer({ success: true }, 200)
}
