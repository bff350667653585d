import { describe, expect, it } from 'vitest'

import { keyInformationRows, transmissionText } from '@/domain/keyInformation'
import { visibleSpecRows } from '@/domain/specRows'

const when = { now: new Date('2026-11-25T02:00:00Z'), zone: 'Australia/Perth' }

describe('a car’s key information, as the car page and its PDF show it', () => {
  it('a car’s rows are labelled and worded for people, each fact once', () => {
    const rows = visibleSpecRows(
      keyInformationRows(
        {
          car_type: 'used', km: 48210, trans: '6 SP AUTOMATIC', simple_transmission: 'Automatic', fuel: 'DIESEL', simple_fuel: 'Diesel', drive: '4x4',
          simple_body: 'suv', colour: 'Glacier White', seats: 7, engine_size: '2.8L', stocknum: 'U123', vin: 'MR0FA3CD', rego_expiry: '2027-03-01',
        },
        when,
      ),
    )
    expect(rows).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Odometer', value: '48,210 km' },
      { label: 'Transmission', value: '6-speed Automatic' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Drive', value: '4x4' },
      { label: 'Body', value: 'SUV' },
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Seats', value: '7' },
      { label: 'Engine', value: '2.8 L' },
      { label: 'Stock number', value: 'U123' },
      { label: 'VIN', value: 'MR0FA3CD' },
      { label: 'Registration expiry', value: expect.stringMatching(/2027/) },
    ])
    expect(new Set(rows.map((row) => row.label)).size).toBe(rows.length)
  })

  it('a caravan shows its length, berths and ATM in the first rows (before Show More), then its width, tare and axles', () => {
    const rows = visibleSpecRows(
      keyInformationRows(
        { car_type: 'new', km: null, trans: null, simple_body: 'van', body_length: 21.5, body_width: 7.9, tare_weight: 2350, aggregate_trailer_mass: 3000, sleeps: 4, axle_type: 'Tandem', colour: 'White' },
        when,
      ),
    )
    expect(rows.slice(0, 7)).toEqual([
      { label: 'Condition', value: 'New' },
      { label: 'Length', value: '6.55 m (21.5 ft)' },
      { label: 'Sleeps', value: '4' },
      { label: 'ATM', value: '3,000 kg' },
      { label: 'Width', value: '2.41 m (7.9 ft)' },
      { label: 'Tare mass', value: '2,350 kg' },
      { label: 'Axles', value: 'Tandem' },
    ])
  })

  it('a car without the feed’s caravan fields has no caravan rows; the engine size may come from the model’s variant, in cc', () => {
    const labels = visibleSpecRows(keyInformationRows({ car_type: 'demo', variant: { enginesize: 1987 } }, when))
    expect(labels).toEqual([
      { label: 'Condition', value: 'Demo' },
      { label: 'Engine', value: '2.0 L' },
    ])
  })

  it('the gearbox reads Automatic or Manual, with its gears when the feed gives them', () => {
    expect(transmissionText({ simple_transmission: 'automatic', trans: null })).toBe('Automatic')
    expect(transmissionText({ simple_transmission: null, trans: '5 SP MANUAL' })).toBe('5-speed Manual')
    expect(transmissionText({ simple_transmission: 'Automatic', trans: 'CONTINUOUS VARIABLE' })).toBe('Automatic')
    expect(transmissionText({ simple_transmission: null, trans: 'CONTINUOUS VARIABLE' })).toBe('Continuous Variable')
    expect(transmissionText({ simple_transmission: null, trans: null })).toBeNull()
  })
})
