/**
 * POST /api/reservations/:id/{confirm,cancel,extend} (issue 7): staff act on a
 * reservation of a site they work on; the collection's read access, narrowed
 * by the multi-tenant plugin, decides which they can see. Each action is one
 * guarded UPDATE from the statuses it applies to, so two staff members
 * clicking at once cannot both act; cancelling refunds the deposit first.
 */

import type { Payload, PayloadHandler } from 'payload'
import { z } from 'zod'

import { afterStaffAction, holdsTheCar, RESERVATION_STATUSES, staffActionsFor, STAFF_RESERVATION_ACTIONS, type StaffReservationAction } from '@/domain/reservation'
import { providerNamed } from '@/payments'
import { poolOf } from '@/server/payloadPool'
import { announceStockChange } from '@/server/stockVersion'

import { publishHold } from './publishHold'
import { moveReservation, reservationWhere, type ReservationRow } from './reservationRows'

const params = z.object({ id: z.coerce.number().int().positive(), action: z.enum(STAFF_RESERVATION_ACTIONS) })

function answer(body: unknown, status: number) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

const DONE: Record<StaffReservationAction, string> = {
  confirm: 'Sale confirmed: the car stays reserved for this buyer.',
  cancel: 'Reservation cancelled, the deposit refunded and the car released.',
  extend: 'Hold extended by 48 hours.',
}

/** Applies a staff action; the updated reservation, or null when its status no longer allows it. */
export async function applyStaffAction(payload: Payload, reservation: ReservationRow, action: StaffReservationAction, staff: string, now = new Date()): Promise<ReservationRow | null> {
  const from = RESERVATION_STATUSES.filter((status) => staffActionsFor(status).includes(action))
  if (!from.includes(reservation.status)) return null
  const next = afterStaffAction(action, reservation, now)
  const refundId = action === 'cancel' && reservation.paymentId ? await providerNamed(payload, reservation.provider).refund(reservation.paymentId, `Cancelled by ${staff}`) : undefined
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    const moved = await moveReservation(client, reservation.id, from, next.status, `${action} by ${staff}`, { heldUntil: next.heldUntil, ...(refundId ? { refundId } : {}) })
    if (moved && holdsTheCar(reservation.status) !== holdsTheCar(moved.status)) await announceStockChange(client, reservation.siteId, reservation.carSlug)
    await client.query('COMMIT')
    if (moved) await publishHold(payload, reservation.siteId, reservation.carId)
    return moved
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

export const reservationActionEndpoint: PayloadHandler = async (req) => {
  if (!req.user || req.user.collection !== 'users') return answer({ error: 'Sign in to manage reservations.' }, 401)
  const parsed = params.safeParse(req.routeParams)
  if (!parsed.success) return answer({ error: `Use /api/reservations/{id}/{${STAFF_RESERVATION_ACTIONS.join(',')}}.` }, 400)
  const { id, action } = parsed.data
  const visible = await req.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true }).catch(() => null)
  // The same answer for another site's reservation as for none.
  if (!visible) return answer({ error: `There is no reservation ${id} among those you can see.` }, 404)
  const reservation = await reservationWhere(poolOf(req.payload), 'id', id)
  if (!reservation) return answer({ error: `There is no reservation ${id} among those you can see.` }, 404)
  const moved = await applyStaffAction(req.payload, reservation, action, String(req.user.email ?? `user ${req.user.id}`))
  if (!moved) return answer({ error: `A ${reservation.status} reservation cannot be ${action === 'extend' ? 'extended' : action === 'confirm' ? 'confirmed' : 'cancelled'}.` }, 409)
  return answer({ status: moved.status, held_until: moved.heldUntil, message: DONE[action] }, 200)
}
