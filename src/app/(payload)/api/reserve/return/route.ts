import { z } from 'zod'

import { resolveSiteSettings } from '@/domain/site-settings'
import { reserveHref } from '@/domain/carPageButtons'
import { completeReservationPayment } from '@/reservations/completeReservation'
import { reservationWhere } from '@/reservations/reservationRows'
import { poolOf } from '@/server/payloadPool'
import { jsonAnswer, seeOther } from '@/shoppers/siteRequest'
import { readSiteCall } from '@/sites/siteCall'

export const dynamic = 'force-dynamic'

const reference = z.uuid()

/**
 * GET /api/reserve/return?reference=… on a dealer host: where the payment
 * page sends the shopper back. It settles the reservation (the webhook may
 * have done so already) and shows the result on the car's reserve page.
 */
export async function GET(request: Request) {
  const read = await readSiteCall(request, { refuse: (message, status) => jsonAnswer({ message }, status) })
  if (read instanceof Response) return read
  const { payload, site } = read
  const parsed = reference.safeParse(new URL(request.url).searchParams.get('reference'))
  if (!parsed.success) return jsonAnswer({ message: 'The link is missing its reservation reference.' }, 400)
  const reservation = await reservationWhere(poolOf(payload), 'reference', parsed.data)
  if (!reservation || reservation.siteId !== site.id) return jsonAnswer({ message: 'There is no such reservation on this site.' }, 404)
  if (reservation.paymentId) await completeReservationPayment(payload, reservation.paymentId)
  const page = reserveHref({ slug: reservation.carSlug }, resolveSiteSettings(site.settings as never))
  return seeOther(`${page}?reservation=${reservation.reference}`)
}
