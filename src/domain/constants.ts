/**
 * Every constant the spec names, defined once. The comment after each gives
 * the spec document and section it comes from.
 */

/** Days a sold car stays listed unless the site sets include_sold_cars_days (shopper-journey §4, dealer-network §4). */
export const RECENTLY_SOLD_DAYS = 3

/** Default finance calculator rate, percent (shopper-journey §9). */
export const DEFAULT_CALCULATOR_RATE = 10

/** Promo card positions in the result list a site may choose from (shopper-journey §2, dealer-network §9). */
export const PROMO_CARD_POSITION_CHOICES = [4, 6, 8, 9, 17] as const

/** Default promo card positions when a site sets none (shopper-journey §2: "or 9"). */
export const DEFAULT_PROMO_CARD_POSITIONS = [9]

/** Body types (shopper-journey §9, dealer-network §9). */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const
export type BodyType = (typeof BODY_TYPES)[number]

/** Car types a dealer stocks (shopper-journey §3). */
export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]

/** Australian states and territories. */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const
export type AustralianState = (typeof AUSTRALIAN_STATES)[number]
