/**
 * The stock, search, car page, finance, reservation and shopper constants
 * the spec names, defined once; lead forms' are in leads/leadConstants.ts and
 * the dealer network's in dealerNetworkConstants.ts. The comment on each
 * says what it governs.
 */

/** Days a sold car stays listed unless the site sets include_sold_cars_days. */
export const RECENTLY_SOLD_DAYS = 3

/** Default finance calculator rate, percent. */
export const DEFAULT_CALCULATOR_RATE = 10

/** Promo card positions in the result list a site may choose from. */
export const PROMO_CARD_POSITION_CHOICES = [4, 6, 8, 9, 17] as const

/** Default promo card positions when a site sets none: one card, at position 9. */
export const DEFAULT_PROMO_CARD_POSITIONS = [9]

/** Body types. */
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

/** Car types a dealer stocks. */
export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]

/** Search: the page size, the count above which counts are replaced, and Algolia's pagination cap. */
export const SEARCH_PAGE_SIZE = 21
export const COUNT_REPLACEMENT_THRESHOLD = 1999
export const MAX_PAGINATED_HITS = 1000

/* ---- Search, car cards and the car page ---- */

/** A search runs this long after the last keystroke or slider move. */
export const SEARCH_TEXT_DEBOUNCE_MS = 300
export const SEARCH_SLIDER_DEBOUNCE_MS = 400

/** Filter list sizes: makes before 'Show all makes', make-model, city and dealership values. */
export const MAKES_SHOWN_BEFORE_SHOW_ALL = 7
export const MAKE_MODEL_FILTER_LIMIT = 30
export const CITY_FILTER_LIMIT = 20
export const LOCATION_NAME_FILTER_LIMIT = 40

/** The make select lists this many popular makes, then all makes after item 20. */
export const MAKE_SELECT_POPULAR_COUNT = 20
/**
 * Facet tiles (make logos, body types) above the results: how many of the
 * largest counts show. The spec names the tiles but not their number;
 * 8 fill two rows on a phone and one on a desktop.
 */
export const FACET_TILES_SHOWN = 8

/** Manufacturer-directory and dealership category searches show this many cars a page; parts search follows them. */
export const SIMPLE_SEARCH_PAGE_SIZE = 21
/** A stock record whose item_type is this is a part, searched at /parts/search and kept out of vehicle searches. */
export const PART_ITEM_TYPE = 'part'

/** Price and km range sliders: default limits, rounding, and step as a fraction of the range. */
export const RANGE_SLIDER_DEFAULT_LIMITS = { min: 0, max: 100_000 } as const
export const RANGE_SLIDER_ROUNDING = 1000
export const RANGE_SLIDER_STEPS = 100
/** The dealer locator's price slider. */
export const LOCATOR_PRICE_SLIDER = { min: 5000, max: 250_000, step: 500 } as const

/** A car listed within this many days carries the new-arrival tag. */
export const NEW_ARRIVAL_DAYS = 8
/** The tag value that makes an enquiry a test-drive event. */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only'
export const JUST_SOLD_TAG = 'JUST SOLD'
export const JUST_ARRIVED_TAG = 'JUST ARRIVED'

/** Prices at or below this are placeholders, not prices: a price shows only above 10. */
export const PRICE_SHOWN_ABOVE = 10
export const PREORDER_TEXT = 'PREORDER'
export const NO_PRICE_TEXT = 'Enquire for price.'

/** Finance estimate: a 5-year loan of the price less a 10% deposit, no final payment, the offer valid a month. */
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
/** Lender eligibility: the pre-approval card wants a car newer than this many years, and most lenders a price above $500. */
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
 * How each finance_lenders key decides whether a car gets its estimate.
 * The spec names only 'manual' and 'angle'; a key not
 * listed gets 'price-and-available', the rule of four of the six named lenders.
 */
export const FINANCE_LENDER_RULES: Readonly<Record<string, 'pre-approval' | 'available' | 'price-and-available'>> = {
  'pre-approved': 'pre-approval',
  manual: 'price-and-available',
  angle: 'price-and-available',
}
/**
 * Makes whose cars never show a finance estimate. The spec says one
 * manufacturer's cars but does not name it, so none is listed until the
 * business does.
 */
export const NO_FINANCE_ESTIMATE_MAKES: readonly string[] = []

/** Dealer comments: the feed's paragraph separator, the text while there are none, and the length shown before Show more. */
export const DEALER_COMMENTS_SEPARATOR = '|'
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
export const DEALER_COMMENTS_CUT = 400

/** Car page lists: key-information rows before Show More, features before Show All. */
export const KEY_INFORMATION_ROWS_SHOWN = 4
export const FEATURES_SHOWN = 8

/** The below-market badge shows when the price is more than this under the market price. */
export const BELOW_MARKET_MARGIN = 499

/** Caravan sizes arrive in feet. */
export const FEET_TO_METRES = 0.3048

/** Search history and the result cache per search type. */
export const SEARCH_HISTORY_LIMIT = 5
export const RESULT_CACHE_LIMIT = 10

/** Analytics event ids. */
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

/** Image quality: cards and tiles at 75, a car page's main photo at 80. */
export const IMAGE_QUALITY = { card: 75, carPhoto: 80 } as const

/** Trade-in valuation shows only for a car priced above this. */
export const TRADE_IN_MIN_PRICE = 200

/** Where stock photos are served on every site host (media/stock on disk); feeds and the demo generator point here. */
export const STOCK_MEDIA_PATH = '/stock-media'

/* ---- Car card extras: favourites, photos, related cars ---- */

/** Where favourites are kept on the device; localStorage is per host, so per site. */
export const FAVOURITES_STORAGE_KEY = 'forecourt:favourites'
/** The Request Photos form's hidden prefilled line. */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car'
/**
 * Cards a car carousel renders: the three its widest layout shows (from 1024 px)
 * and one more, so it visibly scrolls; its View all link leads to the rest.
 * More would be markup no shopper sees without scrolling the strip.
 */
export const CAROUSEL_CARDS = 4
/** Cars in the car page's similar or related cars carousel (the spec names no number): one carousel's worth. */
export const RELATED_CARS_SHOWN = CAROUSEL_CARDS

/* ---- Reserve online ---- */

/** How long a reserved car is held for the shopper. */
export const RESERVATION_HOLD_HOURS = 48
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
/** The watchlist endpoints' refusals. */
export const WATCHLIST_MESSAGES = {
  signedOut: 'Sign in to save cars to your watchlist.',
  phoneNeeded: 'Add your mobile number to your account to save cars to your watchlist.',
  phoneMismatch: 'That phone number is not the one on your account. Sign in again to update it.',
  notServer: 'This site keeps favourites on your device, not in an account.',
} as const

/** The car page's section titles, in the spec's words. */
export const CAR_PAGE_SECTION_TITLES = {
  dealerComments: 'Dealer Comments',
  whatsIncluded: "What's Included",
  whyBuyFromUs: 'Why Buy From Us',
  reserveOnline: 'Reserve Online',
  protectYourCar: 'Protect Your Car',
  features: 'Features',
} as const

/* ---- Shopper sign-in (issue 7) ---- */

/** Why a shopper is asked to sign in: the `type` of /sign-in?type=…&redirect=…&back=… */
export const SIGN_IN_TYPES = ['watchlist', 'trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment'] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

/* ---- Server watchlist: its failure alert and toasts ---- */

/** The watchlist page, opened by the toasts' action. */
export const WATCHLIST_PATH = '/watchlist'
export const WATCHLIST_SAVED_TOAST_TITLE = 'Car Saved In Watchlist'
export const WATCHLIST_REMOVED_TOAST_TITLE = 'Car Removed'
export const WATCHLIST_TOAST_ACTION_LABEL = 'View List'
/** How long a toast stays (ours: the spec gives no time): long enough to read it and reach 'View List'. */
export const WATCHLIST_TOAST_MS = 6_000
/** The alert when a save or removal fails without a reason from the server (a network failure, or an answer that is not ours). */
export const WATCHLIST_FAILURE_MESSAGE = 'Your watchlist could not be updated. Please try again.'
