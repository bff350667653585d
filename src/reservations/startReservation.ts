/**
 * Starting an online reservation (issue 7): checks the car may be reserved
 * (carIsReservable, with any current hold) and the shopper holds no more
 * than the site allows (reservationRefusal), writes a `pending` reservation,
 * and opens the deposit payment with the configured provider. Nothing is
 * held yet: the car is held only once the payment went through
 * (completeReservation.ts).
 */

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Car } from '@/domain/car'
import { carFacts, type CarFactsCar } from '@/domain/carFacts'
import { carIsReservable, reserveHref } from '@/domain/carPageButtons'
import { depositCents, liveHolds, RESERVE_ERRORS, reservationDeposit, reservationRefusal, type ReserveError, type ReserveRequest } from '@/domain/reservation'
import type { SiteSettings } from '@/domain/site-settings'
import { paymentProvider } from '@/payments'
import { poolOf } from '@/server/payloadPool'

import { carIsHeldSql, withHold } from '@/search/heldCars'
import { shopperReservations } from './shopperHolds'
import { moveReservation } from './reservationRows'

/** A refusal carries its message for JSON callers and the reserve page's error key for the form. */
export type StartedReservation = { ok: true; redirectUrl: string; reference: string } | { ok: false; status: number; message: string; error: ReserveError }

type ListedCar = Car & CarFactsCar & { slug: string }

async function listedCar(payload: Payload, siteId: number, carId: string): Promise<ListedCar | null> {
  const { rows } = await poolOf(payload).query<{ slug: string; data: ListedCar; held: boolean }>(
    `SELECT slug, data, ${carIsHeldSql('vehicle')} AS held FROM stock_vehicles vehicle WHERE site_id = $1 AND id = $2 AND show_on_dealer_website`,
    [siteId, carId],
  )
  const row = rows[0]
  return row ? withHold({ ...row.data, slug: row.slug }, row.held) : null
}

export async function startReservation(
  payload: Payload,
  site: { id: number; settings: SiteSettings },
  request: ReserveRequest,
  options: { origin: string; shopperId: number | null; timeZone: string },
): Promise<StartedReservation> {
  const car = await listedCar(payload, site.id, request.car_id)
  if (!car) return { ok: false, status: 404, message: `This site has no car ${request.car_id}.`, error: 'unavailable' }
  if (!carIsReservable(car, site.settings)) return { ok: false, status: 409, message: RESERVE_ERRORS.unavailable, error: 'unavailable' }
  const provider = paymentProvider(payload, site.settings)
  if (!provider) return { ok: false, status: 404, message: RESERVE_ERRORS.off, error: 'off' }
  const mine = await shopperReservations(poolOf(payload), site.id, { shopperId: options.shopperId, email: request.email })
  const when = (moment: Date) => new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: options.timeZone }).format(moment)
  const refusal = reservationRefusal(liveHolds(mine, new Date()), site.settings, request.car_id, when)
  if (refusal) return { ok: false, status: 409, message: refusal, error: 'holding' }
  const facts = carFacts(car, site.settings)
  const title = [facts.title, facts.subtitle].filter(Boolean).join(' ')
  const amountCents = depositCents(reservationDeposit(car, site.settings))
  const reference = randomUUID()
  const reservation = await payload.create({
    collection: 'reservations',
    data: {
      tenant: site.id,
      status: 'pending',
      carId: request.car_id,
      carSlug: car.slug,
      carTitle: title,
      shopper: options.shopperId,
      email: request.email.toLowerCase(),
      phone: request.phone_number,
      depositCents: amountCents,
      provider: provider.name,
      reference,
      history: `${new Date().toISOString()} Started by ${request.name} <${request.email}>`,
    },
    // Written by the site's own reserve endpoint for this host's site.
    overrideAccess: true,
  })
  const reservePage = `${options.origin}${reserveHref(car, site.settings)}`
  try {
    const payment = await provider.startPayment({
      reservationId: String(reservation.id),
      amountCents,
      description: `Deposit to reserve ${title}`,
      returnUrl: `${options.origin}/api/reserve/return?reference=${reference}`,
      cancelUrl: `${reservePage}?reservation=${reference}&cancelled=1`,
      customerEmail: request.email,
    })
    await poolOf(payload).query('UPDATE reservations SET payment_id = $2 WHERE id = $1', [reservation.id, payment.paymentId])
    return { ok: true, redirectUrl: payment.redirectUrl, reference }
  } catch (error) {
    payload.logger.error({ err: error, reservation: reservation.id }, 'The deposit payment could not be started')
    await moveReservation(poolOf(payload), reservation.id, ['pending'], 'failed', 'The payment provider could not start the payment')
    return { ok: false, status: 503, message: RESERVE_ERRORS.payments, error: 'payments' }
  }
}
