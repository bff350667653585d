/**
 * The facts on a car card: year, make, model, badge,
 * series and the price with its price type for every car; for new and demo
 * cars also the condition, transmission, odometer in km and fuel. A fact the
 * feed leaves empty is left out rather than shown blank.
 */

import type { Car } from './car'
import { priceDisplay, type PricedCar, type PriceDisplay } from './priceDisplay'
import type { SiteSettings } from './site-settings'
import { labelledValue, transmissionText } from './keyInformation'
import { specValue } from './specRows'
import { facetValueLabel } from './stockLabels'
import { odometerText } from './units'

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
  Pick<Car, 'car_type' | 'year' | 'make' | 'model' | 'badge' | 'series' | 'simple_transmission' | 'trans' | 'km' | 'simple_fuel' | 'fuel'>

export function carFacts(car: CarFactsCar, settings: Pick<SiteSettings, 'subscriptions'>, tradeInOffer?: number | null): CarFacts {
  const title = [car.year, car.make, car.model].map(specValue).filter(Boolean).join(' ')
  const subtitle = [car.badge, car.series].map(specValue).filter(Boolean).join(' ')
  // Every car gives its kilometres, transmission and fuel (a used-car buyer's first question is the km); the
  // condition is named for new and demo cars, as a used car's is taken as read.
  const details: [string, string | null][] = [
    ['Condition', car.car_type === 'used' ? null : facetValueLabel('car_type', car.car_type)],
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
