import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BODY_TYPES } from '../../src/domain/stockVocabulary'
import { generateCars, type Car } from '../../src/stock-demo/generate'
import { allPhotoNames, ensureStockPhotos, parsePhotoName } from '../../src/stock-demo/photos'
import { stockProfileSchema, type StockProfileInput } from '../../src/stock-demo/profile'

const NOW = new Date('2026-03-15T00:00:00Z')
const NOW_S = NOW.getTime() / 1000
const DAY_S = 86_400

const baseInput: StockProfileInput = {
  count: 600,
  seed: 'sunshine-toyota',
  carTypes: { new: 0.3, used: 0.6, demo: 0.1 },
  makes: ['Toyota'],
  dealerships: [
    { id: 1, slug: 'sunshine-toyota', name: 'Sunshine Toyota' },
    { id: 2, slug: 'coast-used', name: 'Coast Used Cars' },
  ],
  locations: [
    { id: 11, name: 'Sunshine Toyota Maroochydore', dealership_slug: 'sunshine-toyota', city: 'Maroochydore', state: 'QLD', postcode: '4558' },
    { id: 12, name: 'Coast Used Cars Nambour', dealership_slug: 'coast-used', city: 'Nambour', state: 'QLD', postcode: '4560' },
  ],
  lenders: ['toyota-finance', 'generic'],
}

const profile = stockProfileSchema.parse(baseInput)
const cars: Car[] = [...generateCars(profile, { now: NOW })]
const mixedProfile = stockProfileSchema.parse({ ...baseInput, count: 400, itemTypes: { car: 1, caravan: 0.3, motorcycle: 0.3 } })
const mixed: Car[] = [...generateCars(mixedProfile, { now: NOW })]

const share = (list: Car[], pred: (c: Car) => boolean) => list.filter(pred).length / list.length

describe('stock profile', () => {
  it('applies defaults', () => {
    const p = stockProfileSchema.parse({ dealerships: baseInput.dealerships, locations: baseInput.locations })
    expect(p.count).toBe(300)
    expect(p.carTypes).toEqual({ new: 0.3, used: 0.6, demo: 0.1 })
    expect(p.itemTypes).toEqual({ car: 1 })
    expect(p.lenders).toEqual(['generic'])
  })

  it('names the offending field', () => {
    const bad = stockProfileSchema.safeParse({ ...baseInput, locations: [{ ...baseInput.locations[0], postcode: '45' }] })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.path).toEqual(['locations', 0, 'postcode'])
    const orphan = stockProfileSchema.safeParse({ ...baseInput, locations: [{ ...baseInput.locations[0], dealership_slug: 'nope' }] })
    expect(orphan.error?.issues[0]?.path).toEqual(['locations', 0, 'dealership_slug'])
  })
})

describe('generateCars', () => {
  it('is deterministic and independent of count', () => {
    const again = [...generateCars(profile, { now: NOW })]
    expect(JSON.stringify(again)).toBe(JSON.stringify(cars))
    const prefix = [...generateCars(profile, { now: NOW, count: 50 })]
    expect(JSON.stringify(prefix)).toBe(JSON.stringify(cars.slice(0, 50)))
    const otherSeed = [...generateCars(profile, { now: NOW, count: 50, seed: 'other' })]
    expect(JSON.stringify(otherSeed)).not.toBe(JSON.stringify(prefix))
  })

  it('respects count', () => {
    expect(cars).toHaveLength(600)
    expect([...generateCars(profile, { now: NOW, count: 7 })]).toHaveLength(7)
  })

  it('gives unique ids, slugs, stock numbers and VINs', () => {
    for (const key of ['id', 'slug', 'stocknum', 'vin'] as const) {
      expect(new Set(cars.map((c) => c[key])).size).toBe(cars.length)
    }
    for (const c of cars) {
      expect(c.id).toBeGreaterThan(0)
      expect(Number.isInteger(c.id)).toBe(true)
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(c.slug.endsWith(`-${c.id}`)).toBe(true)
      expect(c.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(c.stocknum).toMatch(/^[A-Z]\d{6}$/)
    }
  })

  it('emits every field with the right type', () => {
    const nullableString = (v: unknown) => v === null || typeof v === 'string'
    const nullableNumber = (v: unknown) => v === null || typeof v === 'number'
    for (const c of [...cars, ...mixed]) {
      expect(Object.keys(c)).toEqual(Object.keys(cars[0] as Car))
      expect(c.name).toBe(`${c.year} ${c.make} ${c.model}${c.badge ? ` ${c.badge}` : ''}`)
      expect(typeof c.carsales_title).toBe('string')
      expect(['new', 'used', 'demo']).toContain(c.car_type)
      expect(['car', 'caravan', 'motorcycle']).toContain(c.item_type)
      expect(['in_stock', 'coming_soon', 'sold', 'other']).toContain(c.status)
      expect(c.sold).toBe(c.status === 'sold')
      for (const b of [c.reserved, c.certified, c.preorder, c.has_nvic, c.show_on_dealer_website]) expect(typeof b).toBe('boolean')
      expect(Number.isInteger(c.year)).toBe(true)
      expect(nullableNumber(c.km)).toBe(true)
      expect([null, ...BODY_TYPES]).toContain(c.simple_body)
      expect([null, 'Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid']).toContain(c.simple_fuel)
      expect([null, '4x4', 'AWD', 'FWD', 'RWD', '4x2']).toContain(c.drive)
      expect([null, 'Automatic', 'Manual']).toContain(c.simple_transmission)
      expect(['DAP', 'EGC', 'Drive Away']).toContain(c.price_type)
      expect(Number.isInteger(c.price)).toBe(true)
      for (const v of [c.regplate, c.rego_expiry, c.engine_size, c.fuel, c.trans, c.interior_colour, c.file, c.primary_image_url]) {
        expect(nullableString(v)).toBe(true)
      }
      expect(c.compliance_date).toMatch(/^\d{4}-\d{2}-01$/)
      expect(c.build_date <= c.compliance_date).toBe(true)
      expect(Number.isNaN(Date.parse(c.created_at))).toBe(false)
      expect(Date.parse(c.created_at)).toBeLessThanOrEqual(NOW.getTime())
      expect(c.make_model).toBe(`${c.make}|${c.model}`)
      expect(c.photos_count).toBe(c.images.length)
      expect(c.thumbnails).toHaveLength(c.images.length)
      expect(c.primary_image_url).toBe(c.images[0] ?? null)
      expect(c.standardEquipment.length).toBeGreaterThanOrEqual(5)
      expect(c.standardEquipment.length).toBeLessThanOrEqual(30)
      expect(c.private_suburb).toBeNull()
      expect(c.private_postcode).toBeNull()
      expect(c.distribution_locations).toContain(c.location_id)
      expect(Number.isInteger(c.views)).toBe(true)
    }
    // The rules for one kind of car, each over every car of that kind (the stock numbers of any that break one).
    const all = [...cars, ...mixed]
    expect(all.filter((c) => c.car_type === 'new' && c.regplate !== null).map((c) => c.stocknum)).toEqual([])
    expect(all.filter((c) => c.simple_fuel === 'Electric' && c.engine_size !== null).map((c) => c.stocknum)).toEqual([])
    const caravans = all.filter((c) => c.item_type === 'caravan')
    expect(caravans.length).toBeGreaterThan(0)
    for (const c of caravans) {
      expect(c.variant).toBeNull()
      expect(c.axle_type).toMatch(/^(Single|Tandem)$/)
      for (const v of [c.body_width, c.body_length, c.tare_weight, c.sleeps, c.aggregate_trailer_mass]) expect(typeof v).toBe('number')
    }
    for (const c of all.filter((x) => x.item_type !== 'caravan')) {
      expect(c.variant).not.toBeNull()
      expect(c.body_length).toBeNull()
      expect(c.axle_type).toBeNull()
    }
  })

  it('mixes statuses the way a real yard does', () => {
    expect(share(cars, (c) => c.status === 'in_stock')).toBeGreaterThan(0.75)
    expect(cars.some((c) => c.status === 'coming_soon')).toBe(true)
    const sold = cars.filter((c) => c.status === 'sold')
    expect(sold.length).toBeGreaterThan(10)
    for (const c of sold) {
      expect(c.sold_date_timestamp).not.toBeNull()
      expect(c.sold_date_timestamp as number).toBeLessThanOrEqual(NOW_S)
      expect(c.sold_date_timestamp as number).toBeGreaterThanOrEqual(NOW_S - 10 * DAY_S)
    }
    for (const c of cars.filter((x) => x.status !== 'sold')) expect(c.sold_date_timestamp).toBeNull()
    expect(cars.some((c) => c.status === 'in_stock' && c.reserved)).toBe(true)
    expect(cars.every((c) => !c.reserved || c.status === 'in_stock')).toBe(true)
    expect(cars.some((c) => Date.parse(c.created_at) > NOW.getTime() - 8 * DAY_S * 1000)).toBe(true)
    expect(cars.some((c) => c.tag !== null)).toBe(true)
  })

  it('follows the profile car types, makes and locations', () => {
    expect(share(cars, (c) => c.car_type === 'used')).toBeGreaterThan(0.5)
    expect(share(cars, (c) => c.car_type === 'new')).toBeGreaterThan(0.2)
    expect(cars.some((c) => c.car_type === 'demo')).toBe(true)
    expect(cars.filter((c) => c.car_type !== 'used').every((c) => c.make === 'Toyota')).toBe(true)
    expect(cars.some((c) => c.car_type === 'used' && c.make !== 'Toyota')).toBe(true)
    const names = new Set(profile.locations.map((l) => l.name))
    for (const c of cars) {
      expect(names.has(c.location)).toBe(true)
      const loc = profile.locations.find((l) => l.id === c.location_id)
      expect(loc?.name).toBe(c.location_name)
      expect(c.dealership_slug).toBe(loc?.dealership_slug)
      expect(c.state).toBe(loc?.state)
    }
    const usedOnly = stockProfileSchema.parse({ ...baseInput, carTypes: { new: 0, used: 1, demo: 0 } })
    expect([...generateCars(usedOnly, { now: NOW, count: 50 })].every((c) => c.car_type === 'used')).toBe(true)
  })

  it('only makes caravans and motorcycles when the profile asks for them', () => {
    expect(cars.every((c) => c.item_type === 'car')).toBe(true)
    expect(mixed.some((c) => c.item_type === 'caravan')).toBe(true)
    expect(mixed.some((c) => c.item_type === 'motorcycle')).toBe(true)
    for (const c of mixed.filter((x) => x.item_type === 'caravan')) {
      expect(['Jayco', 'Coromal', 'Crusader', 'Lotus', 'New Age', 'Avan']).toContain(c.make)
      expect(c.km).toBeNull()
    }
  })

  it('keeps prices and kilometres plausible for the car type', () => {
    const all = [...cars, ...mixed]
    for (const c of all) expect(c.price).toBeLessThan(250_000)
    // A price of 0 means "price on application".
    for (const c of all.filter((x) => x.price !== 0)) expect(c.price).toBeGreaterThanOrEqual(2_000)
    for (const c of all.filter((x) => x.before_price !== null)) expect(c.before_price).toBeGreaterThan(c.price)
    const withKm = (type: Car['car_type']) => all.filter((x) => x.car_type === type && x.km !== null)
    for (const type of ['new', 'demo', 'used'] as const) expect(withKm(type).length, type).toBeGreaterThan(0)
    for (const c of withKm('new')) expect(c.km).toBeLessThan(100)
    for (const c of withKm('demo')) {
      expect(c.km).toBeGreaterThanOrEqual(500)
      expect(c.km).toBeLessThanOrEqual(15_000)
    }
    for (const c of withKm('used')) {
      const age = NOW.getUTCFullYear() - c.year
      expect(age).toBeLessThanOrEqual(15)
      expect(c.km).toBeGreaterThan(0)
      expect(c.km).toBeLessThanOrEqual((age + 1) * 30_000)
    }
    const newCars = cars.filter((c) => c.car_type === 'new' && c.price > 0)
    const oldUsed = cars.filter((c) => c.car_type === 'used' && c.price > 0 && NOW.getUTCFullYear() - c.year >= 8)
    const avg = (list: Car[]) => list.reduce((s, c) => s + c.price, 0) / list.length
    expect(avg(newCars)).toBeGreaterThan(avg(oldUsed))
    expect(cars.some((c) => c.price === 0)).toBe(true)
  })

  it('quotes finance on most cars with the expected keys', () => {
    const withFinance = cars.filter((c) => c.finance_lenders !== null)
    expect(withFinance.length / cars.length).toBeGreaterThan(0.8)
    for (const c of withFinance) {
      expect(Object.keys(c.finance_lenders ?? {})).toEqual(['toyota-finance', 'generic'])
      for (const q of Object.values(c.finance_lenders ?? {})) {
        expect(Object.keys(q).sort()).toEqual(
          ['balloon', 'comparisonRate', 'disclaimer', 'interestRate', 'paymentMonth', 'paymentWeek', 'term60', 'termMonths', 'termYears'],
        )
        expect(q.termMonths).toBe(60)
        expect(q.termYears).toBe(5)
        expect(q.balloon).toBe(0)
        if (q.interestRate === null) continue
        // Standard amortisation on price less a 10% deposit.
        const r = q.interestRate / 1200
        const expected = (c.price * 0.9 * r) / (1 - (1 + r) ** -60)
        expect(Math.abs((q.paymentMonth ?? 0) - expected)).toBeLessThanOrEqual(1)
        expect(q.term60).toEqual({ paymentWeek: q.paymentWeek, paymentMonth: q.paymentMonth })
      }
    }
    expect(withFinance.some((c) => Object.values(c.finance_lenders ?? {})[0]?.interestRate === null)).toBe(true)
  })

  it('fills used-car extras: rego, history reports, market data', () => {
    const used = cars.filter((c) => c.car_type === 'used')
    expect(used.every((c) => c.autograb_data !== null)).toBe(true)
    expect(cars.filter((c) => c.car_type !== 'used').every((c) => c.autograb_data === null)).toBe(true)
    expect(used.some((c) => c.price > 0 && (c.autograb_data?.average_market_price ?? 0) - c.price > 499)).toBe(true)
    expect(used.some((c) => c.autograb_data?.state_average_market_price === null)).toBe(true)
    expect(used.some((c) => c.file !== null)).toBe(true)
    const today = NOW.toISOString().slice(0, 10)
    expect(used.some((c) => (c.rego_expiry ?? '') < today)).toBe(true)
    expect(share(used, (c) => (c.rego_expiry ?? '') >= today)).toBeGreaterThan(0.6)
  })

  it('writes dealer comments and leaves a few cars without photos', () => {
    expect(cars.some((c) => c.dealercomments === '')).toBe(true)
    expect(cars.some((c) => c.dealercomments.length > 400)).toBe(true)
    expect(cars.some((c) => c.dealercomments.includes('|'))).toBe(true)
    const noPhotos = cars.filter((c) => c.photos_count === 0)
    expect(noPhotos.length).toBeGreaterThan(0)
    expect(noPhotos.length / cars.length).toBeLessThan(0.1)
    for (const c of noPhotos) expect(c.primary_image_url).toBeNull()
    for (const c of cars) for (const url of c.images) expect(parsePhotoName(url)).not.toBeNull()
    // Photos are shared, so hundreds of cars reference only a bounded set.
    expect(new Set(cars.flatMap((c) => c.images)).size).toBeLessThanOrEqual(allPhotoNames().length)
  })
})

describe('ensureStockPhotos', () => {
  it('renders 800x600 WebP photos and 320x240 thumbnails, skipping existing ones', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stock-photos-'))
    try {
      const sample = cars.filter((c) => c.images.length > 0).slice(0, 5)
      const first = await ensureStockPhotos(sample, dir)
      expect(first.created).toBeGreaterThan(0)
      for (const name of first.names) {
        const full = await sharp(path.join(dir, `${name}.webp`)).metadata()
        expect([full.format, full.width, full.height]).toEqual(['webp', 800, 600])
        const thumb = await sharp(path.join(dir, 'thumbs', `${name}.webp`)).metadata()
        expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 240])
      }
      for (const url of sample.flatMap((c) => [...c.images, ...c.thumbnails])) {
        expect((await stat(path.join(dir, url.replace(/^\/stock-media\//, '')))).size).toBeGreaterThan(0)
      }
      const second = await ensureStockPhotos(sample, dir)
      expect(second.created).toBe(0)
      expect(second.existing).toBe(first.names.length)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
    // Up to 8 photos a car, rasterised on a shared 2-core box.
  }, 30_000)
})
