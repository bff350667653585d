/** A demo vehicle's odometer, price, finance quotes and market data. */
import type { Car, CarType, FinanceQuote } from './car'
import { clamp, round2 } from './numbers'
import type { Rng } from './random'
import type { Spec } from './spec'

const FINANCE_TERM = 60
const DEPOSIT_SHARE = 0.1

/** Dealer-style price ending in 990 (or 490 under $10k). */
export function dealerPrice(value: number, floor: number): number {
  const v = Math.max(value, floor)
  return v < 10_000 ? Math.max(490, Math.round(v / 500) * 500 - 10) : Math.round(v / 1000) * 1000 - 10
}

export function kilometres(rng: Rng, spec: Spec, carType: CarType, age: number): number | null {
  if (spec.itemType === 'caravan') return null
  if (carType === 'new') return rng.int(2, 60)
  if (carType === 'demo') return rng.int(500, spec.itemType === 'motorcycle' ? 3_000 : 15_000)
  const perYear = spec.itemType === 'motorcycle' ? rng.float(1_500, 7_000) : clamp(rng.normal(15_000, 5_000), 5_000, 28_000)
  return Math.max(spec.itemType === 'motorcycle' ? 300 : 1_200, Math.round((age + rng.float(0.3, 0.9)) * perYear))
}

/** Pre-zeroing price: what the car is worth on this lot. */
export function marketValue(rng: Rng, spec: Spec, carType: CarType, age: number, km: number | null, onRoads: boolean): number {
  const driveAway = onRoads ? 1.07 : 1
  if (carType === 'new') return spec.rrp * driveAway * rng.float(0.97, 1.03)
  if (carType === 'demo') return spec.rrp * driveAway * rng.float(0.88, 0.95)
  const expectedKm = Math.max(1, age) * (spec.itemType === 'motorcycle' ? 4_000 : 15_000)
  const kmFactor = km === null ? 1 : clamp(1 - (km - expectedKm) / 250_000, 0.75, 1.08)
  const firstYear = age === 0 ? 0.9 : 0.83
  return spec.rrp * firstYear * spec.retention ** Math.max(0, age - 1) * kmFactor * rng.normal(1, 0.04)
}

export function financeFor(rng: Rng, price: number, spec: Spec, carType: CarType, age: number, lenders: readonly string[]): Record<string, FinanceQuote> | null {
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

export function autograb(rng: Rng, value: number): NonNullable<Car['autograb_data']> {
  // A fifth are priced clearly under market so the "below market" badge has cars to show on.
  const average = rng.chance(0.2) ? value + rng.int(6, 40) * 100 : Math.round((value * rng.normal(1, 0.05)) / 10) * 10
  const state = rng.chance(0.85) ? Math.round((average * rng.normal(1, 0.03)) / 10) * 10 : null
  return { state_average_market_price: state, average_market_price: average }
}
