
import { findSiteByHost } from '@/access/findSite'
import { jsonAnswer, requestShopper } from '@/shoppers/siteRequest'
import { savedCarIds } from '@/shoppers/watchlist'
import { sitePayload } from '@/sites/sitePayload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/watchlist on a dealer host: whether the shopper is signed in, their
 * phone and the ids of the cars they saved. Pages are cached alike for every
 * shopper, so each page asks this once to show its toggles' state.
 */
export async function GET(request: Request) {
  const payload = await sitePayload()
  const site = await findSiteByHost(payload, request.headers.get('host'))
  if (!site) return jsonAnswer({ message: 'No dealer site answers on this address.' }, 404)
  const shopper = await requestShopper(payload, site.id, request)
  if (!shopper) return jsonAnswer({ signed_in: false, phone_number: null, car_ids: [] }, 200)
  return jsonAnswer({ signed_in: true, phone_number: shopper.phone, car_ids: await savedCarIds(payload, shopper) }, 200)
}
