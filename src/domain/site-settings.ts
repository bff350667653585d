import { z } from 'zod'

import { DEFAULT_LEAD_DELIVERY, leadDeliverySchema } from './leads/leadRouting'
import { RECENTLY_SOLD_DAYS } from './listing'
import { DEFAULT_PROMO_CARD_POSITIONS, PROMO_CARD_POSITION_CHOICES } from './promoCards'
import { CAR_TYPES } from './stockVocabulary'
import { VEHICLE_ITEM_TYPES } from './vocabulary'

/**
 * Per-site switches. The spec describes these as "lists of site slugs", "some
 * dealers" or "one dealer group"; here each one is a typed setting on the site.
 *
 * `siteSettingsSchema` validates what a site stores: every key is optional, and
 * a missing key means "use the platform default" from `DEFAULT_SITE_SETTINGS`.
 * A site therefore stores only what differs, and changing a default changes
 * every site that has not overridden it.
 */

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number of digits and spaces, e.g. 08 9200 1234')

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, 'Enter a domain such as dealer.com.au, without https://')

export const WATCHLIST_MODES = ['server', 'device', 'off'] as const
export const RESERVE_ROUTE_NAMES = ['checkout', 'buy-online'] as const
/** models/{make}-{model} (e.g. models/toyota-hilux), or models/new-{make}-{model}-vehicle on one dealer. */
export const MODEL_SLUG_FORMATS = ['make-model', 'new-make-model-vehicle'] as const
export const CAR_CARD_BUTTONS = [
  'explore-vehicle',
  'quick-enquiry',
  'reserve',
  'find-similar',
  'view-details',
] as const

/** How often the scheduled stock import runs for a site; off means only by hand (npm run stock:import). */
export const STOCK_FEED_SCHEDULES = ['off', 'every-15-minutes', 'hourly', 'daily'] as const
export const STOCK_FEED_INTERVAL_MINUTES: Record<(typeof STOCK_FEED_SCHEDULES)[number], number | null> = {
  off: null,
  'every-15-minutes': 15,
  hourly: 60,
  daily: 24 * 60,
}

const settingsShape = {
  watchlist: z
    .object({
      /** server: saved to the shopper's account; device: kept in the browser; off: no favourite toggle. */
      mode: z.enum(WATCHLIST_MODES),
      /** Some sites offer favourites only for used cars with a price above 0 and an image. */
      usedCarsWithPriceAndImageOnly: z.boolean(),
    })
    .partial()
    .strict(),
  reserveOnline: z
    .object({
      enabled: z.boolean(),
      /** /cars/{slug}/checkout, or /cars/{slug}/buy-online on one dealer group. */
      routeName: z.enum(RESERVE_ROUTE_NAMES),
      /** Deposit in whole dollars when the car's payment processors do not set one. */
      defaultDeposit: z.number().int().min(1).max(100000),
      /**
       * The car types shoppers may reserve: the spec leaves "eligible for
       * online reservation" open, so the site says it.
       * Only available cars of these types, never one already held.
       */
      carTypes: z.array(z.enum(CAR_TYPES)).min(1),
      /** How many live holds (pending or paid, unexpired) one shopper may have on this site at once. */
      holdsPerShopper: z.number().int().min(1).max(10),
      /**
       * Take deposits with the local test provider (no money moves) on this
       * site even on a production server: for demo sites. Platform admins
       * only; without it, or PAYMENTS_PROVIDER=test, or Stripe keys, a
       * production server offers no Reserve Online.
       */
      testPayments: z.boolean(),
    })
    .partial()
    .strict(),
  /** /checkout-journey, online purchase of used cars. */
  checkoutJourney: z.boolean(),
  /** Trade-in valuation on car pages (the spec's "autograb feature"). */
  tradeInValuation: z.boolean(),
  /** Keep each trade-in valuation with its lead (POST /api/miscellaneous, column_name=valuation), for a flagged dealer group. */
  saveTradeInValuations: z.boolean(),
  finance: z
    .object({
      /** finance_lenders keys whose estimates this site shows. */
      providers: z.array(z.string().trim().min(1)).max(20),
      defaultRate: z.number().min(0).max(30),
      /** Some dealers show no finance estimate at all: no estimates and no Get Finance Quote button. */
      hideEstimates: z.boolean(),
      /** /personalised/finance for cars with an NVIC code. */
      personalisedFinance: z.boolean(),
    })
    .partial()
    .strict(),
  printPdf: z.boolean(),
  similarCarsByBody: z.boolean(),
  makeAnOffer: z.boolean(),
  /** A caravan is towed, not driven: its page offers Book a Test Drive only where the dealer says so. */
  testDrivesForCaravans: z.boolean(),
  mobileStickyFooter: z.boolean(),
  /** "JUST ARRIVED" tag on new cars for some dealerships. */
  justArrivedTagOnNewCars: z.boolean(),
  /** Subscription prices come first in the price display where the dealer offers subscriptions. */
  subscriptions: z.boolean(),
  /** Manufacturer whose certified pre-owned badge and dialog this site shows; empty for none. */
  certifiedManufacturer: z.string().trim().max(60),
  /** Enquiry message optional, a dealer-specific flag; otherwise the car forms require a message. */
  enquiryMessageOptional: z.boolean(),
  /** The opt-in box is ticked by default unless a site turns that off. */
  optInTickedByDefault: z.boolean(),
  sortByKilometres: z.boolean(),
  promoCardPositions: z
    .array(z.number().int().refine((n) => (PROMO_CARD_POSITION_CHOICES as readonly number[]).includes(n), {
      message: `Promo card positions must be among ${PROMO_CARD_POSITION_CHOICES.join(', ')}`,
    }))
    .max(PROMO_CARD_POSITION_CHOICES.length),
  includeSoldCarsDays: z.number().int().min(0).max(90),
  /** The site's search filter string, e.g. `dealership_id:12 AND car_type:used`. */
  searchFilter: z.string().trim().max(500),
  /** Shown instead of counts above 1999 when set. */
  stockCountOverride: z.number().int().min(0).nullable(),
  /** Makes that never become a /search/{make} path. */
  searchPathExcludedMakes: z.array(z.string().trim().min(1)).max(100),
  /** Fixed phone numbers per car type on some dealers. */
  phoneNumbers: z.object({ new: phone, used: phone, demo: phone }).partial().strict(),
  /** Base domain of external links (service booking, sell-my-car, ...); empty means the site's first domain. */
  externalLinksBaseDomain: hostName.or(z.literal('')),
  /** A closed day reads "By appointment only". */
  serviceByAppointment: z.boolean(),
  /** Service location's Saturday alternates with "By appointment only". */
  alternateSaturdays: z.boolean(),
  /** Gated routes: a signed-out shopper is sent to sign-in. */
  gatedRoutes: z
    .object({ checkout: z.boolean(), personalisedFinance: z.boolean(), spinToWin: z.boolean() })
    .partial()
    .strict(),
  carCardButtons: z.array(z.enum(CAR_CARD_BUTTONS)).max(CAR_CARD_BUTTONS.length),
  /** Car types this site sells; search paths and filters follow it. */
  carTypes: z.array(z.enum(CAR_TYPES)).min(1),
  /** Kinds of vehicle this site sells: its pages' words ("caravans", "vehicles") and its kind filter follow it (vocabulary.ts). */
  itemTypes: z.array(z.enum(VEHICLE_ITEM_TYPES)).min(1),
  /** Model detail slug form: models/toyota-{model}, or models/new-toyota-{model}-vehicle for one dealer. */
  modelSlugFormat: z.enum(MODEL_SLUG_FORMATS),
  /** 'Get Directions' opens in a new tab on most sites. */
  directionsInNewTab: z.boolean(),
  /** Where the scheduled stock import reads this site's feed (a file path on the server or an http(s) URL), and how often. */
  stockFeed: z
    .object({
      source: z.string().trim().max(2000).refine((value) => value === '' || /^https?:\/\//.test(value) || !value.includes('://'), 'must be an http(s) URL or a file path'),
      schedule: z.enum(STOCK_FEED_SCHEDULES),
      mode: z.enum(['full', 'delta']),
    })
    .partial()
    .strict(),
  /** Where leads go: intake addresses per department and location, the ADF copy, the webhook (issue 6). */
  leadDelivery: leadDeliverySchema,
}

export const siteSettingsSchema = z.object(settingsShape).partial().strict()

/** What a site stores: only the settings that differ from the platform default. */
export type StoredSiteSettings = z.infer<typeof siteSettingsSchema>

type DeepRequired<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]-?: DeepRequired<T[K]> }
    : T

/** Every setting with a value: what pages and rules read. */
export type SiteSettings = DeepRequired<StoredSiteSettings>

/** Default finance calculator rate, percent. */
export const DEFAULT_CALCULATOR_RATE = 10

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  watchlist: { mode: 'device', usedCarsWithPriceAndImageOnly: false },
  reserveOnline: { enabled: false, routeName: 'checkout', defaultDeposit: 200, carTypes: ['new', 'used', 'demo'], holdsPerShopper: 1, testPayments: false },
  checkoutJourney: false,
  tradeInValuation: false,
  saveTradeInValuations: false,
  finance: { providers: [], defaultRate: DEFAULT_CALCULATOR_RATE, hideEstimates: false, personalisedFinance: false },
  printPdf: false,
  similarCarsByBody: false,
  makeAnOffer: false,
  testDrivesForCaravans: false,
  mobileStickyFooter: false,
  justArrivedTagOnNewCars: false,
  subscriptions: false,
  certifiedManufacturer: '',
  enquiryMessageOptional: false,
  optInTickedByDefault: true,
  sortByKilometres: false,
  promoCardPositions: DEFAULT_PROMO_CARD_POSITIONS,
  includeSoldCarsDays: RECENTLY_SOLD_DAYS,
  searchFilter: '',
  stockCountOverride: null,
  searchPathExcludedMakes: [],
  phoneNumbers: { new: '', used: '', demo: '' },
  externalLinksBaseDomain: '',
  serviceByAppointment: false,
  alternateSaturdays: false,
  gatedRoutes: { checkout: true, personalisedFinance: true, spinToWin: true },
  carCardButtons: ['view-details', 'quick-enquiry'],
  carTypes: ['new', 'used', 'demo'],
  itemTypes: ['car'],
  modelSlugFormat: 'make-model',
  directionsInNewTab: true,
  stockFeed: { source: '', schedule: 'off', mode: 'full' },
  leadDelivery: DEFAULT_LEAD_DELIVERY,
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Drops null, undefined, blank text and empty lists, which the admin stores
 * for untouched or cleared fields, so they read as "not set" and fall back
 * to the default.
 */
export function compactStoredSettings(raw: unknown): Record<string, unknown> {
  if (!isPlainObject(raw)) return {}
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'id' || value === null || value === undefined) continue
    if (isPlainObject(value)) {
      const nested = compactStoredSettings(value)
      if (Object.keys(nested).length > 0) result[key] = nested
      continue
    }
    if (Array.isArray(value) && value.length === 0) continue
    if (typeof value === 'string' && value.trim() === '') continue
    result[key] = value
  }
  return result
}

/** A site's settings: its stored overrides on top of the platform defaults. */
export function resolveSiteSettings(stored: StoredSiteSettings | null | undefined): SiteSettings {
  const overrides = siteSettingsSchema.parse(compactStoredSettings(stored ?? {}))
  // A deep copy, so no caller can change the defaults of every other site.
  const merged: Record<string, unknown> = structuredClone(DEFAULT_SITE_SETTINGS)
  for (const [key, value] of Object.entries(overrides)) {
    const fallback = merged[key]
    merged[key] = isPlainObject(fallback) && isPlainObject(value) ? { ...fallback, ...value } : value
  }
  return merged as SiteSettings
}
