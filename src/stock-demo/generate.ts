import {
  BIKE_COLOURS,
  BIKE_FEATURES,
  BIKE_MODELS,
  CAR_COLOURS,
  CAR_FEATURES,
  CAR_MODELS,
  CARAVAN_COLOURS,
  CARAVAN_FEATURES,
  CARAVAN_MODELS,
  INTERIOR_COLOURS,
  MAKES,
  type BikeModel,
  type CaravanModel,
  type CarModel,
  type Drive,
  type Engine,
  type SimpleBody,
  type SimpleFuel,
} from './catalogue'
import { slugify } from '../domain/models'
import { carPhotoNames, photoUrls, silhouetteGroup } from './photos'
import type { StockProfile } from './profile'
import { createRng, hashString, type Rng, type Weighted } from './random'

export type CarType = 'new' | 'used' | 'demo'
export type ItemType = 'car' | 'caravan' | 'motorcycle'
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | 'other'
export type PriceType = 'DAP' | 'EGC' | 'Drive Away'
export type CarTag = 'Hybrid' | 'Electric' | 'Test Drive Only' | 'Low Kms' | 'One Owner'
export type AustralianState = StockProfile['locations'][number]['state']

export interface CarVariant {
  cylinders: number | null
  /** cc */
  enginesize: number | null
  enginesize_litres: number | null
  induction: string
  geartype: string
  /** L/100km */
  fuelconsumptioncombined: number | null
  /** litres */
  fuelcapacity: number | null
  /** kg */
  grossvehiclemass: number | null
  /** mm */
  vehiclelength: number
  vehicleheight: number | null
  vehiclewidth: number | null
  /** Nm */
  torque: number
  ancaprating: number | null
  bodyconfiguration: string | null
}

export interface FinanceQuote {
  interestRate: number | null
  comparisonRate: number | null
  paymentWeek: number | null
  paymentMonth: number | null
  termMonths: 60
  termYears: 5
  balloon: 0
  disclaimer: string
  term60: { paymentWeek: number; paymentMonth: number } | null
}

export interface Car {
  id: number
  slug: string
  name: string
  carsales_title: string
  stocknum: string
  vin: string
  regplate: string | null
  variant: CarVariant | null

  car_type: CarType
  item_type: ItemType
  status: CarStatus
  sold: boolean
  reserved: boolean
  certified: boolean
  tag: CarTag | null
  preorder: boolean
  has_nvic: boolean

  year: number
  make: string
  model: string
  badge: string | null
  series: string | null
  /** null for caravans, which have no odometer */
  km: number | null
  trans: string | null
  simple_transmission: 'Automatic' | 'Manual' | null
  /** null only for motorcycles (the body list has no value for them) */
  simple_body: SimpleBody | null
  simple_fuel: SimpleFuel | null
  fuel: string | null
  drive: Drive | null
  seats: number | null
  doors: number | null
  colour: string
  interior_colour: string | null
  engine_size: string | null

  rego_expiry: string | null
  compliance_date: string
  build_date: string
  created_at: string
  sold_date_timestamp: number | null

  price: number
  before_price: number | null
  offer_price: number | null
  subscription_price: number | null
  price_type: PriceType

  dealercomments: string
  thumbnails: string[]
  images: string[]
  primary_image_url: string | null
  photos_count: number
  views: number
  file: string | null
  payment_processors: { name: string; deposit: number }[]
  standardEquipment: string[]

  location: string
  city: string
  state: AustralianState
  location_name: string
  location_id: number
  dealership_slug: string
  dealership_id: number
  private_suburb: null
  private_postcode: null
  distribution_locations: number[]

  finance_lenders: Record<string, FinanceQuote> | null

  show_on_dealer_website: boolean
  make_model: string

  body_width: number | null
  body_length: number | null
  tare_weight: number | null
  axle_type: 'Single' | 'Tandem' | null
  sleeps: number | null
  aggregate_trailer_mass: number | null

  autograb_data: { state_average_market_price: number | null; average_market_price: number } | null
}

export interface GenerateOptions {
  /** Defaults to profile.count. */
  count?: number
  /** Reference time: every date is relative to it, so a fixed `now` gives identical output. */
  now: Date
  /** Defaults to profile.seed, then the first dealership slug. */
  seed?: string
}

const DAY_MS = 86_400_000
const FINANCE_TERM = 60
const DEPOSIT_SHARE = 0.1

// ---------------------------------------------------------------- vehicle spec

/** A catalogue pick flattened to what the car record needs, whatever the item type. */
interface Spec {
  itemType: ItemType
  make: string
  model: string
  series: string | null
  badge: string | null
  year: number
  rrp: number
  retention: number
  /** 0 = entry trim … 1 = flagship; drives equipment and interior. */
  rank: number
  body: SimpleBody | null
  bodyLabel: string | null
  seats: number | null
  doors: number | null
  drive: Drive | null
  engine: Engine | null
  manual: boolean
  car: CarModel | null
  bike: BikeModel | null
  caravan: { model: CaravanModel; lengthFt: number; sleeps: number; tare: number; atm: number; axle: 'Single' | 'Tandem' } | null
}

interface Listing {
  make: string
  from: number
  to?: number
  weight: number
}

/** Used stock age in years → relative frequency (2–7 year old cars dominate yards). */
const USED_AGE_WEIGHTS = [2, 10, 12, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2, 1] as const

interface Context {
  profile: StockProfile
  seed: string
  nowMs: number
  nowYear: number
  nowMonth: number
  idBase: number
  serialOffset: number
  itemWeights: Weighted<ItemType>
  carTypeWeights: Weighted<CarType>
  dealerships: Map<string, StockProfile['dealerships'][number]>
  franchise: Set<string> | null
  usedMakes: Set<string> | null
}

const lower = (s: string) => s.toLowerCase()

function pickListing<T extends Listing>(rng: Rng, all: readonly T[], carType: CarType, ctx: Context, useFranchise: boolean): T {
  const inYears = all.filter((m) => m.from <= ctx.nowYear)
  const current = inYears.filter((m) => m.to === undefined)
  const pool = carType === 'used' ? inYears : current
  const makes = carType === 'used' ? (ctx.usedMakes ?? (useFranchise ? ctx.franchise : null)) : ctx.franchise
  const filtered = makes ? pool.filter((m) => makes.has(lower(m.make))) : pool
  // A franchise without e.g. caravans of its own make still gets caravans, just of any make.
  const candidates = filtered.length > 0 ? filtered : pool
  if (candidates.length === 0) throw new Error(`no catalogue models available for ${carType} stock in ${ctx.nowYear}`)
  return rng.weighted(candidates.map((m) => [m, m.weight] as const))
}

function pickYear(rng: Rng, listing: Listing, carType: CarType, ctx: Context): number {
  const last = Math.min(listing.to ?? ctx.nowYear, ctx.nowYear)
  if (carType === 'new') return rng.chance(0.12) && listing.from < ctx.nowYear ? ctx.nowYear - 1 : ctx.nowYear
  if (carType === 'demo') return rng.chance(0.3) && listing.from < ctx.nowYear ? ctx.nowYear - 1 : ctx.nowYear
  const years: [number, number][] = []
  USED_AGE_WEIGHTS.forEach((w, age) => {
    const year = ctx.nowYear - age
    if (year >= listing.from && year <= last) years.push([year, w])
  })
  return years.length > 0 ? rng.weighted(years) : last
}

function pickSpec(rng: Rng, itemType: ItemType, carType: CarType, ctx: Context): Spec {
  const useFranchise = rng.chance(0.35)
  if (itemType === 'caravan') {
    const model = pickListing(rng, CARAVAN_MODELS, carType, ctx, useFranchise)
    const idx = rng.int(0, model.badges.length - 1)
    const [badge, rrp, lengthFt, sleeps, tare, atm, axle] = model.badges[idx] as CaravanModel['badges'][number]
    return {
      itemType, make: model.make, model: model.model, series: null, badge, year: pickYear(rng, model, carType, ctx), rrp,
      retention: model.retention, rank: idx / Math.max(1, model.badges.length - 1), body: model.body, bodyLabel: null,
      seats: null, doors: null, drive: null, engine: null, manual: false, car: null, bike: null,
      caravan: { model, lengthFt, sleeps, tare, atm, axle },
    }
  }
  if (itemType === 'motorcycle') {
    const model = pickListing(rng, BIKE_MODELS, carType, ctx, useFranchise)
    const idx = rng.int(0, model.badges.length - 1)
    const [badge, rrp] = model.badges[idx] as BikeModel['badges'][number]
    return {
      itemType, make: model.make, model: model.model, series: null, badge, year: pickYear(rng, model, carType, ctx), rrp,
      retention: model.retention, rank: idx / Math.max(1, model.badges.length - 1), body: null, bodyLabel: null,
      seats: 2, doors: 0, drive: 'RWD', engine: null, manual: true, car: null, bike: model, caravan: null,
    }
  }
  const model = pickListing(rng, CAR_MODELS, carType, ctx, useFranchise)
  // Entry and mid trims sell in bigger numbers than flagships.
  const idx = rng.weighted(model.badges.map((_, i) => [i, 1.6 - i / model.badges.length] as const))
  const [badge, rrp, engineIdx = 0, over = {}] = model.badges[idx] as CarModel['badges'][number]
  const engine = model.engines[engineIdx] ?? (model.engines[0] as Engine)
  return {
    itemType, make: model.make, model: model.model, series: model.series, badge, year: pickYear(rng, model, carType, ctx), rrp,
    retention: model.retention, rank: idx / Math.max(1, model.badges.length - 1),
    body: over.body ?? model.body, bodyLabel: over.bodyLabel ?? model.bodyLabel, seats: over.seats ?? model.seats,
    doors: over.doors ?? model.doors, drive: over.drive ?? model.drive, engine,
    manual: engine.manual !== undefined && rng.chance(carType === 'used' ? 0.18 : 0.1),
    car: model, bike: null, caravan: null,
  }
}

// ---------------------------------------------------------------- helpers

const round2 = (n: number) => Math.round(n * 100) / 100
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const isoDateTime = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString()
const monthDate = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`

/** Dealer-style price ending in 990 (or 490 under $10k). */
function dealerPrice(value: number, floor: number): number {
  const v = Math.max(value, floor)
  return v < 10_000 ? Math.max(490, Math.round(v / 500) * 500 - 10) : Math.round(v / 1000) * 1000 - 10
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
// ISO 3779 transliteration table for the check digit.
const VIN_LETTER_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((ch, i) => [ch, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] ?? 0]),
)
const vinValue = (ch: string): number => VIN_LETTER_VALUES[ch] ?? Number(ch)
const VIN_CHAR_LIST = [...VIN_CHARS]

/** ISO 3779 layout with a valid check digit; the serial is a bijection of the index, so VINs never collide. */
function makeVin(rng: Rng, spec: Spec, serial: number): string {
  const wmi = MAKES[spec.make]?.wmi ?? '6AA'
  let vds = ''
  for (let i = 0; i < 5; i++) vds += VIN_CHARS[hashString(`${spec.make}|${spec.model}|${spec.badge}`, i) % VIN_CHARS.length]
  const yearCode = VIN_YEAR_CODES[(((spec.year - 1980) % 30) + 30) % 30] ?? 'A'
  const plant = rng.pick(VIN_CHAR_LIST)
  const body = `${wmi}${vds}0${yearCode}${plant}${String(serial).padStart(6, '0')}`
  const sum = [...body].reduce((acc, ch, i) => acc + vinValue(ch) * (VIN_WEIGHTS[i] ?? 0), 0)
  const check = sum % 11 === 10 ? 'X' : String(sum % 11)
  return body.slice(0, 8) + check + body.slice(9)
}

const PLATE_LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ']
const PLATE_FORMATS: Record<AustralianState, string> = {
  NSW: 'LLddLL', VIC: 'dLLdLL', QLD: 'dddLLL', WA: 'dLLLddd', SA: 'SdddLLL', TAS: 'LddLL', ACT: 'YLLddL', NT: 'CLddLL',
}
function makePlate(rng: Rng, state: AustralianState): string {
  return [...PLATE_FORMATS[state]]
    .map((c) => (c === 'L' ? rng.pick(PLATE_LETTERS) : c === 'd' ? String(rng.int(0, 9)) : c))
    .join('')
}

const CC: Readonly<Record<string, number>> = {
  '1.4': 1395, '1.5': 1490, '1.6': 1598, '1.8': 1798, '1.9': 1898, '2': 1998, '2.2': 2199, '2.3': 2298, '2.4': 2393,
  '2.5': 2487, '2.7': 2694, '2.8': 2755, '3': 2993, '3.2': 3198, '3.3': 3346, '3.5': 3456, '3.6': 3564, '6.2': 6162,
}

function transmission(spec: Spec): { trans: string | null; simple: 'Automatic' | 'Manual' | null; geartype: string } {
  if (spec.bike) return { trans: '6 SP MANUAL', simple: 'Manual', geartype: 'Manual' }
  const e = spec.engine
  if (!e) return { trans: null, simple: null, geartype: 'None' }
  if (spec.manual && e.manual) return { trans: `${e.manual} SP MANUAL`, simple: 'Manual', geartype: 'Manual' }
  switch (e.tx) {
    case 'cvt': return { trans: 'CONTINUOUS VARIABLE', simple: 'Automatic', geartype: 'CVT' }
    case 'dct': return { trans: `${e.gears} SP AUTO DUAL CLUTCH`, simple: 'Automatic', geartype: 'Automatic - Dual Clutch' }
    case 'single': return { trans: '1 SP AUTOMATIC', simple: 'Automatic', geartype: 'Reduction Gear' }
    default: return { trans: `${e.gears} SP AUTOMATIC`, simple: 'Automatic', geartype: 'Automatic' }
  }
}

function fuelLabel(e: Engine): string {
  if (e.fuel === 'Electric') return 'Electric'
  if (e.fuel === 'Hybrid') return 'Petrol/Electric Hybrid'
  if (e.fuel === 'Plug-in Hybrid') return 'Plug-in Hybrid (Petrol)'
  if (e.grade === 'Diesel') return 'Diesel'
  return e.grade === 'PULP' ? 'Premium Unleaded Petrol' : 'Unleaded Petrol'
}

function variantFor(spec: Spec, geartype: string): CarVariant | null {
  if (spec.bike) {
    const b = spec.bike
    return {
      cylinders: b.cyl, enginesize: b.cc, enginesize_litres: round2(b.cc / 1000), induction: 'Aspirated', geartype,
      fuelconsumptioncombined: b.l100, fuelcapacity: b.tank, grossvehiclemass: null, vehiclelength: b.length,
      vehicleheight: null, vehiclewidth: null, torque: b.nm, ancaprating: null, bodyconfiguration: 'Motorcycle',
    }
  }
  const m = spec.car
  const e = spec.engine
  if (!m || !e) return null
  return {
    cylinders: e.cyl, enginesize: e.litres === null ? null : (CC[String(e.litres)] ?? Math.round(e.litres * 1000)),
    enginesize_litres: e.litres, induction: e.ind, geartype, fuelconsumptioncombined: e.l100, fuelcapacity: e.tank,
    grossvehiclemass: m.gvm, vehiclelength: m.dims[0], vehiclewidth: m.dims[1], vehicleheight: m.dims[2], torque: e.nm,
    ancaprating: m.ancap, bodyconfiguration: spec.bodyLabel,
  }
}

function kilometres(rng: Rng, spec: Spec, carType: CarType, age: number): number | null {
  if (spec.itemType === 'caravan') return null
  if (carType === 'new') return rng.int(2, 60)
  if (carType === 'demo') return rng.int(500, spec.itemType === 'motorcycle' ? 3_000 : 15_000)
  const perYear = spec.itemType === 'motorcycle' ? rng.float(1_500, 7_000) : clamp(rng.normal(15_000, 5_000), 5_000, 28_000)
  return Math.max(spec.itemType === 'motorcycle' ? 300 : 1_200, Math.round((age + rng.float(0.3, 0.9)) * perYear))
}

/** Pre-zeroing price: what the car is worth on this lot. */
function marketValue(rng: Rng, spec: Spec, carType: CarType, age: number, km: number | null, onRoads: boolean): number {
  const driveAway = onRoads ? 1.07 : 1
  if (carType === 'new') return spec.rrp * driveAway * rng.float(0.97, 1.03)
  if (carType === 'demo') return spec.rrp * driveAway * rng.float(0.88, 0.95)
  const expectedKm = Math.max(1, age) * (spec.itemType === 'motorcycle' ? 4_000 : 15_000)
  const kmFactor = km === null ? 1 : clamp(1 - (km - expectedKm) / 250_000, 0.75, 1.08)
  const firstYear = age === 0 ? 0.9 : 0.83
  return spec.rrp * firstYear * spec.retention ** Math.max(0, age - 1) * kmFactor * rng.normal(1, 0.04)
}

function financeFor(rng: Rng, price: number, spec: Spec, carType: CarType, age: number, lenders: readonly string[]): Record<string, FinanceQuote> | null {
  if (price <= 0 || rng.chance(0.05)) return null
  const noRate = rng.chance(0.05)
  const base = (carType === 'used' ? 8.5 + Math.min(age, 12) * 0.25 : 6.9) + (spec.itemType === 'motorcycle' ? 1.5 : 0)
  const principal = price * (1 - DEPOSIT_SHARE)
  const quotes: Record<string, FinanceQuote> = {}
  lenders.forEach((lender, i) => {
    // Rates like 8.49 / 8.99: how lenders actually advertise them.
    const rate = Math.floor((base + i * 0.4 + rng.float(0, 1.5)) * 2) / 2 + 0.49
    const comparison = round2(rate + rng.float(0.3, 1.2))
    const r = rate / 100 / 12
    const month = Math.round((principal * r) / (1 - (1 + r) ** -FINANCE_TERM))
    const week = Math.round((month * 12) / 52)
    const disclaimer = noRate
      ? 'Finance available subject to approval. Speak to our finance team for a personalised quote. Fees and charges apply.'
      : `Based on a 10% deposit, ${FINANCE_TERM} month term, no balloon, ${rate.toFixed(2)}% p.a. interest rate and ${comparison.toFixed(2)}% p.a. comparison rate. ` +
        'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Finance subject to credit approval.'
    quotes[lender] = {
      interestRate: noRate ? null : rate,
      comparisonRate: noRate ? null : comparison,
      paymentWeek: noRate ? null : week,
      paymentMonth: noRate ? null : month,
      termMonths: 60,
      termYears: 5,
      balloon: 0,
      disclaimer,
      term60: noRate ? null : { paymentWeek: week, paymentMonth: month },
    }
  })
  return quotes
}

function equipmentFor(rng: Rng, spec: Spec): string[] {
  if (spec.itemType === 'caravan') return rng.sample(CARAVAN_FEATURES, rng.int(6, 16))
  if (spec.itemType === 'motorcycle') return rng.sample(BIKE_FEATURES, rng.int(5, 12))
  const offRoad = spec.drive === '4x4' || spec.body === 'ute' || spec.body === 'cabChassis' || spec.body === '4x4'
  const premium = spec.rank >= 0.4 || rng.chance(0.2)
  const pool = CAR_FEATURES.filter(([, since, tag]) =>
    spec.year >= since &&
    (tag !== '4x4' || offRoad) &&
    (tag !== 'ev' || spec.engine?.fuel === 'Electric') &&
    (tag !== 'premium' || premium),
  )
  const count = clamp(8 + Math.round(spec.rank * 14) + rng.int(-3, 6), 5, Math.min(30, pool.length))
  // Keep catalogue order so lists read naturally (basics first).
  const chosen = new Set(rng.sample(pool, count))
  return pool.filter((f) => chosen.has(f)).map(([name]) => name)
}

const LICENCE: Record<AustralianState, string> = {
  NSW: 'MD', VIC: 'LMCT', QLD: 'Motor Dealer Licence', WA: 'DL', SA: 'MVD', TAS: 'Motor Vehicle Trader', ACT: 'Dealer Licence', NT: 'Dealer Licence',
}
const ROADWORTHY: Record<AustralianState, string> = {
  NSW: 'Comes with a fresh pink slip and is ready for transfer',
  VIC: 'Sold with a Roadworthy Certificate (RWC)',
  QLD: 'Safety certificate supplied',
  WA: 'Inspected and ready for transfer',
  SA: 'Inspected and ready for transfer',
  TAS: 'Inspected and ready for transfer',
  ACT: 'Inspected and ready for transfer',
  NT: 'Inspected and ready for transfer',
}

function commentsFor(rng: Rng, car: Car, dealerName: string, equipment: readonly string[]): string {
  if (rng.chance(0.1)) return ''
  const what = `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`
  const warranty = MAKES[car.make]?.warrantyYears ?? 5
  const parts: string[] = [
    rng.pick([
      `Just arrived at ${dealerName}! This ${what} won't last long.`,
      `Looking for something reliable? Check out this ${what}.`,
      `G'day and thanks for looking at this ${what} at ${dealerName}.`,
      `Fresh trade-in alert: ${what} now on the lot in ${car.city}.`,
    ]),
    `Finished in ${car.colour}${car.interior_colour ? ` with ${car.interior_colour.toLowerCase()} trim` : ''}.`,
  ]
  if (car.car_type === 'new') parts.push(`Brand new with the full ${warranty} year factory warranty.`)
  if (car.car_type === 'demo') parts.push('Ex-demonstrator with the balance of new vehicle warranty - save thousands on a near-new car.')
  if (car.car_type === 'used') {
    parts.push(ROADWORTHY[car.state])
    if (rng.chance(0.6)) parts.push(rng.pick(['Full service history.', 'Logbooks present and up to date.', 'Serviced on time, every time.']))
    if (car.tag === 'One Owner') parts.push('One owner from new.')
    if (car.tag === 'Low Kms') parts.push('Genuine low kilometres - barely run in.')
  }
  if (equipment.length > 0 && rng.chance(0.4)) parts.push(`Features include ${equipment.slice(0, 10).join(', ')}.`)
  parts.push(rng.pick([
    'Trade-ins welcome - we can value yours on the spot.',
    'Finance available on approved credit; ask our business manager for a quote.',
    'Extended warranty options available. Australia-wide delivery can be arranged.',
    'Call now to book a test drive before it is gone!',
  ]))
  if (rng.chance(0.25)) {
    const licence = `${LICENCE[car.state]} ${100_000 + (hashString(car.dealership_slug) % 900_000)}`
    parts.push(
      `All vehicles are subject to prior sale. While every effort is made to ensure the accuracy of this listing, features and specifications ` +
        `should be confirmed with our sales team before purchase. Images may be for illustration purposes only. ${dealerName} ${licence}.`,
    )
  }
  return parts.join('|')
}

function pickTag(rng: Rng, spec: Spec, carType: CarType, status: CarStatus, km: number | null, age: number): CarTag | null {
  const fuel = spec.engine?.fuel
  if (fuel === 'Electric' && rng.chance(0.45)) return 'Electric'
  if ((fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') && rng.chance(0.4)) return 'Hybrid'
  if (carType === 'new' && status === 'in_stock' && rng.chance(0.1)) return 'Test Drive Only'
  if (carType === 'used' && km !== null && km < age * 8_000 + 5_000 && rng.chance(0.35)) return 'Low Kms'
  if (carType === 'used' && rng.chance(0.06)) return 'One Owner'
  return null
}

// ---------------------------------------------------------------- car

function buildCar(ctx: Context, index: number): Car {
  const rng = createRng(`${ctx.seed}#${index}`)
  const { profile, nowMs, nowYear } = ctx
  const id = ctx.idBase + index

  const itemType = rng.weighted(ctx.itemWeights)
  const carType = rng.weighted(ctx.carTypeWeights)
  const status = rng.weighted<CarStatus>([['in_stock', 86], ['coming_soon', 5], ['sold', 8], ['other', 1]])
  const location = rng.pick(profile.locations)
  const dealership = ctx.dealerships.get(location.dealership_slug) ?? (profile.dealerships[0] as StockProfile['dealerships'][number])

  const spec = pickSpec(rng, itemType, carType, ctx)
  const age = nowYear - spec.year
  const km = kilometres(rng, spec, carType, age)
  const tx = transmission(spec)

  const priceType = rng.weighted<PriceType>(carType === 'used' ? [['DAP', 50], ['Drive Away', 30], ['EGC', 20]] : [['Drive Away', 55], ['DAP', 35], ['EGC', 10]])
  const floor = itemType === 'motorcycle' ? 2_990 : itemType === 'caravan' ? 9_990 : 3_990
  const value = dealerPrice(marketValue(rng, spec, carType, age, km, priceType !== 'EGC'), floor)
  // Price 0 renders as "Enquire for price."
  const price = rng.chance(0.015) ? 0 : value
  const beforePrice = price > 0 && rng.chance(0.12) ? price + rng.int(1, 6) * 500 : null
  const offerPrice = price > 0 && rng.chance(0.05) ? price - rng.int(1, 4) * 500 : null
  const subscriptionPrice = carType !== 'used' && itemType === 'car' && price > 0 && rng.chance(0.04) ? Math.round(price / 260) : null

  // Dates
  const soldMs = status === 'sold' ? nowMs - rng.float(0, 10) * DAY_MS : null
  let createdMs: number
  if (status === 'coming_soon') createdMs = nowMs - rng.float(0, 14) * DAY_MS
  else if (soldMs !== null) createdMs = soldMs - rng.float(3, 90) * DAY_MS
  else if (rng.chance(0.18)) createdMs = nowMs - rng.float(0, 8) * DAY_MS
  else createdMs = nowMs - Math.min(365, 8 + -Math.log(1 - rng.next()) * 45) * DAY_MS
  const complianceMonth = spec.year >= nowYear ? rng.int(1, ctx.nowMonth) : rng.int(1, 12)
  const buildOffset = rng.int(0, 3)
  const buildYear = complianceMonth - buildOffset < 1 ? spec.year - 1 : spec.year
  const buildMonth = ((complianceMonth - buildOffset - 1 + 12) % 12) + 1
  const regoExpiry = carType === 'new' ? null : isoDate(nowMs + rng.int(-45, 360) * DAY_MS)

  const colour = rng.weighted(itemType === 'caravan' ? CARAVAN_COLOURS : itemType === 'motorcycle' ? BIKE_COLOURS : CAR_COLOURS)
  const interior = itemType === 'car' ? (spec.rank >= 0.5 ? rng.pick(INTERIOR_COLOURS.slice(1)) : rng.pick(INTERIOR_COLOURS)) : null

  const withoutPhotos = rng.chance(0.04)

  const serial = (index * 7919 + (ctx.serialOffset % 1_000_000)) % 1_000_000
  const stockPrefix = carType === 'used' ? 'U' : (spec.make[0] ?? 'S').toUpperCase()
  const stocknum = `${stockPrefix}${100_000 + ((index * 7907 + (ctx.serialOffset % 900_000)) % 900_000)}`
  const vin = makeVin(rng, spec, serial)
  const names = withoutPhotos ? [] : carPhotoNames(silhouetteGroup(itemType, spec.body), colour, vin)
  const images = names.map((n) => photoUrls(n).image)
  const thumbnails = names.map((n) => photoUrls(n).thumbnail)

  const fuel = spec.engine ? fuelLabel(spec.engine) : spec.bike ? 'Unleaded Petrol' : null
  const simpleFuel: SimpleFuel | null = spec.engine?.fuel ?? (spec.bike ? 'Petrol' : null)
  const engineSize = spec.bike ? `${spec.bike.cc}cc` : spec.engine?.litres != null ? `${spec.engine.litres.toFixed(1)}L` : null
  const name = `${spec.year} ${spec.make} ${spec.model}${spec.badge ? ` ${spec.badge}` : ''}`
  const titleExtras = itemType === 'car'
    ? [spec.series, tx.simple === 'Manual' ? 'Manual' : 'Auto', spec.drive, spec.bodyLabel]
    : itemType === 'motorcycle' ? [`${spec.bike?.cc ?? ''}cc`] : []
  const slugExtras = itemType === 'car' ? [spec.drive, spec.bodyLabel] : []

  const daysListed = Math.max(0, (nowMs - createdMs) / DAY_MS)
  const equipment = equipmentFor(rng, spec)
  const tag = pickTag(rng, spec, carType, status, km, age)

  const car: Car = {
    id,
    slug: slugify([spec.year, spec.make, spec.model, spec.badge, ...slugExtras, id].filter((p) => p !== null).join(' ')),
    name,
    carsales_title: [name, ...titleExtras].filter((p) => p).join(' '),
    stocknum,
    vin,
    regplate: carType === 'new' ? null : makePlate(rng, location.state),
    variant: variantFor(spec, tx.geartype),

    car_type: carType,
    item_type: itemType,
    status,
    sold: status === 'sold',
    reserved: status === 'in_stock' && rng.chance(0.03),
    certified: carType === 'used' && age <= 5 && ctx.franchise !== null && ctx.franchise.has(lower(spec.make)) && rng.chance(0.45),
    tag,
    preorder: status === 'coming_soon' && carType === 'new' && rng.chance(0.4),
    has_nvic: itemType !== 'caravan' && rng.chance(0.93),

    year: spec.year,
    make: spec.make,
    model: spec.model,
    badge: spec.badge,
    series: spec.series,
    km,
    trans: tx.trans,
    simple_transmission: tx.simple,
    simple_body: spec.body,
    simple_fuel: simpleFuel,
    fuel,
    drive: spec.drive,
    seats: spec.seats,
    doors: spec.doors,
    colour,
    interior_colour: interior,
    engine_size: engineSize,

    rego_expiry: regoExpiry,
    compliance_date: monthDate(spec.year, complianceMonth),
    build_date: monthDate(buildYear, buildMonth),
    created_at: isoDateTime(createdMs),
    sold_date_timestamp: soldMs === null ? null : Math.floor(soldMs / 1000),

    price,
    before_price: beforePrice,
    offer_price: offerPrice,
    subscription_price: subscriptionPrice,
    price_type: priceType,

    dealercomments: '', // filled below: the text quotes fields of the finished record
    thumbnails,
    images,
    primary_image_url: images[0] ?? null,
    photos_count: images.length,
    views: Math.round(daysListed * rng.float(2, 25) + rng.int(0, 20)),
    file: carType === 'used' && rng.chance(0.3) ? `https://history-reports.example.com/${vin}.pdf` : null,
    payment_processors: status === 'in_stock' && price > 0 && rng.chance(0.3) ? [{ name: 'stripe', deposit: rng.pick([200, 500, 1000]) }] : [],
    standardEquipment: equipment,

    location: location.name,
    city: location.city,
    state: location.state,
    location_name: location.name,
    location_id: location.id,
    dealership_slug: dealership.slug,
    dealership_id: dealership.id,
    private_suburb: null,
    private_postcode: null,
    distribution_locations: profile.locations.length > 1 && rng.chance(0.05)
      ? [location.id, rng.pick(profile.locations.filter((l) => l.id !== location.id)).id]
      : [location.id],

    finance_lenders: financeFor(rng, price, spec, carType, age, profile.lenders),

    show_on_dealer_website: rng.chance(0.98),
    make_model: `${spec.make}|${spec.model}`,

    body_width: spec.caravan ? spec.caravan.model.widthFt : null,
    body_length: spec.caravan ? spec.caravan.lengthFt : null,
    tare_weight: spec.caravan ? spec.caravan.tare : null,
    axle_type: spec.caravan ? spec.caravan.axle : null,
    sleeps: spec.caravan ? spec.caravan.sleeps : null,
    aggregate_trailer_mass: spec.caravan ? spec.caravan.atm : null,

    autograb_data: carType === 'used' ? autograb(rng, value) : null,
  }
  car.dealercomments = commentsFor(rng, car, dealership.name, equipment)
  return car
}

function autograb(rng: Rng, value: number): NonNullable<Car['autograb_data']> {
  // A fifth are priced clearly under market so the "below market" badge has cars to show on.
  const average = rng.chance(0.2) ? value + rng.int(6, 40) * 100 : Math.round((value * rng.normal(1, 0.05)) / 10) * 10
  const state = rng.chance(0.85) ? Math.round((average * rng.normal(1, 0.03)) / 10) * 10 : null
  return { state_average_market_price: state, average_market_price: average }
}

// ---------------------------------------------------------------- entry point

/**
 * Streams `count` cars. Each car draws from its own PRNG seeded by
 * (seed, index), so output is deterministic, independent of `count`
 * (the first 100 cars of a 1 000 run equal a 100 run) and O(1) in memory.
 */
export function* generateCars(profile: StockProfile, options: GenerateOptions): Generator<Car> {
  const count = options.count ?? profile.count
  if (!Number.isInteger(count) || count < 0) throw new Error(`generateCars: count must be a non-negative integer, got ${count}`)
  if (Number.isNaN(options.now.getTime())) throw new Error('generateCars: now is an invalid date')
  const seed = options.seed ?? profile.seed ?? (profile.dealerships[0]?.slug as string)
  const { car = 0, caravan = 0, motorcycle = 0 } = profile.itemTypes
  const nowMs = options.now.getTime()
  const ctx: Context = {
    profile,
    seed,
    nowMs,
    nowYear: options.now.getUTCFullYear(),
    nowMonth: options.now.getUTCMonth() + 1,
    idBase: 100_000 + (hashString(seed, 7) % 800_000),
    serialOffset: hashString(seed, 11),
    itemWeights: [['car', car], ['caravan', caravan], ['motorcycle', motorcycle]],
    carTypeWeights: [['new', profile.carTypes.new], ['used', profile.carTypes.used], ['demo', profile.carTypes.demo]],
    dealerships: new Map(profile.dealerships.map((d) => [d.slug, d])),
    franchise: profile.makes ? new Set(profile.makes.map(lower)) : null,
    usedMakes: profile.usedMakes ? new Set(profile.usedMakes.map(lower)) : null,
  }
  for (let i = 0; i < count; i++) yield buildCar(ctx, i)
}
