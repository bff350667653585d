import { describe, expect, it } from 'vitest'

import { readSeedFile } from '../../src/onboarding/readSeedFile'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars, type Car } from '../../src/stock-demo/generate'
import { parseVehicle, type VehicleProblem, type VehicleRecord } from '../../src/stock/vehicleSchema'

const NOW = new Date('2026-03-15T00:00:00Z')

async function demoCars(slug: string, count: number): Promise<Car[]> {
  const profile = stockProfileFromSeed(await readSeedFile(`tenants-seed/${slug}.json`))
  if (!profile) throw new Error(`${slug} has no stock profile`)
  return [...generateCars(profile, { count, now: NOW, seed: slug })]
}

const minimal = { id: 'A1', make: 'Toyota', model: 'HiLux', car_type: 'used', status: 'in_stock' }

function accepted(value: unknown): VehicleRecord {
  const result = parseVehicle(value)
  if ('problems' in result) throw new Error(`rejected: ${JSON.stringify(result.problems)}`)
  return result.vehicle
}

function problems(value: unknown): VehicleProblem[] {
  const result = parseVehicle(value)
  if ('vehicle' in result) throw new Error('accepted a bad record')
  return result.problems
}

describe('vehicle schema', () => {
  it('accepts every car the demo generator writes, for every demo site, and keeps its fields', async () => {
    for (const slug of ['coastal-motors', 'sunshine-caravans', 'swan-river-toyota']) {
      for (const car of await demoCars(slug, 300)) {
        const vehicle = accepted(car)
        expect(vehicle).toEqual({ ...car, id: String(car.id) })
      }
    }
  })

  it('covers new, used and demo stock, caravans and motorcycles, and sold cars', async () => {
    const cars = [...(await demoCars('sunshine-caravans', 300)), ...(await demoCars('swan-river-toyota', 300))]
    const seen = (pick: (car: Car) => string) => new Set(cars.map(pick))
    expect(seen((car) => car.car_type)).toEqual(new Set(['new', 'used', 'demo']))
    expect(seen((car) => car.item_type)).toEqual(new Set(['car', 'caravan', 'motorcycle']))
    expect(seen((car) => car.status)).toContain('sold')
  })

  it('needs only id, make, model, car_type and status, and fills in slug, make_model and show_on_dealer_website', () => {
    expect(accepted(minimal)).toEqual({ ...minimal, slug: 'toyota-hilux-a1', make_model: 'Toyota|HiLux', show_on_dealer_website: true })
    const full = accepted({ ...minimal, id: 216145, year: 2020, badge: 'SR5+ 4x4', show_on_dealer_website: false, make_model: 'TOYOTA|HILUX' })
    expect(full).toMatchObject({ id: '216145', slug: '2020-toyota-hilux-sr5-4x4-216145', show_on_dealer_website: false, make_model: 'TOYOTA|HILUX' })
  })

  it("uses the feed's slug, made safe for an address", () => {
    expect(accepted({ ...minimal, slug: 'Citroën C5 Aircross / Shine' }).slug).toBe('citroen-c5-aircross-shine')
    expect(accepted({ ...minimal, slug: '***' }).slug).toBe('toyota-hilux-a1')
  })

  it('drops keys the spec does not name, but keeps every key of a finance quote', () => {
    const vehicle = accepted({
      ...minimal,
      internal_code: 'X9',
      variant: { torque: 500, secret: true },
      finance_lenders: { generic: { paymentWeek: 120, term60: { paymentWeek: 99, paymentMonth: 430 } } },
    })
    expect(vehicle).not.toHaveProperty('internal_code')
    expect(vehicle.variant).toEqual({ torque: 500 })
    expect(vehicle.finance_lenders?.generic).toEqual({ paymentWeek: 120, term60: { paymentWeek: 99, paymentMonth: 430 } })
  })

  it('reads numbers, true/false, lists and objects written as text, where the field expects them', () => {
    const vehicle = accepted({
      ...minimal,
      model: '3',
      price: '18990',
      km: ' 77432 ',
      year: '2020',
      sold: 'FALSE',
      reserved: 'true',
      images: '["/a.webp","/b.webp"]',
      variant: '{"cylinders":4}',
      private_postcode: '0800',
      stocknum: 12345,
    })
    expect(vehicle).toMatchObject({ model: '3', price: 18990, km: 77432, year: 2020, sold: false, reserved: true, private_postcode: '0800', stocknum: '12345' })
    expect(vehicle.images).toEqual(['/a.webp', '/b.webp'])
    expect(vehicle.variant).toEqual({ cylinders: 4 })
  })

  it('takes sold_date_timestamp as seconds, milliseconds or an ISO date', () => {
    for (const sold of [1_773_532_800, 1_773_532_800_000, '2026-03-15T00:00:00Z', null]) {
      expect(accepted({ ...minimal, sold_date_timestamp: sold }).sold_date_timestamp).toBe(sold)
    }
  })

  it.each([
    ['price', 'Number must be greater than or equal to 0', { price: -1 }],
    ['km', 'Expected number, received "lots"', { km: 'lots' }],
    ['km', 'Number must be greater than or equal to 0', { km: -5 }],
    ['year', 'Number must be greater than or equal to 1900', { year: 1899 }],
    ['year', `Number must be less than or equal to ${new Date().getFullYear() + 2}`, { year: new Date().getFullYear() + 3 }],
    ['year', 'Expected a whole number, received 2020.5', { year: 2020.5 }],
    ['seats', 'Expected a whole number, received 4.5', { seats: 4.5 }],
    ['car_type', 'Expected one of new, used, demo, received "old"', { car_type: 'old' }],
    ['make', 'Required', { make: undefined }],
    ['model', 'Required', { model: null }],
    ['make', 'Must not be empty', { make: '  ' }],
    ['id', 'Must not be empty', { id: '' }],
    ['id', 'Expected string, received object', { id: { value: 1 } }],
    ['status', 'Required', { status: undefined }],
    ['created_at', 'Expected an ISO date such as 2026-03-15 or 2026-03-15T09:30:00Z', { created_at: 'yesterday' }],
    ['rego_expiry', 'Expected an ISO date such as 2026-03-15 or 2026-03-15T09:30:00Z', { rego_expiry: '2026-02-30' }],
    ['sold_date_timestamp', 'Expected seconds or milliseconds since 1970, or an ISO date', { sold_date_timestamp: true }],
    ['show_on_dealer_website', 'Expected boolean, received "maybe"', { show_on_dealer_website: 'maybe' }],
    ['variant.torque', 'Number must be greater than or equal to 0', { variant: { torque: -5 } }],
    ['images.1', 'Expected string, received 7', { images: ['/a.webp', 7] }],
    ['images', 'Expected array, received "[not json"', { images: '[not json' }],
    ['finance_lenders.generic.paymentWeek', 'Expected number, received "cheap"', { finance_lenders: { generic: { paymentWeek: 'cheap' } } }],
    ['dealership_id', 'Number must be less than or equal to 2147483647', { dealership_id: 3_000_000_000 }],
  ])('reports %s: %s', (field, reason, change) => {
    expect(problems({ ...minimal, ...change })).toEqual([{ field, reason }])
  })

  it('rejects a record that is not an object, and lists every problem of a bad record', () => {
    expect(problems('a car')).toEqual([{ field: '', reason: 'Expected object, received "a car"' }])
    const fields = problems({ id: 7, price: -1, km: -1 }).map((problem) => problem.field)
    expect(fields.sort()).toEqual(['car_type', 'km', 'make', 'model', 'price', 'status'])
  })
})
