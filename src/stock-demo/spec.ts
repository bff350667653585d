/** Picking a vehicle from the catalogue for a car of the demo stock: item, make, model, trim and year. */
import {
  BIKE_MODELS,
  CAR_MODELS,
  CARAVAN_MODELS,
  type BikeModel,
  type CaravanModel,
  type CarModel,
  type Drive,
  type Engine,
  type SimpleBody,
} from './catalogue'
import type { CarType, ItemType } from './car'
import type { StockProfile } from './profile'
import type { Rng, Weighted } from './random'

/** A catalogue pick flattened to what the car record needs, whatever the item type. */
export interface Spec {
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

/** What every car of one run shares: the profile, the seed, the clock and the weights. */
export interface Context {
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

export const lower = (s: string) => s.toLowerCase()

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

export function pickSpec(rng: Rng, itemType: ItemType, carType: CarType, ctx: Context): Spec {
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
