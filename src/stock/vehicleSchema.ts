/**
 * One vehicle of a dealer's stock feed: the spec's Car fields with their
 * snake_case names, as the demo generator writes them.
 *
 * - Required: id (text or a whole number, stored as text), make, model,
 *   car_type (new, used or demo) and status (in_stock, coming_soon, sold or
 *   any other word). Everything else may be missing or null.
 * - Keys the spec does not name are dropped without a word: feeds carry
 *   extras of their own (internal codes, other portals' fields) that are not
 *   worth rejecting a car for. Finance quotes and payment processors keep all
 *   their keys, because the spec keys quotes by term (term60, term48, ...)
 *   and lists no fixed set for either.
 * - Numbers, true/false, lists and objects may arrive as text (every CSV
 *   cell is text, and some feeds quote their numbers); they are read from
 *   the text where the field expects them, and only there, so a model named
 *   "3" or a postcode "0800" stays text.
 * - Filled in when missing: slug (`{year}-{make}-{model}-{badge}-{id}`),
 *   make_model (`{make}|{model}`) and show_on_dealer_website (true).
 */
import { z } from 'zod'

import { vehicleSlug } from './slug'

export const CAR_TYPES = ['new', 'used', 'demo'] as const

const NUMBER_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i
const JSON_TEXT = /^\s*[[{]/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const LARGEST_ID = 2_147_483_647 // dealership and location ids go into integer columns

const numberFromText = (value: unknown) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value)
const textFromNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)
function booleanFromText(value: unknown) {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : null
  return word === 'true' ? true : word === 'false' ? false : value
}
function jsonFromText(value: unknown) {
  if (typeof value !== 'string' || !JSON_TEXT.test(value)) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

const text = z.preprocess(textFromNumber, z.string())
const requiredText = z.preprocess(textFromNumber, z.string().trim().min(1))
const amount = z.preprocess(numberFromText, z.number().min(0))
const wholeNumber = z.preprocess(numberFromText, z.number().int().min(0))
const recordId = z.preprocess(numberFromText, z.number().int().min(0).max(LARGEST_ID))
const flag = z.preprocess(booleanFromText, z.boolean())
const list = <T extends z.ZodType>(item: T) => z.preprocess(jsonFromText, z.array(item))
const object = <T extends z.core.$ZodLooseShape>(shape: T) => z.preprocess(jsonFromText, z.object(shape))
const looseObject = <T extends z.core.$ZodLooseShape>(shape: T) => z.preprocess(jsonFromText, z.looseObject(shape))

/** An ISO date or date-time of the calendar: JavaScript would read 2026-02-30 as 2 March. */
function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return false
  const day = value.slice(0, 10)
  return new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)
}
const isoDate = z.string().refine(isIsoDate, { error: 'Expected an ISO date such as 2026-03-15 or 2026-03-15T09:30:00Z' })

/** Model years run ahead of the calendar, so a car may be a year or two "newer" than today. */
const latestYear = () => new Date().getFullYear() + 2
const year = z.preprocess(
  numberFromText,
  z
    .number()
    .int()
    .min(1900)
    .refine((value) => value <= latestYear(), { error: () => `Number must be less than or equal to ${latestYear()}` }),
)

/** Seconds or milliseconds since 1970 (the generator writes seconds), or an ISO date; at most the last day a JavaScript date can hold. */
const soldDate = z.preprocess(
  numberFromText,
  z.union([z.number().min(0).max(8_640_000_000_000_000), isoDate], { error: 'Expected seconds or milliseconds since 1970, or an ISO date' }),
)

/** The feed's id, as text: shared with the import, which still wants the id of a record it rejects. */
export const vehicleId = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value),
  z.string().trim().min(1),
)

const variant = object({
  cylinders: wholeNumber.nullish(),
  enginesize: amount.nullish(),
  enginesize_litres: amount.nullish(),
  induction: text.nullish(),
  geartype: text.nullish(),
  fuelconsumptioncombined: amount.nullish(),
  fuelcapacity: amount.nullish(),
  grossvehiclemass: amount.nullish(),
  vehiclelength: amount.nullish(),
  vehicleheight: amount.nullish(),
  vehiclewidth: amount.nullish(),
  torque: amount.nullish(),
  ancaprating: wholeNumber.nullish(),
  bodyconfiguration: text.nullish(),
})

const financeQuote = looseObject({
  interestRate: amount.nullish(),
  comparisonRate: amount.nullish(),
  paymentWeek: amount.nullish(),
  paymentMonth: amount.nullish(),
  termMonths: wholeNumber.nullish(),
  termYears: wholeNumber.nullish(),
  balloon: amount.nullish(),
  deposit: amount.nullish(),
  disclaimer: text.nullish(),
})

export const vehicleSchema = z
  .object({
    // Identity and text
    id: vehicleId,
    slug: text.nullish(),
    name: text.nullish(),
    carsales_title: text.nullish(),
    stocknum: text.nullish(),
    vin: text.nullish(),
    regplate: text.nullish(),
    variant: variant.nullish(),
    // Classification
    car_type: z.string().trim().toLowerCase().pipe(z.enum(CAR_TYPES)),
    item_type: text.nullish(),
    status: z.string().trim().toLowerCase().min(1),
    sold: flag.nullish(),
    reserved: flag.nullish(),
    certified: flag.nullish(),
    tag: text.nullish(),
    preorder: flag.nullish(),
    has_nvic: flag.nullish(),
    // Specification
    year: year.nullish(),
    make: requiredText,
    model: requiredText,
    badge: text.nullish(),
    series: text.nullish(),
    km: amount.nullish(),
    trans: text.nullish(),
    simple_transmission: text.nullish(),
    simple_body: text.nullish(),
    simple_fuel: text.nullish(),
    fuel: text.nullish(),
    drive: text.nullish(),
    seats: wholeNumber.nullish(),
    doors: wholeNumber.nullish(),
    colour: text.nullish(),
    interior_colour: text.nullish(),
    engine_size: text.nullish(),
    // Dates
    rego_expiry: isoDate.nullish(),
    compliance_date: isoDate.nullish(),
    build_date: isoDate.nullish(),
    created_at: isoDate.nullish(),
    sold_date_timestamp: soldDate.nullish(),
    // Pricing
    price: amount.nullish(),
    before_price: amount.nullish(),
    offer_price: amount.nullish(),
    subscription_price: amount.nullish(),
    price_type: text.nullish(),
    // Content
    dealercomments: text.nullish(),
    thumbnails: list(z.string()).nullish(),
    images: list(z.string()).nullish(),
    primary_image_url: text.nullish(),
    photos_count: wholeNumber.nullish(),
    views: wholeNumber.nullish(),
    file: text.nullish(),
    payment_processors: list(z.looseObject({ name: text, deposit: amount.nullish() })).nullish(),
    standardEquipment: list(z.string()).nullish(),
    // Location
    location: text.nullish(),
    city: text.nullish(),
    state: text.nullish(),
    location_name: text.nullish(),
    location_id: recordId.nullish(),
    dealership_slug: text.nullish(),
    dealership_id: recordId.nullish(),
    private_suburb: text.nullish(),
    private_postcode: text.nullish(),
    distribution_locations: list(wholeNumber).nullish(),
    // Finance, keyed by provider
    finance_lenders: z.preprocess(jsonFromText, z.record(z.string(), financeQuote)).nullish(),
    // Search document extras
    show_on_dealer_website: flag.nullish(),
    make_model: text.nullish(),
    // Caravans
    body_width: amount.nullish(),
    body_length: amount.nullish(),
    tare_weight: amount.nullish(),
    axle_type: text.nullish(),
    sleeps: wholeNumber.nullish(),
    aggregate_trailer_mass: amount.nullish(),
    // Market value
    autograb_data: object({ state_average_market_price: amount.nullish(), average_market_price: amount.nullish() }).nullish(),
  })
  .transform((car, ctx) => {
    const slug = vehicleSlug(car)
    if (!slug) {
      ctx.issues.push({ code: 'custom', path: ['slug'], input: car.slug, message: 'No slug: give one, or letters or digits in make, model or id' })
      return z.NEVER
    }
    return { ...car, slug, make_model: car.make_model ?? `${car.make}|${car.model}`, show_on_dealer_website: car.show_on_dealer_website ?? true }
  })

export type VehicleRecord = z.output<typeof vehicleSchema>

/** What was wrong with a record, as a field path ("variant.torque", "images.2"; empty for the record itself) and a reason. */
export type VehicleProblem = { field: string; reason: string }

/** Validates one record; a rejected one gets every problem, first one first. */
export function parseVehicle(value: unknown): { vehicle: VehicleRecord } | { problems: VehicleProblem[] } {
  const result = vehicleSchema.safeParse(value, { error: plainMessage })
  if (result.success) return { vehicle: result.data }
  return { problems: result.error.issues.map((issue) => ({ field: issue.path.join('.'), reason: issue.message })) }
}

/** Zod's default messages ("Invalid input: expected number, received string") in the plain words a dealer reads. */
const plainMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Required'
      return `Expected ${issue.expected === 'int' ? 'a whole number' : issue.expected}, received ${shown(issue.input)}`
    case 'too_small':
      if (issue.origin === 'number') return `Number must be greater than ${issue.inclusive ? 'or equal to ' : ''}${issue.minimum}`
      if (issue.origin === 'string') return 'Must not be empty'
      return undefined
    case 'too_big':
      if (issue.origin === 'number') return `Number must be less than ${issue.inclusive ? 'or equal to ' : ''}${issue.maximum}`
      return undefined
    case 'invalid_value':
      return `Expected one of ${issue.values.map(String).join(', ')}, received ${shown(issue.input)}`
    default:
      return undefined
  }
}

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return Array.isArray(value) ? 'a list' : typeof value
}
