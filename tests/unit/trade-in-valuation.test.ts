import { describe, expect, it } from 'vitest'

import { ADJUSTMENT_QUESTIONS, adjustmentsFor } from '@/domain/tradeIn/adjustments'
import { estimateTradeIn, priceMovedTo, type MarketRecord, type TradeInVehicle } from '@/domain/tradeIn/localEstimator'
import { localValuationProvider } from '@/domain/tradeIn/localValuationProvider'

const zone = 'Australia/Perth'
const now = new Date('2025-06-01T02:00:00Z')
const corolla: TradeInVehicle = { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', kms: 60_000 }
const record = (overrides: Partial<MarketRecord> = {}): MarketRecord => ({ year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', km: 60_000, price: 22_000, car_type: 'used', ...overrides })
/** Three like-for-like records, median $22,000. */
const three = [record({ price: 20_000 }), record({ price: 22_000 }), record({ price: 24_000 })]

const estimate = (vehicle: TradeInVehicle, records: readonly MarketRecord[], extra: Partial<Parameters<typeof estimateTradeIn>[0]> = {}) =>
  estimateTradeIn({ vehicle, records, now, zone, ...extra })

describe('local trade-in estimate: retail from comparable prices, trade-in less the dealer margin', () => {
  it('retail is the median comparable price; trade-in is 80% of it, offered as a range of ± 5% rounded to $100', () => {
    expect(estimate(corolla, three)).toEqual({
      kind: 'estimate',
      retailValue: 22_000,
      tradeValue: 17_600,
      tradeIn: { low: 16_700, high: 18_500 },
      comparables: 3,
      confidence: 0.3,
      adjustments: [],
    })
  })

  it('one mispriced comparable does not move the retail value', () => {
    const result = estimate(corolla, [...three, record({ price: 22_000 }), record({ price: 95_000 })])
    expect(result.kind === 'estimate' && result.retailValue).toBe(22_000)
  })

  it('a comparable one year newer counts 10% less; one with 20,000 fewer km counts 2% less twice', () => {
    expect(priceMovedTo(corolla, record({ year: 2022, price: 20_000 }))).toBeCloseTo(18_000, 6)
    expect(priceMovedTo(corolla, record({ year: 2020, price: 18_000 }))).toBeCloseTo(20_000, 6)
    expect(priceMovedTo(corolla, record({ km: 40_000, price: 20_000 }))).toBeCloseTo(19_208, 6)
    expect(priceMovedTo(corolla, record({ km: 80_000, price: 19_208 }))).toBeCloseTo(20_000, 6)
  })

  it('compares used and demo cars of the same make and model within 2 years, priced above $10; never new cars', () => {
    const others = [
      record({ car_type: 'new', price: 40_000 }),
      record({ model: 'Camry', price: 40_000 }),
      record({ year: 2018, price: 40_000 }),
      record({ year: 2024, price: 40_000 }),
      record({ price: 10 }),
    ]
    expect(estimate(corolla, [...three, ...others])).toMatchObject({ kind: 'estimate', comparables: 3, retailValue: 22_000 })
    const demoAndSpelling = [record({ car_type: 'demo' }), record({ make: ' TOYOTA ', model: 'corolla' }), record({ year: 2023, price: 22_000 / 0.81 })]
    expect(estimate(corolla, demoAndSpelling)).toMatchObject({ kind: 'estimate', comparables: 3, retailValue: 22_000 })
  })

  it('the same badge counts alone once 3 records share it, else the whole model does', () => {
    const otherBadge = [record({ badge: 'ZR', price: 35_000 }), record({ badge: 'ZR', price: 35_000 }), record({ badge: 'ZR', price: 35_000 })]
    expect(estimate(corolla, [...three, ...otherBadge])).toMatchObject({ comparables: 3, retailValue: 22_000 })
    expect(estimate(corolla, [...three.slice(0, 2), ...otherBadge])).toMatchObject({ comparables: 5, retailValue: 35_000 })
    expect(estimate({ ...corolla, badge: null }, [...three, ...otherBadge])).toMatchObject({ comparables: 6 })
  })

  it('confidence grows with the comparables and is 1 from 10 on', () => {
    const many = Array.from({ length: 12 }, () => record())
    expect(estimate(corolla, many.slice(0, 5))).toMatchObject({ confidence: 0.5 })
    expect(estimate(corolla, many)).toMatchObject({ confidence: 1 })
  })
})

describe('no online estimate for cars over 7 years or 100,000 km (Trade-in FAQ)', () => {
  it('a 7-year-old car gets an estimate; an 8-year-old one does not', () => {
    const records2018 = three.map((r) => ({ ...r, year: 2018 }))
    const records2017 = three.map((r) => ({ ...r, year: 2017 }))
    expect(estimate({ ...corolla, year: 2018 }, records2018).kind).toBe('estimate')
    expect(estimate({ ...corolla, year: 2017 }, records2017)).toEqual({ kind: 'no-online-estimate', reason: 'over-age' })
  })

  it("the year is the dealer's: at 1 am on New Year's Day in Perth a 2018 car is 8", () => {
    const newYearPerth = new Date('2025-12-31T17:00:00Z')
    const records2018 = three.map((r) => ({ ...r, year: 2018 }))
    expect(estimate({ ...corolla, year: 2018 }, records2018, { now: newYearPerth }).kind).toBe('no-online-estimate')
    expect(estimate({ ...corolla, year: 2018 }, records2018, { now: newYearPerth, zone: 'UTC' }).kind).toBe('estimate')
  })

  it('100,000 km gets an estimate; 100,001 km does not', () => {
    expect(estimate({ ...corolla, kms: 100_000 }, three).kind).toBe('estimate')
    expect(estimate({ ...corolla, kms: 100_001 }, three)).toEqual({ kind: 'no-online-estimate', reason: 'over-kms' })
  })

  it('fewer than 3 comparables give no online estimate', () => {
    expect(estimate(corolla, three.slice(0, 2))).toEqual({ kind: 'no-online-estimate', reason: 'too-few-comparables' })
    expect(estimate(corolla, [])).toEqual({ kind: 'no-online-estimate', reason: 'too-few-comparables' })
  })
})

describe('condition answers adjust the trade-in value', () => {
  it('no service history takes 8% and minor body damage 4% of the trade-in value, listed with their amounts', () => {
    const result = estimate(corolla, three, { answers: { serviceHistory: 'none', bodyDamage: 'minor', interior: 'good' } })
    expect(result).toMatchObject({
      kind: 'estimate',
      tradeValue: 17_600,
      // 17,600 − 1,408 − 704 = 15,488, ± 5%.
      tradeIn: { low: 14_700, high: 16_300 },
      adjustments: [
        { question: 'serviceHistory', answer: 'none', label: 'Service history: No service history', amount: -1408 },
        { question: 'bodyDamage', answer: 'minor', label: 'Body damage: Minor dents or scratches', amount: -704 },
      ],
    })
  })

  it('an answer the table does not know changes nothing', () => {
    expect(adjustmentsFor(10_000, { serviceHistory: 'stamped-by-my-uncle' } as never)).toEqual([])
    expect(adjustmentsFor(10_000, { serviceHistory: 'toString' } as never)).toEqual([])
  })

  it('every answer lowers the value or leaves it, and each question has an answer that leaves it', () => {
    for (const question of Object.values(ADJUSTMENT_QUESTIONS)) {
      const effects = Object.values(question.answers).map((answer: { effect: number }) => answer.effect)
      expect(effects.every((effect) => effect <= 0)).toBe(true)
      expect(effects).toContain(0)
    }
  })
})

describe('the local valuation provider', () => {
  const sources = {
    findVehicle: async (reference: { rego: string } | { vehicleId: string }) =>
      'vehicleId' in reference && reference.vehicleId === 'toyota-corolla-2021-ascent-sport'
        ? { vehicleId: reference.vehicleId, vehicle: { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' } }
        : null,
    marketRecords: async () => three,
    now: () => now,
    zone,
    newId: () => 'valuation-1',
  }
  const provider = localValuationProvider(sources)

  it('values a vehicle by id with its kms and answers, under a new valuation id', async () => {
    const valuation = await provider.value({ vehicleId: 'toyota-corolla-2021-ascent-sport', kms: 60_000, adjustmentAnswers: { mechanicalIssues: 'yes' } })
    expect(valuation).toMatchObject({ id: 'valuation-1', vehicleId: 'toyota-corolla-2021-ascent-sport', kms: 60_000 })
    expect(valuation.estimate).toMatchObject({ kind: 'estimate', tradeValue: 17_600, adjustments: [{ question: 'mechanicalIssues', amount: -1760 }] })
  })

  it('a rego it cannot look up offline gives no online estimate: vehicle not found', async () => {
    expect(await provider.value({ rego: '1ABC234', regoState: 'WA', kms: 60_000 })).toEqual({
      id: 'valuation-1',
      vehicleId: null,
      kms: 60_000,
      estimate: { kind: 'no-online-estimate', reason: 'vehicle-not-found' },
    })
  })

  it("the car's age is taken at the provider's now", async () => {
    const later = localValuationProvider({ ...sources, now: () => new Date('2029-06-01T00:00:00Z') })
    expect((await later.value({ vehicleId: 'toyota-corolla-2021-ascent-sport', kms: 60_000 })).estimate).toEqual({ kind: 'no-online-estimate', reason: 'over-age' })
  })
})
