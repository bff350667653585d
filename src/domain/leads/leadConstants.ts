/**
 * The lead forms' and lead delivery's constants the spec names (and our own
 * limits beside them), defined once. The comment after each gives the spec
 * document and section it comes from.
 */

/* ---- Lead forms ---- */

/** Form errors. 'occured' is the spec's spelling, kept so copy matches. */
export const FORM_ERRORS_HEADING = 'Please fix the following errors:'
export const FORM_SUBMIT_ERROR = 'An error occurred when submitting this form'
export const MULTI_STEP_UNEXPECTED_ERROR = 'An unexpected error occured'
export const TERMS_NOT_AGREED_MESSAGE = '*You must agree to the terms of use before submitting.'

/** The enquiry's optional checkboxes, unticked by default. */
export const OPT_IN_FINANCE_LABEL = "I'm interested in finance."
export const OPT_IN_TRADE_LABEL = 'I have a trade in.'

/** The general enquiry's category select starts on this. */
export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry'

/** The Request Photos form's hidden prefilled line. */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car'

/** Make An Offer's placeholder is this followed by the asking price. */
export const OFFER_PLACEHOLDER_PREFIX = 'Your offer i.e. $'

/** Preferred contact method options, the first the default. */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
/** The trade-in form's finance answer. */
export const FINANCE_ANSWERS = ['Yes', 'No'] as const
/** Trade-in postcode: exactly this many digits, and the input takes no more. */
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
 * which form it came from. The spec's names where it gives any; the rest are ours.
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

/** Every lead form's name; the form's name travels beside its payload. */
export type LeadForm = keyof typeof LEAD_FORM_TITLES

/* ---- Lead delivery: routing, ADF copy, webhook, retries (issue 6; the payload is the lead form payload every form sends) ---- */

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

/* ---- Trade-in valuation ---- */

/** A well-formed postcode that geocodes to nothing ("Geocoding without result"). */
export const POSTCODE_NOT_FOUND_MESSAGE = 'Invalid postcode'
/** No online estimate for a car older than this many years or with more kms than this (as the Trade-in FAQ says). */
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

/* ---- Site-wide lead forms: general enquiry categories, finance and careers pages (issue 6) ---- */

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
/** The finance page's form anchor (/finance links to its form at #finance-form). */
export const FINANCE_FORM_ANCHOR = 'finance-form'
