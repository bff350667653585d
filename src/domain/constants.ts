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

/** First Saturday of the alternate-Saturday service cycle; even weeks from here are "By Appointment Only" (dealer-network §4). */
export const ALTERNATE_SATURDAY_CYCLE_START = '2025-06-14'

/** Offer description: cut to this many characters when collapsed (dealer-network §4, §9). */
export const DESCRIPTION_CUT = 160
/** Offer disclaimer: cut to this many characters when collapsed (dealer-network §4, §9). */
export const DISCLAIMER_CUT = 200
/** Text longer than this is collapsed with a toggle; shorter text shows in full (dealer-network §4, §9). */
export const COLLAPSE_THRESHOLD = 200

/** Earth radius for distances, km (dealer-network §9). */
export const EARTH_RADIUS_KM = 6371

/** Model menu order; models not listed go last, alphabetically (dealer-network §9). */
export const MODEL_PRIORITY = [
  'bZ4X',
  'Prado',
  'C-HR',
  'Yaris',
  'Corolla Hatch',
  'Camry',
  'Corolla Sedan',
  'Yaris Cross',
  'Corolla Cross',
  'RAV4',
  'Kluger',
  'Fortuner',
  'LandCruiser 300',
  'HiLux',
  'LandCruiser 70',
  'Tundra',
  'HiAce',
  'Granvia',
  'Coaster',
  'GR Yaris',
  'GR86',
  'GR Corolla',
  'GR Supra',
] as const

/** Model menu category tabs; the menu starts on All Vehicles (dealer-network §2). */
export const MODEL_CATEGORIES = [
  'All Vehicles',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Discontinued',
  'Upcoming',
] as const

/** Location order by type (dealer-network §9). */
export const LOCATION_TYPE_ORDER = ['sales', 'service', 'parts'] as const

/** Review display: minimum rating shown, and the full quantity of Google reviews (dealer-network §5). */
export const REVIEW_MIN_RATING = 4
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12

/** Review feedback page defaults (dealer-network §2). */
export const REVIEW_FEEDBACK_DEFAULT_NAME = 'Valued Customer'
export const REVIEW_FEEDBACK_DEFAULT_DEALERSHIP = 'Our Dealership'

/** Accepted payments strip (dealer-network §2, §9). */
export const ACCEPTED_PAYMENTS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const

/** Sticky footer bar takes its "down" style after this many pixels of scrolling (dealer-network §4). */
export const STICKY_BAR_SCROLL_THRESHOLD_PX = 50

/** Model tile image size (dealer-network §7, §9). */
export const MODEL_TILE = { width: 280, height: 171 } as const
/** The all-vehicles model menu scrolls past this many tiles; its height is based on 10 tiles (dealer-network §9). */
export const MODEL_MENU_SCROLL_AFTER_TILES = 6
export const MODEL_MENU_HEIGHT_TILES = 10

/** Postcode validation message (dealer-network §5, shopper-journey §5). */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
