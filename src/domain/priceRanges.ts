/**
 * Price buckets for the price_range and weekly_price_range filters:
 * whole-dollar bands a shopper can tick.
 */

const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

function band(value: number, step: number, top: number, unit: string): string {
  if (value >= top) return `${dollars.format(top)}+${unit}`
  const low = Math.floor(value / step) * step
  return `${dollars.format(low)} - ${dollars.format(low + step)}${unit}`
}

/** "$20,000 - $30,000", in $10,000 bands up to "$100,000+". */
export function priceRange(price: number | null | undefined): string | null {
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? band(price, 10_000, 100_000, '') : null
}

/** "$100 - $200 per week", in $100 bands up to "$500+ per week". */
export function weeklyPriceRange(weekly: number | null | undefined): string | null {
  return typeof weekly === 'number' && Number.isFinite(weekly) && weekly >= 0 ? band(weekly, 100, 500, ' per week') : null
}

export type PriceBandChoice = { label: string; min: number; max: number | null }

/**
 * The price choices of the search form that works without JavaScript: the
 * same $10,000 bands up to "$100,000+". Each is a range filter
 * (range[price]=min:max), as the price slider writes.
 */
export function priceBandChoices(): PriceBandChoice[] {
  return Array.from({ length: 11 }, (_, at) => {
    const min = at * 10_000
    return at === 10 ? { label: `${dollars.format(min)}+`, min, max: null } : { label: `${dollars.format(min)} - ${dollars.format(min + 10_000)}`, min, max: min + 10_000 }
  })
}
