/**
 * The offer the shopper may accept (the valuation is held
 * locally and includes offer_price). The estimate is a range around the
 * adjusted trade-in value; the offer is its middle, which is that value
 * rounded as the range is. No estimate, no offer: an inspection decides.
 */

import type { Valuation } from './valuationProvider'

export function offerPrice(estimate: Valuation['estimate']): number | null {
  if (estimate.kind !== 'estimate') return null
  return Math.round((estimate.tradeIn.low + estimate.tradeIn.high) / 2 / 100) * 100
}
