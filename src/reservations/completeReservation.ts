/**
 * Settling a reservation once the shopper has paid (issue 7). Reached from the
 * shopper's return from the payment page and from the provider's webhook,
 * in any order and any number of times: only the first moves it on.
 *
 * The car is held by moving the reservation to `held`. The partial unique
 * index on (site, car) over held and confirmed reservations refuses a second
 * hold of the same car in the database itself, so when two shoppers pay at
 * the same moment exactly one hold commits; the other payment is refunded at
 * once and the reservation says so (`refunded`). A car sold or withdrawn
 * while the shopper was paying is refunded the same way, and so is a payment
 * that would give the shopper more holds than the site allows (two payment
 * pages paid one after the other): the cap is checked again as the car is held.
 */

import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { isAvailable } from '@/domain/car'
import { holdEndsAt, liveHolds, reservationRefusal, type ReservationStatus } from '@/domain/reservation'
import { resolveSiteSettings, type SiteSettings } from '@/domain/site-settings'
import { providerNamed } from '@/payments'
import { poolOf } from '@/server/payloadPool'
import { announceStockChange } from '@/server/stockVersion'

import { publishHold } from './publishHold'
import { moveReservation, reservationWhere, type ReservationRow } from './reservationRows'
import { shopperReservations } from './shopperHolds'

export type ReservationOutcome = 'held' | 'refunded' | 'pending' | 'failed' | 'unknown'

const ONE_HOLD_PER_CAR = 'reservations_one_hold_per_car'

function outcomeOf(status: ReservationStatus): ReservationOutcome {
  if (status === 'held' || status === 'confirmed') return 'held'
  if (status === 'refunded' || status === 'cancelled') return 'refunded'
  if (status === 'pending') return 'pending'
  return status === 'expired' ? 'held' : 'failed'
}

async function carStillAvailable(payload: Payload, reservation: ReservationRow): Promise<boolean> {
  const { rows } = await poolOf(payload).query<{ data: { status?: string | null; sold?: boolean | null } }>('SELECT data FROM stock_vehicles WHERE site_id = $1 AND id = $2', [reservation.siteId, reservation.carId])
  return rows[0] !== undefined && isAvailable(rows[0].data)
}

/** Whether the shopper already holds as many other cars as the site allows (inside holdCar's transaction, under its lock). */
async function shopperAtCap(client: PoolClient, reservation: ReservationRow, settings: SiteSettings, now: Date): Promise<boolean> {
  const paid = liveHolds(await shopperReservations(client, reservation.siteId, reservation.shopper, reservation.id), now).filter((hold) => hold.paid)
  return reservationRefusal(paid, settings, reservation.carId, (moment) => moment.toISOString()) !== null
}

/** Holds the car for the paid reservation; false when another hold of the car is already there, 'capped' when the shopper holds enough cars. */
async function holdCar(payload: Payload, reservation: ReservationRow, now: Date): Promise<ReservationRow | false | 'capped' | null> {
  const site = await payload.findByID({ collection: 'tenants', id: reservation.siteId, depth: 0, overrideAccess: true })
  const settings = resolveSiteSettings(site.settings as never)
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    // One shopper's payments settle one at a time, so two paid at once cannot both pass the cap.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reservation-holds:${reservation.siteId}:${reservation.shopper.email ?? reservation.shopper.shopperId}`])
    if (await shopperAtCap(client, reservation, settings, now)) {
      await client.query('ROLLBACK')
      return 'capped'
    }
    const held = await moveReservation(client, reservation.id, ['pending'], 'held', 'Deposit paid; car held for 48 hours', { heldUntil: holdEndsAt(now), paidAt: now })
    // The search index of every instance learns of the hold when this commits.
    if (held) await announceStockChange(client, reservation.siteId, reservation.carSlug)
    await client.query('COMMIT')
    return held
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    if ((error as { constraint?: string }).constraint === ONE_HOLD_PER_CAR) return false
    throw error
  } finally {
    client.release()
  }
}

async function refundLoser(payload: Payload, reservation: ReservationRow, why: string): Promise<void> {
  const refundId = await providerNamed(payload, reservation.provider).refund(reservation.paymentId!, why)
  await moveReservation(poolOf(payload), reservation.id, ['pending'], 'refunded', `${why}; deposit refunded in full`, { refundId })
}

export async function completeReservationPayment(payload: Payload, paymentId: string, now = new Date()): Promise<{ outcome: ReservationOutcome }> {
  const reservation = await reservationWhere(poolOf(payload), 'payment_id', paymentId)
  if (!reservation) return { outcome: 'unknown' }
  if (reservation.status !== 'pending') return { outcome: outcomeOf(reservation.status) }
  const state = await providerNamed(payload, reservation.provider).paymentState(paymentId)
  if (state === 'open') return { outcome: 'pending' }
  if (state === 'failed') {
    await failReservationPayment(payload, paymentId)
    return { outcome: 'failed' }
  }
  if (!(await carStillAvailable(payload, reservation))) {
    await refundLoser(payload, reservation, 'The car was sold or withdrawn while the shopper paid')
    return { outcome: 'refunded' }
  }
  const held = await holdCar(payload, reservation, now)
  if (held === false) {
    await refundLoser(payload, reservation, 'Another shopper reserved the car first')
    return { outcome: 'refunded' }
  }
  if (held === 'capped') {
    await refundLoser(payload, reservation, 'The shopper already holds as many cars as the site allows')
    return { outcome: 'refunded' }
  }
  if (held) {
    await publishHold(payload, reservation.siteId, reservation.carId)
    return { outcome: 'held' }
  }
  // Someone else settled it between our read and our write: report what they did.
  const settled = await reservationWhere(poolOf(payload), 'payment_id', paymentId)
  return { outcome: settled ? outcomeOf(settled.status) : 'unknown' }
}

/** The payment will never go through (declined, abandoned, expired): the reservation ends without holding anything. */
export async function failReservationPayment(payload: Payload, paymentId: string): Promise<void> {
  const reservation = await reservationWhere(poolOf(payload), 'payment_id', paymentId)
  if (reservation) await moveReservation(poolOf(payload), reservation.id, ['pending'], 'failed', 'The payment did not go through')
}
