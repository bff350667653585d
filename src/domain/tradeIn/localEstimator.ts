/**
 * The default valuation: a trade-in estimate from market records we hold
 * (our dealers' own stock), for when no outside valuation service is set up.
 *
 * No online estimate (as the Trade-in FAQ says) for a car more than
 * 7 years old or with more than 100,000 km: those need an inspection. Nor
 * when fewer than MIN_COMPARABLES records match, because a median of one or
 * two asking prices is a guess.
 *
 * The formula, after AutoGrab's approach (retail from comparable asking
 * prices, trade derived from retail by a margin):
 * 1. Comparables: used and demo cars of the same make and model (any case or
 *    spacing), built within COMPARABLE_YEAR_WINDOW years either side, with a
 *    real price (above PRICE_SHOWN_ABOVE). When the shopper gave a badge and
 *    at least MIN_COMPARABLES share it, only those count.
 * 2. Each comparable's price is moved to the shopper's car: times
 *    (1 − AGE_DEPRECIATION) per year it is newer than the car (divided, per
 *    year older), and times (1 − KM_DEPRECIATION) per 10,000 km it has fewer
 *    (divided, per 10,000 km more).
 * 3. Retail value: the median of those prices, so one mispriced car cannot
 *    move it.
 * 4. Trade-in value: retail × (1 − DEALER_MARGIN), plus the condition
 *    answers' adjustments (adjustments.ts); the range is that ± RANGE_SHARE,
 *    rounded to ROUND_TO dollars.
 * 5. Confidence, 0 to 1 as AutoGrab's score: comparables / FULL_CONFIDENCE_COMPARABLES, at most 1.
 */

import { DateTime } from 'luxon'

import { PRICE_SHOWN_ABOVE } from '../priceDisplay'
import type { CarType } from '../stockVocabulary'
import { adjustmentsFor, type Adjustment, type AdjustmentAnswers } from './adjustments'
import { median } from './median'

/** No online estimate for a car older than this many years or with more kms than this (as the Trade-in FAQ says). */
export const TRADE_IN_ONLINE_MAX_AGE_YEARS = 7
export const TRADE_IN_ONLINE_MAX_KMS = 100_000

/** Model years either side of the car's that still compare. */
export const COMPARABLE_YEAR_WINDOW = 2
/** Fewer matching records than this give no online estimate. */
export const MIN_COMPARABLES = 3
/** This many comparables or more give confidence 1. */
export const FULL_CONFIDENCE_COMPARABLES = 10
/** Value lost per year of age: used cars in Australia lose roughly 10 to 15% a year after the first; the low end, as the records are close in age. */
export const AGE_DEPRECIATION = 0.1
/** Value lost per 10,000 km. */
export const KM_DEPRECIATION = 0.02
/** What a dealer keeps between trade-in and retail: reconditioning, warranty, holding cost and profit. */
export const DEALER_MARGIN = 0.2
/** Half the width of the offered range, as a share of the trade-in value. */
export const RANGE_SHARE = 0.05
export const ROUND_TO = 100

const COMPARABLE_CAR_TYPES: readonly CarType[] = ['used', 'demo']

/** A car we hold or held, with its asking price. */
export type MarketRecord = { year: number; make: string; model: string; badge?: string | null; km: number; price: number; car_type: CarType }

/** The shopper's car. */
export type TradeInVehicle = { year: number; make: string; model: string; badge?: string | null; kms: number }

export type NoEstimateReason = 'over-age' | 'over-kms' | 'too-few-comparables'

export type TradeInEstimate =
  | {
      kind: 'estimate'
      retailValue: number
      /** The trade-in value before adjustments. */
      tradeValue: number
      tradeIn: { low: number; high: number }
      comparables: number
      confidence: number
      adjustments: Adjustment[]
    }
  | { kind: 'no-online-estimate'; reason: NoEstimateReason }

export type EstimateInput = {
  vehicle: TradeInVehicle
  records: readonly MarketRecord[]
  answers?: AdjustmentAnswers
  now: Date
  /** The dealer's time zone: it decides which year it is. */
  zone: string
}

export function estimateTradeIn({ vehicle, records, answers = {}, now, zone }: EstimateInput): TradeInEstimate {
  if (DateTime.fromJSDate(now).setZone(zone).year - vehicle.year > TRADE_IN_ONLINE_MAX_AGE_YEARS) return { kind: 'no-online-estimate', reason: 'over-age' }
  if (vehicle.kms > TRADE_IN_ONLINE_MAX_KMS) return { kind: 'no-online-estimate', reason: 'over-kms' }
  const comparables = comparableRecords(vehicle, records)
  if (comparables.length < MIN_COMPARABLES) return { kind: 'no-online-estimate', reason: 'too-few-comparables' }
  const retail = median(comparables.map((record) => priceMovedTo(vehicle, record)))
  const tradeValue = retail * (1 - DEALER_MARGIN)
  const adjustments = adjustmentsFor(tradeValue, answers)
  const adjusted = Math.max(0, tradeValue + adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0))
  return {
    kind: 'estimate',
    retailValue: roundTo(retail),
    tradeValue: roundTo(tradeValue),
    tradeIn: { low: roundTo(adjusted * (1 - RANGE_SHARE)), high: roundTo(adjusted * (1 + RANGE_SHARE)) },
    comparables: comparables.length,
    confidence: Math.min(1, comparables.length / FULL_CONFIDENCE_COMPARABLES),
    adjustments,
  }
}

const normalise = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

export function comparableRecords(vehicle: TradeInVehicle, records: readonly MarketRecord[]): MarketRecord[] {
  const sameModel = records.filter(
    (record) =>
      COMPARABLE_CAR_TYPES.includes(record.car_type) &&
      normalise(record.make) === normalise(vehicle.make) &&
      normalise(record.model) === normalise(vehicle.model) &&
      Math.abs(record.year - vehicle.year) <= COMPARABLE_YEAR_WINDOW &&
      Number.isFinite(record.price) &&
      record.price > PRICE_SHOWN_ABOVE &&
      Number.isFinite(record.km),
  )
  const badge = normalise(vehicle.badge)
  const sameBadge = badge ? sameModel.filter((record) => normalise(record.badge) === badge) : []
  return sameBadge.length >= MIN_COMPARABLES ? sameBadge : sameModel
}

/** A comparable's price as if it were the shopper's car's age and kms. */
export function priceMovedTo(vehicle: TradeInVehicle, record: MarketRecord): number {
  const yearsNewer = record.year - vehicle.year
  const fewerKms = (vehicle.kms - record.km) / 10_000
  return record.price * (1 - AGE_DEPRECIATION) ** yearsNewer * (1 - KM_DEPRECIATION) ** fewerKms
}

function roundTo(value: number): number {
  return Math.round(value / ROUND_TO) * ROUND_TO
}
