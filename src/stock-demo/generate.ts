/**
 * The demo stock generator: each car's fields in one record, from its parts:
 * spec.ts picks the vehicle, identifiers.ts its VIN and plate, mechanics.ts
 * its drivetrain, pricing.ts its odometer, price and finance, description.ts
 * its equipment, tag and comments, photos.ts its pictures; car.ts is the
 * record's shape.
 */
import { slugify } from '../domain/models'
import type { SimpleFuel } from './catalogue'
import { BIKE_COLOURS, CAR_COLOURS, CARAVAN_COLOURS, INTERIOR_COLOURS } from './finish'
import type { Car, CarStatus, PriceType } from './car'
import { commentsFor, equipmentFor, pickTag } from './description'
import { makePlate, makeVin } from './identifiers'
import { fuelLabel, transmission, variantFor } from './mechanics'
import { carPhotoNames, photoUrls, silhouetteGroup } from './photos'
import { autograb, dealerPrice, financeFor, kilometres, marketValue } from './pricing'
import type { StockProfile } from './profile'
import { createRng, hashString } from './random'
import { lower, pickSpec, type Context } from './spec'

export type { AustralianState, Car, CarStatus, CarTag, CarType, CarVariant, FinanceQuote, ItemType, PriceType } from './car'

export interface GenerateOptions {
  /** Defaults to profile.count. */
  count?: number
  /** Reference time: every date is relative to it, so a fixed `now` gives identical output. */
  now: Date
  /** Defaults to profile.seed, then the first dealership slug. */
  seed?: string
}

const DAY_MS = 86_400_000

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const isoDateTime = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString()
const monthDate = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`

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
