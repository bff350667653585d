/**
 * What the lead forms say and how much they take: each form's title, the
 * messages a shopper reads for the field rules, the bounds on what a shopper
 * may send, and the fixed words of a few fields.
 */

/** The enquiry's optional checkboxes, unticked by default. */
export const OPT_IN_FINANCE_LABEL = "I'm interested in finance."
export const OPT_IN_TRADE_LABEL = 'I have a trade in.'

/** The Request Photos form's hidden prefilled line. */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car'

/** Preferred contact method options, the first the default. */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const

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
