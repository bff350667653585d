/**
 * A car's key information: the rows of the car
 * page's spec grid and of the car's PDF, which both show exactly these, each
 * fact once, labelled and worded for people ('Automatic', 'SUV', '2.0 L',
 * '6.55 m (21.5 ft)', '1,850 kg'). Rows the feed leaves empty are dropped by
 * visibleSpecRows (specRows.ts).
 *
 * Order: what a shopper compares first. A caravan's length, berths and ATM
 * (what the tow vehicle must pull) come straight after its condition, so the
 * grid's first rows show them before Show More; its width, tare and axles
 * follow the rows only cars fill. A car has none of these, so its order is
 * unchanged.
 */

import type { Car } from './car'
import { regoExpiryText } from './regoExpiry'
import { specValue, type SpecRow } from './specRows'
import { facetValueLabel } from './stockLabels'
import { caravanSizeText, engineSizeText, massText, odometerText } from './units'

export type KeyInformationCar = Pick<
  Car,
  | 'car_type' | 'km' | 'trans' | 'simple_transmission' | 'fuel' | 'simple_fuel' | 'drive' | 'simple_body' | 'colour' | 'seats' | 'engine_size'
  | 'variant' | 'stocknum' | 'vin' | 'rego_expiry' | 'body_length' | 'body_width' | 'tare_weight' | 'aggregate_trailer_mass' | 'sleeps' | 'axle_type'
>

export function keyInformationRows(car: KeyInformationCar, when: { now: Date; zone: string }): SpecRow[] {
  return [
    { label: 'Condition', value: facetValueLabel('car_type', car.car_type) },
    { label: 'Length', value: caravanSizeText(car.body_length) },
    { label: 'Sleeps', value: car.sleeps },
    { label: 'ATM', value: massText(car.aggregate_trailer_mass) },
    { label: 'Odometer', value: odometerText(car.km) },
    { label: 'Transmission', value: transmissionText(car) },
    { label: 'Fuel', value: labelledValue('fuel', car.fuel) ?? labelledValue('fuel', car.simple_fuel) },
    { label: 'Drive', value: labelledValue('drive', car.drive) },
    { label: 'Width', value: caravanSizeText(car.body_width) },
    { label: 'Tare mass', value: massText(car.tare_weight) },
    { label: 'Axles', value: car.axle_type },
    { label: 'Body', value: labelledValue('body', car.simple_body) },
    { label: 'Colour', value: car.colour },
    { label: 'Seats', value: car.seats },
    { label: 'Engine', value: engineSizeText(car.engine_size) ?? engineSizeText(car.variant?.enginesize_litres) ?? engineSizeText(car.variant?.enginesize) },
    { label: 'Stock number', value: car.stocknum },
    { label: 'VIN', value: car.vin },
    { label: 'Registration expiry', value: regoExpiryText(car.rego_expiry, when) },
  ]
}

/**
 * 'Automatic', or '6-speed Automatic' when the feed's gearbox text gives the
 * gears ('6 SP AUTOMATIC'). Without simple_transmission the gearbox text is
 * read for automatic or manual, and shown as it is when it says neither.
 */
export function transmissionText(car: Pick<Car, 'trans' | 'simple_transmission'>): string | null {
  const trans = specValue(car.trans)
  const kind = labelledValue('transmission', car.simple_transmission) ?? (trans && /\bauto/i.test(trans) ? 'Automatic' : trans && /\bmanual/i.test(trans) ? 'Manual' : null)
  if (!kind) return trans === null ? null : facetValueLabel('transmission', trans)
  const gears = trans ? /^(\d+)\s*(?:SP|SPD|SPEED)\b/i.exec(trans)?.[1] : undefined
  return gears ? `${gears}-speed ${kind}` : kind
}

/** A feed value's label, or null when the feed leaves it empty. */
export function labelledValue(attribute: string, value: string | null | undefined): string | null {
  const text = specValue(value)
  return text === null ? null : facetValueLabel(attribute, text)
}
