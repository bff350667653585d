import { soldTime } from '@/domain/listing'
import { priceRange, weeklyPriceRange } from '@/domain/priceRanges'
import { bodyTypeLabel } from '@/domain/stockLabels'
import { caravanMetres } from '@/domain/units'

/** A stored vehicle record (the feed's Car fields, snake_case) as the search sees it. */
export type StockRecord = Record<string, unknown> & { id: string | number }

/** What the index holds for one vehicle: the record, plus the attributes search derives from it. */
export type SearchDocument = Record<string, unknown> & {
  objectID: string
  custom_rank: number
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const textOr = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

/** The lowest weekly repayment any lender quotes for the car, rounded to whole dollars. */
function weeklyPrice(lenders: unknown): number | null {
  if (!lenders || typeof lenders !== 'object') return null
  const weeks = Object.values(lenders as Record<string, { paymentWeek?: unknown }>)
    .map((quote) => numberOr(quote?.paymentWeek))
    .filter((value): value is number => value !== null)
  return weeks.length > 0 ? Math.round(Math.min(...weeks)) : null
}

/**
 * Each lender's interest and comparison rates: all a result card's finance
 * line reads (src/domain/cardFinance.ts). The whole quotes, with their
 * disclaimers, would almost triple a page of hits.
 */
function financeRates(lenders: unknown): Record<string, { interestRate: number | null; comparisonRate: number | null }> | null {
  if (!lenders || typeof lenders !== 'object') return null
  const entries = Object.entries(lenders as Record<string, { interestRate?: unknown; comparisonRate?: unknown } | null>).map(([provider, quote]) => [
    provider,
    { interestRate: numberOr(quote?.interestRate), comparisonRate: numberOr(quote?.comparisonRate) },
  ])
  return entries.length > 0 ? Object.fromEntries(entries) : null
}

/**
 * The search document of a vehicle: every field of the record, and the
 * filter attributes the spec names that the feed does not carry as such
 * (body, fuel, transmission, price bands, features, timestamps, a caravan's
 * length in metres, as shoppers read and filter it). The custom
 * rank puts unsold cars first, newest listed first.
 */
export function toSearchDocument(record: StockRecord): SearchDocument {
  const body = textOr(record.simple_body)
  const createdAt = textOr(record.created_at) ? Date.parse(record.created_at as string) : Number.NaN
  const createdSeconds = Number.isNaN(createdAt) ? 0 : Math.floor(createdAt / 1000)
  const sold = soldTime(record.sold_date_timestamp as number | string | null | undefined)
  const weekly = weeklyPrice(record.finance_lenders)
  const price = numberOr(record.price)
  const fuel = textOr(record.simple_fuel)
  return {
    ...record,
    objectID: String(record.id),
    body,
    fuel,
    transmission: textOr(record.simple_transmission),
    categories: [body ? bodyTypeLabel(body) : null, fuel].filter((value): value is string => value !== null),
    filtered_features: Array.isArray(record.standardEquipment) ? record.standardEquipment : [],
    dealership_name: textOr(record.dealership_name) ?? textOr(record.location_name),
    price_range: priceRange(price),
    weekly_price: weekly,
    finance_rates: financeRates(record.finance_lenders),
    weekly_price_range: weeklyPriceRange(weekly),
    body_length_metres: caravanMetres(record.body_length as number | null | undefined),
    created_at_timestamp: createdSeconds,
    sold_date_timestamp: sold === null ? null : Math.floor(sold / 1000),
    custom_rank: (record.status === 'sold' ? 0 : 1) * 1e10 + createdSeconds,
  }
}
