/**
 * The dealer network's constants the spec names: states, hours, offers,
 * models, locations, reviews, payments, blog and legal text, and the list of
 * makes, defined once. The comment after each gives the spec document and
 * section it comes from.
 */

/** Australian states and territories. */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const
export type AustralianState = (typeof AUSTRALIAN_STATES)[number]

/** First Saturday of the alternate-Saturday service cycle; even weeks from here are "By appointment only". */
export const ALTERNATE_SATURDAY_CYCLE_START = '2025-06-14'

/** Offer description: cut to this many characters when collapsed. */
export const DESCRIPTION_CUT = 160
/** Offer disclaimer: cut to this many characters when collapsed. */
export const DISCLAIMER_CUT = 200
/** Text longer than this is collapsed with a toggle; shorter text shows in full. */
export const COLLAPSE_THRESHOLD = 200

/** Earth radius for distances, km. */
export const EARTH_RADIUS_KM = 6371

/** Model menu order; models not listed go last, alphabetically. */
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

/** Model menu category tabs; the menu starts on All Vehicles. */
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

/** Location order by type. */
export const LOCATION_TYPE_ORDER = ['sales', 'service', 'parts'] as const

/** Review display: minimum rating shown, and the full quantity of Google reviews. */
export const REVIEW_MIN_RATING = 4
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12

/** Bounds of a reviews CSV import (ours): a name, a comment or reply, rows a file, and the file's size. */
export const REVIEW_IMPORT_LIMITS = { name: 120, text: 5000, rows: 5000, fileBytes: 2 * 1024 * 1024 } as const

/** Review feedback page defaults. */
export const REVIEW_FEEDBACK_DEFAULT_NAME = 'Valued Customer'
export const REVIEW_FEEDBACK_DEFAULT_DEALERSHIP = 'Our Dealership'

/** The accepted payments strip, in the footer and under the reserve button. */
export const ACCEPTED_PAYMENTS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const

/** Sticky footer bar takes its "down" style after this many pixels of scrolling. */
export const STICKY_BAR_SCROLL_THRESHOLD_PX = 50

/** Model tile image size. */
export const MODEL_TILE = { width: 280, height: 171 } as const
/** The all-vehicles model menu scrolls past this many tiles; its height is based on 10 tiles. */
export const MODEL_MENU_SCROLL_AFTER_TILES = 6
export const MODEL_MENU_HEIGHT_TILES = 10

/** Postcode validation message. */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'

/**
 * Blog categories; the last one only for some brands, so a
 * category tab shows only when it has posts. `key` is what the database stores
 * (a valid GraphQL name), `slug` the address /blog/{slug}.
 */
export const BLOG_CATEGORIES = [
  { key: 'vehicleReviews', slug: 'vehicle-reviews', label: 'Vehicle Reviews' },
  { key: 'buyerAdvice', slug: 'buyer-advice', label: 'Buyer Advice' },
  { key: 'motoringTips', slug: 'motoring-tips', label: 'Motoring Tips' },
  { key: 'servicingInsights', slug: 'servicing-insights', label: 'Servicing Insights' },
  { key: 'adventures4x4xMore', slug: '4x4xmore-adventures', label: '4x4xMORE Adventures' },
] as const

/** Privacy complaints are answered within 30 days; the privacy policy was updated April 2021. */
export const PRIVACY_COMPLAINT_RESPONSE_DAYS = 30
export const PRIVACY_POLICY_UPDATED = 'April 2021'

/** The stocktake promotional card's window. */
export const STOCKTAKE_PROMO_WINDOW = { start: '2025-01-01T00:00:00+10:00', expiry: '2025-02-01T00:00:00+10:00' } as const

/** Makes listed first in a make select (popular makes first, then all makes after item 20). */
export const POPULAR_MAKES = [
  'Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Volkswagen', 'Subaru', 'Isuzu',
  'MG', 'Honda', 'BMW', 'Mercedes-Benz', 'Audi', 'Tesla', 'BYD', 'GWM', 'Suzuki', 'Lexus',
] as const

/** The static list of car makes, seeded into the platform's vehicle reference data. */
export const CAR_MAKES = [
  ...POPULAR_MAKES,
  'Abarth', 'Alfa Romeo', 'Aston Martin', 'Bentley', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra', 'Dodge',
  'Ferrari', 'Fiat', 'Genesis', 'Haval', 'Holden', 'Jaguar', 'Jeep', 'Jayco', 'LDV', 'Lamborghini', 'Land Rover',
  'Lotus', 'Maserati', 'McLaren', 'Mini', 'Peugeot', 'Polestar', 'Porsche', 'Ram', 'Renault', 'Rolls-Royce', 'Skoda',
  'SsangYong', 'Volvo', 'Harley-Davidson', 'Kawasaki', 'Yamaha', 'KTM', 'Ducati', 'Triumph', 'Coromal', 'Avan',
  'Crusader', 'Lotus Caravans', 'New Age', 'Snowy River', 'Windsor', 'Zone RV',
] as const
