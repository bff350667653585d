import { describe, expect, it } from 'vitest'

import {
  ACCESSORIES_WARRANTY_TEXT,
  DEFAULT_SERVICE_PLAN,
  SERVICE_PLAN_OVERRIDES,
  servicePlanFor,
  servicePlanText,
} from '../../src/domain/servicePlans'

/** amount, years, services, interval months, interval km, range km */
type Row = [number, number, number, number, number, number]
const plan = ([amount, years, services, intervalMonths, intervalKm, rangeKm]: Row) => ({
  amount,
  years,
  services,
  intervalMonths,
  intervalKm,
  rangeKm,
})

describe('default service plan', () => {
  it('is $250 per service, 5 years, 5 services, every 12 months or 15,000 km, up to 75,000 km', () => {
    expect(DEFAULT_SERVICE_PLAN).toEqual(plan([250, 5, 5, 12, 15_000, 75_000]))
  })

  it('applies to models without their own plan, and when there is no model', () => {
    expect(servicePlanFor('Mirai')).toEqual(plan([250, 5, 5, 12, 15_000, 75_000]))
    expect(servicePlanFor('GR86')).toBe(DEFAULT_SERVICE_PLAN)
    expect(servicePlanFor('')).toBe(DEFAULT_SERVICE_PLAN)
    expect(servicePlanFor(null)).toBe(DEFAULT_SERVICE_PLAN)
  })
})

describe('service plan overrides', () => {
  // Figures the spec states; the rest follow the module's documented derivation
  // (interval = years over services, 6-monthly = 10,000 km, range = services × interval km).
  const expected: Record<string, Row> = {
    Coaster: [485, 3, 6, 6, 10_000, 60_000],
    HiAce: [290, 3, 6, 6, 10_000, 60_000],
    Granvia: [290, 3, 6, 6, 10_000, 60_000],
    HiLux: [290, 3, 6, 6, 10_000, 60_000],
    Fortuner: [290, 3, 6, 6, 10_000, 60_000],
    'LandCruiser Prado': [390, 5, 10, 6, 10_000, 100_000],
    'LandCruiser 70': [525, 5, 10, 6, 10_000, 100_000],
    'LandCruiser 300': [400, 5, 10, 6, 10_000, 100_000],
    Tundra: [400, 5, 10, 6, 10_000, 100_000],
    bZ4X: [180, 5, 5, 12, 15_000, 75_000],
    'Corolla Sedan': [245, 5, 5, 12, 15_000, 75_000],
    'Corolla Hatch': [245, 5, 5, 12, 15_000, 75_000],
    Yaris: [245, 5, 5, 12, 15_000, 75_000],
    Camry: [255, 5, 5, 12, 15_000, 75_000],
    'Yaris Cross': [250, 5, 5, 12, 15_000, 75_000],
    'C-HR': [250, 5, 5, 12, 15_000, 75_000],
    'Corolla Cross': [250, 5, 5, 12, 15_000, 75_000],
    RAV4: [260, 5, 5, 12, 15_000, 75_000],
    Kluger: [265, 5, 5, 12, 15_000, 75_000],
  }

  it('cover exactly the 19 models the spec names', () => {
    expect(Object.keys(SERVICE_PLAN_OVERRIDES).sort()).toEqual(Object.keys(expected).sort())
  })

  it.each(Object.entries(expected))('%s has its plan', (model, row) => {
    expect(SERVICE_PLAN_OVERRIDES[model]).toEqual(plan(row))
    expect(servicePlanFor(model)).toEqual(plan(row))
  })

  it('Coaster: $485, 3 years, 6 services every 6 months or 10,000 km', () => {
    expect(servicePlanFor('Coaster')).toMatchObject({ amount: 485, years: 3, services: 6, intervalMonths: 6, intervalKm: 10_000 })
  })

  it('HiAce, Granvia, HiLux and Fortuner: $290, 3 years, 6 services', () => {
    for (const model of ['HiAce', 'Granvia', 'HiLux', 'Fortuner']) {
      expect(servicePlanFor(model), model).toMatchObject({ amount: 290, years: 3, services: 6 })
    }
  })

  it('LandCruiser Prado: $390, 5 years, 10 services, up to 100,000 km', () => {
    expect(servicePlanFor('LandCruiser Prado')).toMatchObject({ amount: 390, years: 5, services: 10, rangeKm: 100_000 })
  })

  it('LandCruiser 70 $525; LandCruiser 300 and Tundra $400; all 5 years and 10 services', () => {
    expect(servicePlanFor('LandCruiser 70')).toMatchObject({ amount: 525, years: 5, services: 10 })
    expect(servicePlanFor('LandCruiser 300')).toMatchObject({ amount: 400, years: 5, services: 10 })
    expect(servicePlanFor('Tundra')).toMatchObject({ amount: 400, years: 5, services: 10 })
  })

  it('bZ4X $180, Corolla Sedan/Hatch and Yaris $245, Camry $255, Yaris Cross/C-HR/Corolla Cross $250, RAV4 $260, Kluger $265: all 5 years and 5 services', () => {
    const amounts: Record<string, number> = {
      bZ4X: 180,
      'Corolla Sedan': 245,
      'Corolla Hatch': 245,
      Yaris: 245,
      Camry: 255,
      'Yaris Cross': 250,
      'C-HR': 250,
      'Corolla Cross': 250,
      RAV4: 260,
      Kluger: 265,
    }
    for (const [model, amount] of Object.entries(amounts)) {
      expect(servicePlanFor(model), model).toMatchObject({ amount, years: 5, services: 5 })
    }
  })

  it("'Prado' and 'LandCruiser Prado' are the same plan", () => {
    expect(servicePlanFor('Prado')).toEqual(plan([390, 5, 10, 6, 10_000, 100_000]))
    expect(servicePlanFor('Prado')).toBe(servicePlanFor('LandCruiser Prado'))
  })

  it('matches model names ignoring case', () => {
    expect(servicePlanFor('HILUX').amount).toBe(290)
    expect(servicePlanFor('landcruiser prado').amount).toBe(390)
    expect(servicePlanFor('bz4x').amount).toBe(180)
    expect(servicePlanFor('c-hr').amount).toBe(250)
    expect(servicePlanFor('landcruiser 70').amount).toBe(525)
  })

  it('does not confuse Yaris with Yaris Cross or GR Yaris, nor Corolla Hatch with Corolla Cross', () => {
    expect(servicePlanFor('Yaris').amount).toBe(245)
    expect(servicePlanFor('Yaris Cross').amount).toBe(250)
    expect(servicePlanFor('GR Yaris')).toBe(DEFAULT_SERVICE_PLAN)
    expect(servicePlanFor('Corolla Hatch').amount).toBe(245)
    expect(servicePlanFor('Corolla Cross').amount).toBe(250)
  })
})

describe('service plan text', () => {
  it('reads the default plan', () => {
    expect(servicePlanText(DEFAULT_SERVICE_PLAN)).toBe(
      '$250 per service for 5 years or 5 services, every 12 months or 15,000 km (up to 75,000 km)',
    )
  })

  it('reads an override', () => {
    expect(servicePlanText(servicePlanFor('Coaster'))).toBe(
      '$485 per service for 3 years or 6 services, every 6 months or 10,000 km (up to 60,000 km)',
    )
    expect(servicePlanText(servicePlanFor('Prado'))).toBe(
      '$390 per service for 5 years or 10 services, every 6 months or 10,000 km (up to 100,000 km)',
    )
  })

  it('groups thousands in the amount', () => {
    expect(servicePlanText({ ...DEFAULT_SERVICE_PLAN, amount: 1250 })).toMatch(/^\$1,250 per service/)
  })
})

describe('accessories warranty text', () => {
  it('gives the remainder of the vehicle warranty or 2 years, whichever is greater, if fitted by the dealer; 2 years from purchase if not', () => {
    expect(ACCESSORIES_WARRANTY_TEXT).toBe(
      'The remainder of the vehicle warranty or 2 years, whichever is greater, if fitted by the dealer; 2 years from purchase if not fitted.',
    )
  })
})
