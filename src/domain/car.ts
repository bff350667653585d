/**
 * A car as the shopper-side rules read it: the spec's Car fields with their
 * feed names. Only make, model and car_type are always present; a feed may
 * leave any other field out or null. A stock record
 * (src/stock/vehicleSchema.ts) fits this shape as it is.
 */

import { AVAILABLE_STATUSES } from './listing'
import type { CarType } from './stockVocabulary'

/** One lender's quote in finance_lenders, keyed by provider. */
export type FinanceQuote = {
  interestRate?: number | null
  comparisonRate?: number | null
  paymentWeek?: number | null
  paymentMonth?: number | null
  termMonths?: number | null
  termYears?: number | null
  disclaimer?: string | null
}

export type Car = {
  car_type: CarType
  make: string
  model: string
  slug?: string | null
  item_type?: string | null
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  certified?: boolean | null
  tag?: string | null
  preorder?: boolean | null
  year?: number | null
  badge?: string | null
  series?: string | null
  km?: number | null
  trans?: string | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  fuel?: string | null
  rego_expiry?: string | null
  created_at?: string | null
  price?: number | null
  before_price?: number | null
  subscription_price?: number | null
  price_type?: string | null
  dealercomments?: string | null
  simple_body?: string | null
  drive?: string | null
  seats?: number | null
  colour?: string | null
  engine_size?: string | number | null
  /** The model's specification; enginesize is in cc. */
  variant?: { enginesize_litres?: number | null; enginesize?: number | null } | null
  stocknum?: string | null
  vin?: string | null
  body_width?: number | null
  body_length?: number | null
  /** Caravans: kg. */
  tare_weight?: number | null
  /** Caravans: aggregate trailer mass (ATM), kg. */
  aggregate_trailer_mass?: number | null
  sleeps?: number | null
  axle_type?: string | null
  finance_lenders?: Readonly<Record<string, FinanceQuote | null>> | null
  autograb_data?: { state_average_market_price?: number | null; average_market_price?: number | null } | null
  /** Payment processors that take a reservation deposit; a positive `deposit` overrides the site's default. */
  payment_processors?: readonly { name?: string | null; deposit?: number | null }[] | null
}

/** Sold by status or by the sold flag: feeds set one or the other. */
export function isSold(car: Pick<Car, 'status' | 'sold'>): boolean {
  return car.sold === true || car.status === 'sold'
}

/** In stock or coming soon, and not flagged sold. */
export function isAvailable(car: Pick<Car, 'status' | 'sold'>): boolean {
  return !isSold(car) && (AVAILABLE_STATUSES as readonly string[]).includes(car.status ?? '')
}

/** Tag values compare without regard to case or surrounding spaces: feeds write 'test drive only' too. */
export function hasTag(car: Pick<Car, 'tag'>, tag: string): boolean {
  return (car.tag ?? '').trim().toLowerCase() === tag.toLowerCase()
}
