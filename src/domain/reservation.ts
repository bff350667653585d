import { z } from 'zod'

import type { Car } from './car'
import { email, personName, phone } from './leads/fields'
import { dollars } from './money'
import type { SiteSettings } from './site-settings'

/** How long a reserved car is held for the shopper. */
export const RESERVATION_HOLD_HOURS = 48
/** Deposits are taken in Australian dollars. */
export const DEPOSIT_CURRENCY = 'aud'
/** The accepted payments strip, in the footer and under the reserve button. */
export const ACCEPTED_PAYMENTS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const
/** What a shopper loses the car to when another paid first (issue 7: "the loser is refunded automatically and told so"). */
export const RESERVATION_LOST_MESSAGE = 'Another shopper reserved this car a moment before you. Your deposit has been refunded in full.'

/**
 * How long a started reservation still counts as the shopper's hold while its
 * payment is open (ours): long enough to pay, short enough that a payment page
 * left open does not keep the shopper from reserving another car for a day.
 * Past it, a late payment is still checked against the cap when it arrives.
 */
export const PENDING_RESERVATION_MINUTES = 30

/**
 * Starting a reservation (POST /api/reserve), ours: a shopper starts one or
 * two an hour; a script holding a site's cars starts hundreds. Set per hour by
 * RESERVE_RATE_LIMIT_PER_ADDRESS and RESERVE_RATE_LIMIT_PER_SITE.
 */
export const RESERVE_RATE_LIMITS = {
  perAddress: { limit: 10, windowMs: 3_600_000 },
  perSite: { limit: 100, windowMs: 3_600_000 },
} as const

/**
 * Reserving a car online: a deposit of the site's
 * default ($200 unless it sets another), or the one the car's own payment
 * processors name; the car is then held for 48 hours and the deposit is
 * refundable in full.
 */

type ProcessorCar = Pick<Car, 'payment_processors'>

/** The deposit in whole dollars: the first payment processor that names a positive deposit, else the site's default. */
export function reservationDeposit(car: ProcessorCar, settings: Pick<SiteSettings, 'reserveOnline'>): number {
  const named = (car.payment_processors ?? []).map((processor) => processor?.deposit).find((deposit): deposit is number => typeof deposit === 'number' && Number.isFinite(deposit) && deposit > 0)
  return named ?? settings.reserveOnline.defaultDeposit
}

/** The Reserve Online section's terms: the deposit, the hold and the refund, in one sentence. */
export function reservationTerms(car: ProcessorCar, settings: Pick<SiteSettings, 'reserveOnline'>): string {
  return `Reserve this car online with a ${dollars(reservationDeposit(car, settings))} deposit. We hold it for you for ${RESERVATION_HOLD_HOURS} hours, and the deposit is fully refundable.`
}

/**
 * A reservation's life (issue 7). `pending` until the deposit is paid; then
 * `held` for 48 hours. Staff confirm the sale (`confirmed`), cancel it with a
 * refund (`cancelled`), or extend the hold; a hold nobody confirmed lapses to
 * `expired` and the car is released. A shopper who paid a moment after
 * another is refunded at once (`refunded`); a payment that never went
 * through ends `failed`.
 *
 * An expired hold is not refunded by itself: the deposit is refundable, and
 * the dealer refunds it (Cancel) once they have spoken with the shopper, who
 * may still buy. The admin lists expired holds with money still held.
 */
export const RESERVATION_STATUSES = ['pending', 'held', 'confirmed', 'cancelled', 'expired', 'refunded', 'failed'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** The statuses that keep the car off the market: at most one per car, enforced by a unique index on them. */
export const CAR_HOLDING_STATUSES = ['held', 'confirmed'] as const satisfies readonly ReservationStatus[]

export function holdsTheCar(status: ReservationStatus): boolean {
  return (CAR_HOLDING_STATUSES as readonly string[]).includes(status)
}

/** When a hold that starts now ends: 48 hours on. */
export function holdEndsAt(from: Date): Date {
  return new Date(from.getTime() + RESERVATION_HOLD_HOURS * 60 * 60 * 1000)
}

export const STAFF_RESERVATION_ACTIONS = ['confirm', 'cancel', 'extend'] as const
export type StaffReservationAction = (typeof STAFF_RESERVATION_ACTIONS)[number]

/** What staff may do with a reservation in each status: confirm or extend a hold; cancel (refunding) anything paid and not yet refunded. */
export function staffActionsFor(status: ReservationStatus): StaffReservationAction[] {
  switch (status) {
    case 'held':
      return ['confirm', 'cancel', 'extend']
    case 'confirmed':
    case 'expired':
      return ['cancel']
    default:
      return []
  }
}

/** The status a staff action leads to, and the new end of the hold for an extension (48 hours past the later of now and the current end). */
export function afterStaffAction(action: StaffReservationAction, reservation: { heldUntil: Date | null }, now: Date): { status: ReservationStatus; heldUntil: Date | null } {
  switch (action) {
    case 'confirm':
      return { status: 'confirmed', heldUntil: reservation.heldUntil }
    case 'cancel':
      return { status: 'cancelled', heldUntil: reservation.heldUntil }
    case 'extend': {
      const from = reservation.heldUntil && reservation.heldUntil > now ? reservation.heldUntil : now
      return { status: 'held', heldUntil: holdEndsAt(from) }
    }
  }
}

/** The deposit in cents, as payment providers take it. */
export function depositCents(dollarsAmount: number): number {
  return Math.round(dollarsAmount * 100)
}

/** The reserve form (issue 7): the car and who is reserving it; a signed-in shopper's email and phone come prefilled. */
export const reserveRequestSchema = z.object({
  car_id: z.string({ error: 'car_id is required' }).trim().min(1, 'car_id is required').max(100),
  name: personName,
  email,
  phone_number: phone,
})
export type ReserveRequest = z.output<typeof reserveRequestSchema>

/** What the reserve page tells the shopper after the payment page, by the reservation's status. */
export function reservationNotice(status: ReservationStatus, heldUntil: string | null): { tone: 'success' | 'warning' | 'info'; text: string } {
  switch (status) {
    case 'held':
    case 'confirmed':
      return { tone: 'success', text: `This car is reserved for you${heldUntil ? ` until ${heldUntil}` : ''}. The dealer will contact you shortly to arrange the rest.` }
    case 'refunded':
      return { tone: 'warning', text: RESERVATION_LOST_MESSAGE }
    case 'pending':
      return { tone: 'info', text: 'We are waiting for your payment to be confirmed. This page will show the result once it is.' }
    case 'cancelled':
      return { tone: 'info', text: 'This reservation was cancelled and your deposit refunded.' }
    case 'expired':
      return { tone: 'info', text: 'The 48-hour hold on this car has ended. Contact the dealer to go ahead or for your refund.' }
    case 'failed':
      return { tone: 'warning', text: 'Your payment did not go through, and the car is not reserved. You have not been charged.' }
  }
}

/** The reserve page's error keys, worded here: only the key travels in the URL. */
export const RESERVE_ERRORS = {
  details: 'Check your name, email address and mobile number, then try again.',
  unavailable: 'This car cannot be reserved online right now: it is already reserved, sold or not offered for online reservation.',
  payments: 'Payments are unavailable just now, and nothing was charged. Please try again in a few minutes.',
  holding: 'You already hold as many cars on this site as one shopper may, or a payment you started for another car is still open. Finish or release that reservation, or try again once it ends.',
  off: 'This site does not take reservations online. Call or enquire to reserve a car.',
} as const
export type ReserveError = keyof typeof RESERVE_ERRORS

/**
 * Reserve Online as shoppers meet it: offered only where the site turns it on
 * and a payment provider takes this site's deposits. Without one (a
 * production server with no Stripe keys and no test payments switched on)
 * the car page, the cards and the reserve page say nothing about reserving.
 */
export function reserveOnlineAvailable(settings: Pick<SiteSettings, 'reserveOnline'>, depositsTaken: boolean): boolean {
  return settings.reserveOnline.enabled && depositsTaken
}

/** The site's settings with Reserve Online off when no provider takes its deposits: what every page and the reserve endpoint read. */
export function settingsAsOffered<Settings extends Pick<SiteSettings, 'reserveOnline'>>(settings: Settings, depositsTaken: boolean): Settings {
  if (reserveOnlineAvailable(settings, depositsTaken) === settings.reserveOnline.enabled) return settings
  return { ...settings, reserveOnline: { ...settings.reserveOnline, enabled: false } }
}

/** One of a shopper's reservations on a site, as the cap reads it. */
export type ShopperReservation = { carId: string; carTitle: string; status: ReservationStatus; heldUntil: Date | null; startedAt: Date }

/** A reservation that counts against the shopper's cap, with the moment it stops counting. */
export type LiveHold = { carId: string; carTitle: string; paid: boolean; until: Date }

/**
 * The shopper's live holds: paid holds not yet ended, and reservations started
 * within the last PENDING_RESERVATION_MINUTES whose payment is still open.
 */
export function liveHolds(reservations: readonly ShopperReservation[], now: Date): LiveHold[] {
  return reservations.flatMap((reservation): LiveHold[] => {
    if (reservation.status === 'held' && reservation.heldUntil && reservation.heldUntil > now) {
      return [{ carId: reservation.carId, carTitle: reservation.carTitle, paid: true, until: reservation.heldUntil }]
    }
    const paymentOpenUntil = new Date(reservation.startedAt.getTime() + PENDING_RESERVATION_MINUTES * 60_000)
    if (reservation.status === 'pending' && paymentOpenUntil > now) return [{ carId: reservation.carId, carTitle: reservation.carTitle, paid: false, until: paymentOpenUntil }]
    return []
  })
}

/**
 * Why the shopper may not reserve `carId` now, or null: one live hold per
 * shopper per site unless the site allows more (`reserveOnline.holdsPerShopper`).
 * Cars are counted, not attempts: holds of the same car never count, as the
 * shopper who left its payment page may start again, and a second hold of
 * one car is refused by the car's own rule. The message names the hold in the
 * way and when it ends.
 */
export function reservationRefusal(holds: readonly LiveHold[], settings: Pick<SiteSettings, 'reserveOnline'>, carId: string, when: (moment: Date) => string): string | null {
  // One entry per car: held if any of its reservations is paid, until the last of them ends.
  const cars = new Map<string, LiveHold>()
  for (const hold of holds) {
    if (hold.carId === carId) continue
    const seen = cars.get(hold.carId)
    cars.set(hold.carId, seen ? { ...seen, paid: seen.paid || hold.paid, until: seen.until > hold.until ? seen.until : hold.until } : hold)
  }
  const allowed = settings.reserveOnline.holdsPerShopper
  if (cars.size < allowed) return null
  const first = [...cars.values()].sort((a, b) => a.until.getTime() - b.until.getTime())[0]!
  const limit = allowed === 1 ? 'one car at a time' : `${allowed} cars at a time`
  const title = first.carTitle || 'another car'
  if (first.paid) return `You already hold the ${title} on this site until ${when(first.until)}, and shoppers may hold ${limit}. Ask us to release it, or reserve again after ${when(first.until)}.`
  return `You have started reserving the ${title} and its payment is still open, and shoppers may hold ${limit}. Finish that payment, or try again after ${when(first.until)}.`
}
