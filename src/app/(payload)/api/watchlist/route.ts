
import { jsonAnswer, requestShopper } from '@/shoppers/siteRequest'
import { savedCarIds } from '@/shoppers/watchlist'
import { readSiteCall } from '@/sites/siteCall'

export const dynamic = 'force-dynamic'

/**
 * GET /api/watchlist on a dealer host: whether the shopper is signed in, their
 * phone and the ids of the cars they saved. Pages are cached alike for every
 * shopper, so each page asks this once to show its toggles' state.
 */
export async function GET(request: Request) {
  const read = await readSiteCall(request, { refuse: (message, status) => jsonAnswer({ message }, status) })
  if (read instanceof Response) return read
  const { payload, site } = read
  const shopper = await requestShopper(payload, site.id, request)
  if (!shopper) return jsonAnswer({ signed_in: false, phone_number: null, car_ids: [] }, 200)
  return jsonAnswer({ signed_in: true, phone_number: shopper.phone, car_ids: await savedCarIds(payload, shopper) }, 200)
}
