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

/** Earth radius for distances, km (dealer-network §9, shopper-journey §9). */
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

/** Bounds of a reviews CSV import (ours): a name, a comment or reply, rows a file, and the file's size. */
export const REVIEW_IMPORT_LIMITS = { name: 120, text: 5000, rows: 5000, fileBytes: 2 * 1024 * 1024 } as const

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

/** The make select lists this many popular makes, then all makes after item 20 (shopper-journey §2). */
export const MAKE_SELECT_POPULAR_COUNT = 20
/**
 * Facet tiles (make logos, body types) above the results: how many of the
 * largest counts show. The spec names the tiles but not their number
 * (shopper-journey §2); 8 fill two rows on a phone and one on a desktop.
 */
export const FACET_TILES_SHOWN = 8
/** Logo box of a make tile, in CSS pixels: fixed, so the tiles never shift the page. */
export const MAKE_LOGO_SIZE = 40

/** Manufacturer-directory and dealership category searches show this many cars a page (shopper-journey §7, §9); parts search follows them. */
export const SIMPLE_SEARCH_PAGE_SIZE = 21
/** A stock record whose item_type is this is a part, searched at /parts/search and kept out of vehicle searches (shopper-journey §2, §3). */
export const PART_ITEM_TYPE = 'part'

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
 * The names shoppers read on each lender's estimate, by finance_lenders key.
 * 'generic' and 'manual' are the dealer's own finance (a standard rate and a
 * rate the dealer sets by hand); a key not listed is named from the key itself.
 */
export const LENDER_NAMES: Readonly<Record<string, string>> = {
  generic: 'Dealer Finance',
  manual: 'Dealer Special Rate',
  angle: 'Angle Finance',
  'pre-approved': 'Pre-Approved Finance',
}
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

/* ---- Car card extras: favourites, photos, related cars (shopper-journey §2, §3, §4, §5) ---- */

/** Where favourites are kept on the device (shopper-journey §3, §4); localStorage is per host, so per site. */
export const FAVOURITES_STORAGE_KEY = 'forecourt:favourites'
/** The Request Photos form's hidden prefilled line (shopper-journey §5). */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car'
/** Cars in the car page's similar or related cars carousel (shopper-journey §2 names no number; ours: two swipes of four). */
export const RELATED_CARS_SHOWN = 8

/* ---- Reserve online (shopper-journey §9) ---- */

/** How long a reserved car is held for the shopper (shopper-journey §9). */
export const RESERVATION_HOLD_HOURS = 48
/** The payments strip under the reserve button, in the spec's order (shopper-journey §9). */
export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const
/** Deposits are taken in Australian dollars. */
export const DEPOSIT_CURRENCY = 'aud'
/** How often held reservations past their 48 hours are released (a cheap indexed query; seconds, so a lapsed hold ends promptly). */
export const RESERVATION_RELEASE_CRON = '*/15 * * * * *'
/** The queue of the release job, apart from the minute-long default queue. */
export const RESERVATION_QUEUE = 'reservations'
/** What a shopper loses the car to when another paid first (issue 7: "the loser is refunded automatically and told so"). */
export const RESERVATION_LOST_MESSAGE = 'Another shopper reserved this car a moment before you. Your deposit has been refunded in full.'

/* ---- Shopper accounts (issue 7) ---- */

/** The session cookie on the site's own host (httpOnly; never sent to another site). */
export const SHOPPER_SESSION_COOKIE = 'forecourt_shopper'
/** How long a shopper stays signed in on a device. */
export const SHOPPER_SESSION_DAYS = 30
/** One-time sign-in codes: six digits, valid ten minutes, five tries. */
export const SIGN_IN_CODE_DIGITS = 6
export const SIGN_IN_CODE_MINUTES = 10
export const SIGN_IN_CODE_ATTEMPTS = 5
/** A staff invitation's set-password link works this long (reset links Payload sends on "Forgot password?" work one hour). */
export const STAFF_INVITATION_HOURS = 48
/** The jobs queue that sends staff invitations, run every few seconds (a 6-field cron, seconds first) so an invitation arrives at once. */
export const STAFF_EMAIL_QUEUE = 'staff-email'
export const STAFF_EMAIL_CRON = '*/5 * * * * *'
/**
 * Codes asked for in an hour: for one email address from one client address;
 * from one client address for any emails; on one site from everywhere. Nobody
 * can use up a shopper's own share from elsewhere, and codes others ask for
 * never stop the one the shopper holds from working (src/shoppers/signInCodes.ts).
 * The last two can be raised per deployment (SIGN_IN_CODES_PER_ADDRESS, SIGN_IN_CODES_PER_SITE).
 */
export const SIGN_IN_CODE_LIMITS = { perEmailFromAddress: 5, perAddress: 10, perSite: 300 } as const
/** The watchlist endpoints' refusals (shopper-journey §4, §6). */
export const WATCHLIST_MESSAGES = {
  signedOut: 'Sign in to save cars to your watchlist.',
  phoneNeeded: 'Add your mobile number to your account to save cars to your watchlist.',
  phoneMismatch: 'That phone number is not the one on your account. Sign in again to update it.',
  notServer: 'This site keeps favourites on your device, not in an account.',
} as const

/** The car page's section titles, in the spec's words (shopper-journey §2). */
export const CAR_PAGE_SECTION_TITLES = {
  dealerComments: 'Dealer Comments',
  whatsIncluded: "What's Included",
  whyBuyFromUs: 'Why Buy From Us',
  reserveOnline: 'Reserve Online',
  protectYourCar: 'Protect Your Car',
  features: 'Features',
} as const

/* ---- Lead forms (shopper-journey §3, §4, §5, §8; dealer-network §3, §5) ---- */

/** Form errors (shopper-journey §5, §8; dealer-network §5, §8). 'occured' is the spec's spelling, kept so copy matches. */
export const FORM_ERRORS_HEADING = 'Please fix the following errors:'
export const FORM_SUBMIT_ERROR = 'An error occurred when submitting this form'
export const MULTI_STEP_UNEXPECTED_ERROR = 'An unexpected error occured'
export const TERMS_NOT_AGREED_MESSAGE = '*You must agree to the terms of use before submitting.'

/** The enquiry's optional checkboxes, unticked by default (shopper-journey §5, dealer-network §3). */
export const OPT_IN_FINANCE_LABEL = "I'm interested in finance."
export const OPT_IN_TRADE_LABEL = 'I have a trade in.'

/** The general enquiry's category select starts on this (shopper-journey §5). */
export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry'

/** Make An Offer's placeholder is this followed by the asking price (shopper-journey §5, dealer-network §5). */
export const OFFER_PLACEHOLDER_PREFIX = 'Your offer i.e. $'

/** Preferred contact method options, the first the default (shopper-journey §5, dealer-network §5). */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
/** The trade-in form's finance answer (shopper-journey §3, dealer-network §3). */
export const FINANCE_ANSWERS = ['Yes', 'No'] as const
/** Trade-in postcode: exactly this many digits, and the input takes no more (dealer-network §5). */
export const POSTCODE_DIGITS = 4

/**
 * Bounds on what a shopper may send (ours: the spec shows none). Generous
 * for a person, small enough that a hostile body cannot store megabytes.
 */
export const LEAD_LIMITS = {
  name: 80,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  /** '+61 (0)8 9200 1234 ext 123' and the like, before normalising. */
  phoneInput: 30,
  message: 2000,
  /** Slugs, ids, stock numbers, makes and models, categories. */
  shortText: 120,
  url: 2000,
  userAgent: 500,
  /** An Australian number plate has at most 9 characters; 10 leaves room for a space. */
  rego: 10,
  /** The visit's last pages a lead carries (lead_attributes.visited_pages), and each path's length. */
  visitedPages: 10,
  visitedPagePath: 300,
  /** A campaign or click-id parameter's value (lead_attributes.linked_query_params). */
  queryParamValue: 200,
  additionalServices: 20,
  /** Whole dollars: an offer or budget above this is a typo. */
  dollars: 10_000_000,
  kilometres: 2_000_000,
  /** A test drive is booked at most this many days ahead. */
  testDriveDaysAhead: 365,
} as const

/**
 * Messages a shopper sees for rules the spec leaves open ("Name, email and
 * phone rules: not shown"). Each says what to do, not what went wrong.
 */
export const LEAD_MESSAGES = {
  name: 'Please enter your name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address, e.g. jo@example.com.au.',
  phone: 'Please enter an Australian phone number with its area code, e.g. 0412 345 678 or 08 9200 1234.',
  smsNeedsMobile: 'We can only text a mobile number. Please enter a mobile number (04…) or choose another contact method.',
  message: 'Please enter your message.',
  tooLong: (limit: number) => `Please shorten this to ${limit.toLocaleString('en-AU')} characters or fewer.`,
  location: 'Please choose a location.',
  dealership: 'Please choose your preferred dealership.',
  category: 'Please choose what your enquiry is about.',
  offer: 'Please enter your offer in dollars, e.g. 25000.',
  budget: 'Please enter your budget in dollars, e.g. 30000, or leave it empty.',
  testDriveInPast: 'Please choose a date and time in the future for your test drive.',
  testDriveTooFar: 'Please choose a date within the next 12 months for your test drive.',
  testDriveDate: 'Please choose a date and time for your test drive, or leave it empty.',
  rego: 'Please enter the registration as it appears on the plate: letters and numbers only.',
  regoRequired: 'Please enter the car’s registration (number plate).',
  regoState: 'Please choose the state the car is registered in.',
  kilometres: 'Please enter the car’s odometer reading in kilometres, e.g. 84000.',
  contactMethod: 'Please choose how you would like us to contact you.',
  finance: 'Please answer Yes or No: is there finance owing on this car?',
} as const

/**
 * Each lead form's title, sent as the lead's subcategory so the dealer sees
 * which form it came from. Spec names where there are any (shopper-journey §2,
 * §5; dealer-network §2); the rest are ours.
 */
export const LEAD_FORM_TITLES = {
  enquiry: 'Submit an enquiry',
  'quick-enquiry': 'Quick Enquiry',
  'test-drive': 'Book a Test Drive',
  'make-an-offer': 'Make An Offer',
  'request-photos': 'Request Photos',
  'general-enquiry': 'General Enquiry',
  contact: 'Contact Us',
  'offer-enquiry': 'Offer Enquiry',
  'finance-enquiry': 'Finance Enquiry',
  'careers-enquiry': 'Careers Enquiry',
  'trade-in': 'Trade-In Valuation',
} as const

/* ---- Lead delivery: routing, ADF copy, webhook, retries (issue 6; the payload is shopper-journey §3 "Lead form payload") ---- */

/** The intake desks a dealer routes leads to (issue 6). */
export const LEAD_DEPARTMENTS = ['new', 'used', 'service', 'finance'] as const
export type LeadDepartment = (typeof LEAD_DEPARTMENTS)[number]
/** What the shopper wants, as ADF 1.0's vehicle interest names it (issue 6). */
export const LEAD_INTERESTS = ['buy', 'test-drive', 'trade-in'] as const
export type LeadInterest = (typeof LEAD_INTERESTS)[number]
/** How the ADF XML copy travels with the lead email (issue 6). */
export const ADF_DELIVERY_MODES = ['none', 'body', 'attachment'] as const
/** A site may route to at most this many intake rules, each to at most this many addresses (ours: enough for a large group). */
export const LEAD_INTAKE_RULES_MAX = 100
export const LEAD_INTAKE_EMAILS_MAX = 10
/** The provider named in every ADF copy (issue 6). */
export const ADF_PROVIDER_NAME = 'Forecourt'
/** The webhook's signature header, and how far its timestamp may be from the receiver's clock before a delivery is refused as a replay. */
export const WEBHOOK_SIGNATURE_HEADER = 'Forecourt-Signature'
export const WEBHOOK_TOLERANCE_SECONDS = 300
/** A webhook secret shorter than this is refused (32 characters of a random token carry well over 128 bits). */
export const WEBHOOK_SECRET_MIN_LENGTH = 32
/**
 * Delivery retries (issue 6): the first retry waits 1 minute and each next one
 * twice as long, never more than an hour; after 8 attempts (about 2 hours of
 * trying) the delivery is 'failed' for staff to resend.
 */
export const LEAD_DELIVERY_MAX_ATTEMPTS = 8
export const LEAD_RETRY_FIRST_DELAY_MS = 60_000
export const LEAD_RETRY_MAX_DELAY_MS = 60 * 60_000
/** Delivery states a lead shows staff and the CSV export. */
export const LEAD_DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number]
/* Lead delivery queue, log and dashboard (issue 6 "Delivery" and "Admin"; ours where the issue names no figure). */
/** The Payload jobs queue that delivers leads, apart from the default queue's stock imports so a slow feed never holds a lead back. */
export const LEAD_DELIVERY_QUEUE = 'lead-delivery'
/** How often the server runs that queue and the sweeper (a 6-field cron, seconds first): a lead reaches the dealer within seconds. */
export const LEAD_DELIVERY_CRON = '*/10 * * * * *'
/**
 * Deliveries one run of that queue takes on, side by side: a burst of leads (a sale-day campaign, bench:leads' 1,000)
 * drains in a few runs, while each delivery is mostly waiting on the mail server or webhook.
 */
export const LEAD_DELIVERY_BATCH = 100
/** How long a delivery job's claim is kept (collections/LeadDeliveryClaims): far beyond any run that took the job. */
export const LEAD_DELIVERY_CLAIMS_KEPT_MS = 24 * 60 * 60_000
/** A lead still 'pending' with no delivery job this long after it was stored was lost between the insert and the queue (the process died): the sweeper queues it. */
export const LEAD_SWEEP_GRACE_MS = 2 * 60_000
/** The ways a lead travels, each delivered and logged on its own so a failing webhook never resends a sent email. */
export const LEAD_DELIVERY_CHANNELS = ['email', 'webhook'] as const
export type LeadDeliveryChannel = (typeof LEAD_DELIVERY_CHANNELS)[number]
export const LEAD_DELIVERY_OUTCOMES = ['sent', 'failed'] as const
export type LeadDeliveryOutcome = (typeof LEAD_DELIVERY_OUTCOMES)[number]
/** A webhook receiver that has not answered in this long has failed this attempt. */
export const LEAD_WEBHOOK_TIMEOUT_MS = 10_000
/** The ADF copy's file name when it rides along as an attachment (issue 6). */
export const ADF_ATTACHMENT_NAME = 'lead.xml'
/** The sender of lead emails when LEAD_EMAIL_FROM is not set. */
export const LEAD_EMAIL_FROM_DEFAULT = 'Forecourt Leads <leads@forecourt.invalid>'
/** The admin dashboard's chart: leads per day over this many days, ending today (issue 6 "Admin"). */
export const LEAD_DASHBOARD_DAYS = 30
/** The dashboard's split by source: leads whose source was not recorded, and the sources beyond the top ones. */
export const UNRECORDED_SOURCE = 'not recorded'
export const OTHER_SOURCES = 'other'
/** The dashboard's days when the user can see no site to take a zone from (a new site's default zone). */
export const LEAD_DASHBOARD_DEFAULT_TIME_ZONE = 'Australia/Sydney'

/* ---- Trade-in valuation (shopper-journey §5, §8, §9) ---- */

/** A well-formed postcode that geocodes to nothing (shopper-journey §8: "Geocoding without result"). */
export const POSTCODE_NOT_FOUND_MESSAGE = 'Invalid postcode'
/** No online estimate for a car older than this many years or with more kms than this (shopper-journey §9, Trade-in FAQ). */
export const TRADE_IN_ONLINE_MAX_AGE_YEARS = 7
export const TRADE_IN_ONLINE_MAX_KMS = 100_000
/** A trade-in lead carries at most this many condition answers (the form asks fewer; ours, against padding). */
export const TRADE_IN_ADJUSTMENT_ANSWERS_MAX = 20

/* ---- The lead endpoint (issue 6) ---- */

/**
 * Submissions POST /api/leads takes before answering 429 (ours: issue 6 asks
 * for limits per address and per site). A person sends a few forms a minute
 * at most; a dealer group's busiest hour is far below 300 a minute.
 */
export const LEAD_RATE_LIMITS = {
  perAddress: { limit: 10, windowMs: 60_000 },
  perSite: { limit: 300, windowMs: 60_000 },
} as const
/**
 * Phone reveals POST /api/phone-reveals records before answering 429 (ours):
 * a shopper reveals a number on a few car pages a minute; more is a script
 * inflating a dealer's call counts.
 */
export const PHONE_REVEAL_RATE_LIMITS = {
  perAddress: { limit: 30, windowMs: 60_000 },
  perSite: { limit: 600, windowMs: 60_000 },
} as const
/** The trade-in form's calls in one journey (nearest location, lead, valuation, saved valuation, offer): their rate limit is that many leads' (ours). */
export const TRADE_IN_CALLS_PER_JOURNEY = 5
/** The largest lead body the endpoint reads: the payload's own bounds add up to well under it. */
export const LEAD_BODY_MAX_BYTES = 64 * 1024
/** The largest body a shopper endpoint (sign-in, watchlist, reserve, phone reveal, test payment) reads: each form is a few hundred bytes. */
export const SHOPPER_BODY_MAX_BYTES = 16 * 1024
/** The largest stock search body: a real InstantSearch request is a few kilobytes. */
export const SEARCH_BODY_MAX_BYTES = 256 * 1024
/** An Idempotency-Key the form sets: letters, digits, - and _, 8 to 128 of them (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

/* ---- Spam protection: ALTCHA proof of work (issue 6) ---- */

/**
 * The proof of work every public form solves before POST /api/leads takes it
 * (issue 6: "self-hosted proof of work with no third-party call"). PBKDF2 is
 * built into browsers' WebCrypto and the widget's bundled workers; each try
 * costs ALTCHA_COST iterations, and the answer is a number the server picked
 * between half of ALTCHA_MAX_NUMBER and ALTCHA_MAX_NUMBER (env ALTCHA_MAX_NUMBER
 * lowers it for tests and benchmarks): about a second on a phone.
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256'
export const ALTCHA_COST = 1_000
export const ALTCHA_MAX_NUMBER = 5_000
/** How long a challenge may be solved and sent: long enough to fill in the multi-step enquiry at leisure. */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 30 * 60
/** What the shopper reads when the spam check's answer is missing, expired, from another site or already used. */
export const SPAM_CHECK_MISSING_MESSAGE = 'Please complete the spam check and send again.'
export const SPAM_CHECK_EXPIRED_MESSAGE = 'The spam check has expired. Please complete it again and send again.'
export const SPAM_CHECK_INVALID_MESSAGE = 'The spam check did not pass. Please complete it again and send again.'
export const SPAM_CHECK_USED_MESSAGE = 'This spam check was already used. Please complete it again and send again.'

/* ---- Site-wide lead forms: general enquiry categories, finance and careers pages (issue 6; shopper-journey §2, §5) ---- */

/**
 * The general enquiry's categories besides General Enquiry, by the
 * departments a site's locations have (ours: the spec names only the
 * default, and a dealer without a parts counter should not be asked about
 * parts). Listed in the order the select shows them.
 */
export const ENQUIRY_CATEGORIES_BY_DEPARTMENT = {
  sales: ['New Vehicles', 'Used Vehicles', 'Finance'],
  service: ['Service'],
  parts: ['Parts & Accessories'],
} as const
/** The finance page's form anchor (shopper-journey §2: /finance … anchor #finance-form). */
export const FINANCE_FORM_ANCHOR = 'finance-form'

/* ---- Shopper sign-in (issue 7; shopper-journey §2, §6) ---- */

/** Why a shopper is asked to sign in: the `type` of /sign-in?type=…&redirect=…&back=… */
export const SIGN_IN_TYPES = ['watchlist', 'trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment'] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

/* ---- Server watchlist: its failure alert and toasts (shopper-journey §4, §8) ---- */

/** The watchlist page, opened by the toasts' action. */
export const WATCHLIST_PATH = '/watchlist'
export const WATCHLIST_SAVED_TOAST_TITLE = 'Car Saved In Watchlist'
export const WATCHLIST_REMOVED_TOAST_TITLE = 'Car Removed'
export const WATCHLIST_TOAST_ACTION_LABEL = 'View List'
/** How long a toast stays (ours: the spec gives no time): long enough to read it and reach 'View List'. */
export const WATCHLIST_TOAST_MS = 6_000
/** The alert when a save or removal fails without a reason from the server (a network failure, or an answer that is not ours). */
export const WATCHLIST_FAILURE_MESSAGE = 'Your watchlist could not be updated. Please try again.'
