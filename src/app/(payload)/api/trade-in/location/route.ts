import { z } from 'zod'

import { INVALID_POSTCODE_MESSAGE } from '@/domain/australianAddress'
import { nearestSiteLocation } from '@/tradeIn/nearestSiteLocation'
import { answer, readTradeInCall } from '@/tradeIn/siteRequest'

export const dynamic = 'force-dynamic'

const LocationRequest = z.object({ postcode: z.string({ error: INVALID_POSTCODE_MESSAGE }).max(20, INVALID_POSTCODE_MESSAGE) }).strict()

/**
 * POST /api/trade-in/location on a dealer host: the site's sales location
 * nearest a postcode (geocoded offline). A
 * malformed postcode answers 400 with the field's message, an unknown one 422
 * with 'Invalid postcode'.
 */
export async function POST(request: Request) {
  const read = await readTradeInCall(request)
  if (read instanceof Response) return read
  const checked = LocationRequest.safeParse(read.body)
  if (!checked.success) return answer({ error: INVALID_POSTCODE_MESSAGE, fields: { postcode: INVALID_POSTCODE_MESSAGE } }, 400)
  const nearest = await nearestSiteLocation(read.site.id, checked.data.postcode)
  if (!nearest.ok) return answer({ error: nearest.message, fields: { postcode: nearest.message } }, nearest.message === INVALID_POSTCODE_MESSAGE ? 400 : 422)
  return answer({ location: nearest.location, distanceKm: nearest.distanceKm }, 200)
}
