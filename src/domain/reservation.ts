import type { Car } from './car'
import { RESERVATION_HOLD_HOURS } from './constants'
import { dollars } from './money'
import type { SiteSettings } from './site-settings'

/**
 * Reserving a car online (shopper-journey §9): a deposit of the site's
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
