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

/**
 * Blog categories (dealer-network §2); the last one only for some brands, so a
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

/** Privacy complaints are answered within 30 days; the privacy policy was updated April 2021 (dealer-network §9). */
export const PRIVACY_COMPLAINT_RESPONSE_DAYS = 30
export const PRIVACY_POLICY_UPDATED = 'April 2021'

/** The stocktake promotional card's window (dealer-network §4). */
export const STOCKTAKE_PROMO_WINDOW = { start: '2025-01-01T00:00:00+10:00', expiry: '2025-02-01T00:00:00+10:00' } as const

/** Makes listed first in a make select (shopper-journey §3: popular makes first, then all makes after item 20). */
export const POPULAR_MAKES = [
  'Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Volkswagen', 'Subaru', 'Isuzu',
  'MG', 'Honda', 'BMW', 'Mercedes-Benz', 'Audi', 'Tesla', 'BYD', 'GWM', 'Suzuki', 'Lexus',
] as const

/** The static list of car makes (dealer-network §3), seeded into the platform's vehicle reference data. */
export const CAR_MAKES = [
  ...POPULAR_MAKES,
  'Abarth', 'Alfa Romeo', 'Aston Martin', 'Bentley', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra', 'Dodge',
  'Ferrari', 'Fiat', 'Genesis', 'Haval', 'Holden', 'Jaguar', 'Jeep', 'Jayco', 'LDV', 'Lamborghini', 'Land Rover',
  'Lotus', 'Maserati', 'McLaren', 'Mini', 'Peugeot', 'Polestar', 'Porsche', 'Ram', 'Renault', 'Rolls-Royce', 'Skoda',
  'SsangYong', 'Volvo', 'Harley-Davidson', 'Kawasaki', 'Yamaha', 'KTM', 'Ducati', 'Triumph', 'Coromal', 'Avan',
  'Crusader', 'Lotus Caravans', 'New Age', 'Snowy River', 'Windsor', 'Zone RV',
] as const

/** Search (shopper-journey §9, dealer-network §7): the page size, the count above which counts are replaced, and Algolia's pagination cap. */
export const SEARCH_PAGE_SIZE = 21
export const COUNT_REPLACEMENT_THRESHOLD = 1999
export const MAX_PAGINATED_HITS = 1000

/* ---- Search, car cards and the car page (shopper-journey §2, §4, §5, §9) ---- */

/** A search runs this long after the last keystroke or slider move (shopper-journey §5). */
export const SEARCH_TEXT_DEBOUNCE_MS = 300
export const SEARCH_SLIDER_DEBOUNCE_MS = 400

/** Filter list sizes (shopper-journey §2): makes before 'Show all makes', make-model, city and dealership values. */
export const MAKES_SHOWN_BEFORE_SHOW_ALL = 7
export const MAKE_MODEL_FILTER_LIMIT = 30
export const CITY_FILTER_LIMIT = 20
export const LOCATION_NAME_FILTER_LIMIT = 40

/** Price and km range sliders (shopper-journey §5): default limits, rounding, and step as a fraction of the range. */
export const RANGE_SLIDER_DEFAULT_LIMITS = { min: 0, max: 100_000 } as const
export const RANGE_SLIDER_ROUNDING = 1000
export const RANGE_SLIDER_STEPS = 100
/** The dealer locator's price slider (shopper-journey §5). */
export const LOCATOR_PRICE_SLIDER = { min: 5000, max: 250_000, step: 500 } as const

/** A car listed within this many days carries the new-arrival tag (shopper-journey §4, §9). */
export const NEW_ARRIVAL_DAYS = 8
/** The tag value that makes an enquiry a test-drive event (shopper-journey §4, §9). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only'
export const JUST_SOLD_TAG = 'JUST SOLD'
export const JUST_ARRIVED_TAG = 'JUST ARRIVED'

/** Prices at or below this are placeholders, not prices (shopper-journey §4, §5: "above 10"). */
export const PRICE_SHOWN_ABOVE = 10
export const PREORDER_TEXT = 'PREORDER'
export const NO_PRICE_TEXT = 'Enquire for price.'

/** Finance estimate (shopper-journey §9). */
export const FINANCE_TERM_YEARS = 5
export const FINANCE_DEPOSIT_SHARE = 0.1
export const FINANCE_FINAL_PAYMENT = 0
export const FINANCE_OFFER_VALID_MONTHS = 1
export const COMPARISON_RATE_BASIS = 'Comparison rate based on a $30,000 secured loan over 5 years.'
/**
 * The warning Australian credit law (National Credit Code, Schedule 1 of the
 * National Consumer Credit Protection Act 2009, s 146) requires next to any
 * advertised comparison rate.
 */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'
export const CALCULATOR_DISCLAIMER = 'This repayment is indicative only and is not a binding quote or an offer of finance.'
/** Lender eligibility (shopper-journey §9): the pre-approval card wants a car newer than this many years, and most lenders a price above $500. */
export const PRE_APPROVAL_MAX_AGE_YEARS = 12
export const LENDER_PRICE_ABOVE = 500
export const PRE_APPROVED_LABEL = 'Pre-Approved'
/**
 * How each finance_lenders key decides whether a car gets its estimate
 * (shopper-journey §9). The spec names only 'manual' and 'angle'; a key not
 * listed gets 'price-and-available', the rule of four of the six named lenders.
 */
export const FINANCE_LENDER_RULES: Readonly<Record<string, 'pre-approval' | 'available' | 'price-and-available'>> = {
  'pre-approved': 'pre-approval',
  manual: 'price-and-available',
  angle: 'price-and-available',
}
/**
 * Makes whose cars never show a finance estimate (shopper-journey §9: "one
 * manufacturer's cars"). The spec does not name the manufacturer, so none is
 * listed until the business does.
 */
export const NO_FINANCE_ESTIMATE_MAKES: readonly string[] = []

/** Dealer comments (shopper-journey §5, §8, §9). */
export const DEALER_COMMENTS_SEPARATOR = '|'
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
export const DEALER_COMMENTS_CUT = 400

/** Car page lists (shopper-journey §2, §9): key-information rows before Show More, features before Show All. */
export const KEY_INFORMATION_ROWS_SHOWN = 4
export const FEATURES_SHOWN = 8

/** The below-market badge shows when the price is more than this under the market price (shopper-journey §4). */
export const BELOW_MARKET_MARGIN = 499

/** Caravan sizes arrive in feet (shopper-journey §2, §9). */
export const FEET_TO_METRES = 0.3048

/** Search history and the result cache per search type (shopper-journey §9). */
export const SEARCH_HISTORY_LIMIT = 5
export const RESULT_CACHE_LIMIT = 10

/** Analytics event ids (shopper-journey §9). */
export const EVENT_IDS = {
  newCarEnquiry: 14,
  usedEnquiry: 15,
  testDrive: 17,
  usedTestDrive: 48,
  offerAccepted: 18,
  generalEnquiry: 22,
  phoneClick: 25,
  favourite: 39,
  careersEnquiry: 51,
} as const

/** The sitemaps protocol's limit on URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000

/** Image quality (shopper-journey §7: 75 or 80): cards and tiles at 75, a car page's main photo at 80. */
export const IMAGE_QUALITY = { card: 75, carPhoto: 80 } as const

/** Trade-in valuation shows only for a car priced above this (shopper-journey §4). */
export const TRADE_IN_MIN_PRICE = 200

/** Where stock photos are served on every site host (media/stock on disk); feeds and the demo generator point here. */
export const STOCK_MEDIA_PATH = '/stock-media'
