import { reservationWhere, type ReservationRow } from '@/reservations/reservationRows'
import { poolOf } from '@/server/payloadPool'

import { sitePayload } from '../sitePayload'

/** The reservation a reserve page's link names (?reservation=<reference>); the page checks it is this site's and this car's. */
export async function reservationByReference(reference: string | undefined): Promise<ReservationRow | null> {
  if (!reference || !/^[0-9a-f-]{36}$/.test(reference)) return null
  return reservationWhere(poolOf(await sitePayload()), 'reference', reference)
}
