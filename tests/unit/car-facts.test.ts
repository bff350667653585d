import { describe, expect, it } from 'vitest'

import { carFacts, type CarFactsCar } from '@/domain/carFacts'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { parseVehicle } from '@/stock/vehicleSchema'

const site = DEFAULT_SITE_SETTINGS
const demo: CarFactsCar = {
  car_type: 'demo',
  year: 2025,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: 'GUN126R',
  price: 61990,
  price_type: 'Drive Away',
  simple_transmission: 'Automatic',
  km: 1250,
  simple_fuel: 'Diesel',
}

describe('car card facts', () => {
  it('new and demo cars show condition, transmission, odometer in km and fuel', () => {
    expect(carFacts(demo, site)).toEqual({
      title: '2025 Toyota HiLux',
      subtitle: 'SR5 GUN126R',
      price: { kind: 'price', amount: 61990, text: '$61,990', priceType: 'Drive Away', savings: null, tradeIn: null },
      details: [
        { label: 'Condition', value: 'Demo' },
        { label: 'Transmission', value: 'Automatic' },
        { label: 'Odometer', value: '1,250 km' },
        { label: 'Fuel', value: 'Diesel' },
      ],
    })
    expect(carFacts({ ...demo, car_type: 'new' }, site).details[0]).toEqual({ label: 'Condition', value: 'New' })
  })

  it('used cars show their km, transmission and fuel too, without a condition', () => {
    const used = carFacts({ ...demo, car_type: 'used', km: 84000 }, site)
    expect(used.title).toBe('2025 Toyota HiLux')
    expect(used.subtitle).toBe('SR5 GUN126R')
    expect(used.details.map((fact) => fact.label)).toEqual(['Transmission', 'Odometer', 'Fuel'])
    expect(used.details.find((fact) => fact.label === 'Odometer')?.value).toBe('84,000 km')
  })

  it('every caravan shows its length in metres, berths and ATM instead of km and transmission', () => {
    const caravan = { car_type: 'used', item_type: 'caravan', make: 'Jayco', model: 'Starcraft', km: null, trans: null, body_length: 21.5, sleeps: 4, aggregate_trailer_mass: 3000 } as const
    expect(carFacts(caravan, site).details).toEqual([
      { label: 'Length', value: '6.55 m' },
      { label: 'Sleeps', value: 'Sleeps 4' },
      { label: 'ATM', value: 'ATM 3,000 kg' },
    ])
    expect(carFacts({ ...caravan, car_type: 'new', sleeps: null }, site).details.map((fact) => fact.label)).toEqual(['Condition', 'Length', 'ATM'])
  })

  it('leaves out facts the feed does not give, falling back to trans and fuel', () => {
    const sparse = carFacts({ car_type: 'new', make: 'Kia', model: 'EV5', trans: '1 Speed Reduction', fuel: 'Electric', km: null, badge: 'null' }, site)
    expect(sparse.title).toBe('Kia EV5')
    expect(sparse.subtitle).toBeNull()
    expect(sparse.details).toEqual([
      { label: 'Condition', value: 'New' },
      { label: 'Transmission', value: '1 Speed Reduction' },
      { label: 'Fuel', value: 'Electric' },
    ])
    expect(sparse.price.text).toBe('Enquire for price.')
  })

  it('reads a stock record as it is', () => {
    const parsed = parseVehicle({ id: 7, make: 'Mazda', model: 'CX-5', car_type: 'new', status: 'in_stock', year: 2026, km: 10, price: 45990 })
    if (!('vehicle' in parsed)) throw new Error('the record should parse')
    expect(carFacts(parsed.vehicle, site).details.map((fact) => fact.value)).toEqual(['New', '10 km'])
  })
})
