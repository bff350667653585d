/**
 * The facts on a car card: year, make, model, badge,
 * series and the price with its price type for every car; for new and demo
 * cars also the condition, transmission, odometer in km and fuel. A caravan
 * has no odometer or gearbox: every caravan's card shows its length (in
 * metres), berths and ATM instead. A fact the feed leaves empty is left out
 * rather than shown blank.
 */

import type { Car } from './car'
import { priceDisplay, type PricedCar, type PriceDisplay } from './priceDisplay'
import type { SiteSettings } from './site-settings'
import { labelledValue, transmissionText } from './keyInformation'
import { specValue } from './specRows'
import { facetValueLabel } from './stockLabels'
import { caravanMetresText, massText, odometerText } from './units'

export type CarFact = { label: string; value: string }

export type CarFacts = {
  /** '2024 Toyota HiLux' */
  title: string
  /** Badge and series: 'SR5 Hi-Rider GUN126R'. */
  subtitle: string | null
  price: PriceDisplay
  /** Condition (new and demo cars), transmission, odometer and fuel, as the feed gives them. */
  details: CarFact[]
}

export type CarFactsCar = PricedCar &
  Pick<Car, 'car_type' | 'year' | 'make' | 'model' | 'badge' | 'series' | 'simple_transmission' | 'trans' | 'km' | 'simple_fuel' | 'fuel'> &
  Partial<Pick<Car, 'item_type' | 'body_length' | 'sleeps' | 'aggregate_trailer_mass'>>

export function carFacts(car: CarFactsCar, settings: Pick<SiteSettings, 'subscriptions'>, tradeInOffer?: number | null): CarFacts {
  const title = [car.year, car.make, car.model].map(specValue).filter(Boolean).join(' ')
  const subtitle = [car.badge, car.series].map(specValue).filter(Boolean).join(' ')
  // Every car gives its kilometres, transmission and fuel (a used-car buyer's first question is the km); a caravan its
  // length, berths and ATM instead. The condition is named for new and demo stock, as a used one's is taken as read.
  const condition: [string, string | null][] = car.car_type === 'used' ? [] : [['Condition', facetValueLabel('car_type', car.car_type)]]
  const details: [string, string | null][] =
    car.item_type === 'caravan'
      ? [...condition, ['Length', caravanMetresText(car.body_length)], ['Sleeps', berthsText(car.sleeps)], ['ATM', atmText(car.aggregate_trailer_mass)]]
      : [
          ...condition,
          ['Transmission', transmissionText({ simple_transmission: car.simple_transmission, trans: null }) ?? transmissionText(car)],
          ['Odometer', odometerText(car.km)],
          ['Fuel', labelledValue('fuel', car.simple_fuel) ?? labelledValue('fuel', car.fuel)],
        ]
  return {
    title,
    subtitle: subtitle || null,
    price: priceDisplay(car, settings, tradeInOffer),
    details: details.flatMap(([label, value]) => (value === null ? [] : [{ label, value }])),
  }
}

/** "Sleeps 4": on a card the value says what it is. */
function berthsText(sleeps: number | null | undefined): string | null {
  return typeof sleeps === 'number' && Number.isInteger(sleeps) && sleeps > 0 ? `Sleeps ${sleeps}` : null
}

/** "ATM 3,000 kg". */
function atmText(kg: number | null | undefined): string | null {
  const mass = massText(kg)
  return mass === null ? null : `ATM ${mass}`
}
