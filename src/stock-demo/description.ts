/** What a demo listing says about its vehicle: the equipment list, the tag and the dealer's comments. */
import { MAKES } from './catalogue'
import { BIKE_FEATURES, CAR_FEATURES, CARAVAN_FEATURES } from './finish'
import type { AustralianState, Car, CarStatus, CarTag, CarType } from './car'
import { clamp } from './numbers'
import { hashString, type Rng } from './random'
import type { Spec } from './spec'

export function equipmentFor(rng: Rng, spec: Spec): string[] {
  if (spec.itemType === 'caravan') return rng.sample(CARAVAN_FEATURES, rng.int(6, 16))
  if (spec.itemType === 'motorcycle') return rng.sample(BIKE_FEATURES, rng.int(5, 12))
  const offRoad = spec.drive === '4x4' || spec.body === 'ute' || spec.body === 'cabChassis' || spec.body === '4x4'
  const premium = spec.rank >= 0.4 || rng.chance(0.2)
  const pool = CAR_FEATURES.filter(([, since, tag]) =>
    spec.year >= since &&
    (tag !== '4x4' || offRoad) &&
    (tag !== 'ev' || spec.engine?.fuel === 'Electric') &&
    (tag !== 'premium' || premium),
  )
  const count = clamp(8 + Math.round(spec.rank * 14) + rng.int(-3, 6), 5, Math.min(30, pool.length))
  // Keep catalogue order so lists read naturally (basics first).
  const chosen = new Set(rng.sample(pool, count))
  return pool.filter((f) => chosen.has(f)).map(([name]) => name)
}

const LICENCE: Record<AustralianState, string> = {
  NSW: 'MD', VIC: 'LMCT', QLD: 'Motor Dealer Licence', WA: 'DL', SA: 'MVD', TAS: 'Motor Vehicle Trader', ACT: 'Dealer Licence', NT: 'Dealer Licence',
}
const ROADWORTHY: Record<AustralianState, string> = {
  NSW: 'Comes with a fresh pink slip and is ready for transfer',
  VIC: 'Sold with a Roadworthy Certificate (RWC)',
  QLD: 'Safety certificate supplied',
  WA: 'Inspected and ready for transfer',
  SA: 'Inspected and ready for transfer',
  TAS: 'Inspected and ready for transfer',
  ACT: 'Inspected and ready for transfer',
  NT: 'Inspected and ready for transfer',
}

export function commentsFor(rng: Rng, car: Car, dealerName: string, equipment: readonly string[]): string {
  if (rng.chance(0.1)) return ''
  const what = `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`
  const warranty = MAKES[car.make]?.warrantyYears ?? 5
  const parts: string[] = [
    rng.pick([
      `Just arrived at ${dealerName}! This ${what} won't last long.`,
      `Looking for something reliable? Check out this ${what}.`,
      `G'day and thanks for looking at this ${what} at ${dealerName}.`,
      `Fresh trade-in alert: ${what} now on the lot in ${car.city}.`,
    ]),
    `Finished in ${car.colour}${car.interior_colour ? ` with ${car.interior_colour.toLowerCase()} trim` : ''}.`,
  ]
  if (car.car_type === 'new') parts.push(`Brand new with the full ${warranty} year factory warranty.`)
  if (car.car_type === 'demo') parts.push('Ex-demonstrator with the balance of new vehicle warranty - save thousands on a near-new car.')
  if (car.car_type === 'used') {
    parts.push(ROADWORTHY[car.state])
    if (rng.chance(0.6)) parts.push(rng.pick(['Full service history.', 'Logbooks present and up to date.', 'Serviced on time, every time.']))
    if (car.tag === 'One Owner') parts.push('One owner from new.')
    if (car.tag === 'Low Kms') parts.push('Genuine low kilometres - barely run in.')
  }
  if (equipment.length > 0 && rng.chance(0.4)) parts.push(`Features include ${equipment.slice(0, 10).join(', ')}.`)
  parts.push(rng.pick([
    'Trade-ins welcome - we can value yours on the spot.',
    'Finance available on approved credit; ask our business manager for a quote.',
    'Extended warranty options available. Australia-wide delivery can be arranged.',
    'Call now to book a test drive before it is gone!',
  ]))
  if (rng.chance(0.25)) {
    const licence = `${LICENCE[car.state]} ${100_000 + (hashString(car.dealership_slug) % 900_000)}`
    parts.push(
      `All vehicles are subject to prior sale. While every effort is made to ensure the accuracy of this listing, features and specifications ` +
        `should be confirmed with our sales team before purchase. Images may be for illustration purposes only. ${dealerName} ${licence}.`,
    )
  }
  return parts.join('|')
}

export function pickTag(rng: Rng, spec: Spec, carType: CarType, status: CarStatus, km: number | null, age: number): CarTag | null {
  const fuel = spec.engine?.fuel
  if (fuel === 'Electric' && rng.chance(0.45)) return 'Electric'
  if ((fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') && rng.chance(0.4)) return 'Hybrid'
  if (carType === 'new' && status === 'in_stock' && rng.chance(0.1)) return 'Test Drive Only'
  if (carType === 'used' && km !== null && km < age * 8_000 + 5_000 && rng.chance(0.35)) return 'Low Kms'
  if (carType === 'used' && rng.chance(0.06)) return 'One Owner'
  return null
}
