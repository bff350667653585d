/**
 * The price a card or car page shows, first match wins:
 *
 * 1. the subscription price, when the dealer offers subscriptions and it is
 *    above 0. The spec gives no period; it is shown per week, the period
 *    every other repayment on the platform uses;
 * 2. the car's price, or the price less the shopper's trade-in offer, when
 *    above $10 (lower figures are feed placeholders, not prices);
 * 3. PREORDER, for a preorder car;
 * 4. 'Enquire for price.'.
 *
 * Trade-in: the offer is the one held for the shopper's own trade-in (the
 * valuation kept on the device), not a field of the car. The reduced price is
 * price − offer for an offer above 0. When the offer would leave $10 or less,
 * the car price shows without it: "Enquire for price." would be wrong for a
 * car with a price, and the dealer settles such a trade-in in person.
 *
 * Savings: the spec writes "price minus before_price", which is negative for
 * a real saving; the saving is before_price − price, shown only when above 0.
 */

import type { Car } from './car'
import { dollars } from './money'
import type { SiteSettings } from './site-settings'

/** Prices at or below this are placeholders, not prices: a price shows only above 10. */
export const PRICE_SHOWN_ABOVE = 10
const PREORDER_TEXT = 'PREORDER'
const NO_PRICE_TEXT = 'Enquire for price.'

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; text: string }
  | {
      kind: 'price'
      amount: number
      text: string
      /** 'Drive Away', 'Excl. Govt. Charges', or the feed's own words. */
      priceType: string | null
      /** "Save $2,000" when the car was dearer before, with that earlier price ("$34,990") to strike through. */
      savings: { amount: number; text: string; was: string } | null
      /** The trade-in offer taken off the price, when it was. */
      tradeIn: { amount: number; text: string } | null
    }
  | { kind: 'preorder'; text: string }
  | { kind: 'enquire'; text: string }

export type PricedCar = Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'price_type' | 'preorder'>

const PRICE_TYPE_LABELS: Readonly<Record<string, string>> = {
  dap: 'Drive Away',
  'drive away': 'Drive Away',
  egc: 'Excl. Govt. Charges',
}

/** A price is a price only above $10. */
export function isShownPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > PRICE_SHOWN_ABOVE
}

export function priceDisplay(car: PricedCar, settings: Pick<SiteSettings, 'subscriptions'>, tradeInOffer?: number | null): PriceDisplay {
  const subscription = car.subscription_price
  if (settings.subscriptions && typeof subscription === 'number' && subscription > 0) {
    return { kind: 'subscription', amount: subscription, text: `${dollars(subscription)} per week` }
  }
  if (isShownPrice(car.price)) {
    const offer = typeof tradeInOffer === 'number' && tradeInOffer > 0 && isShownPrice(car.price - tradeInOffer) ? tradeInOffer : null
    const amount = offer === null ? car.price : car.price - offer
    return {
      kind: 'price',
      amount,
      text: dollars(amount),
      priceType: priceTypeLabel(car.price_type),
      savings: savings(car.price, car.before_price),
      tradeIn: offer === null ? null : { amount: offer, text: `Includes your trade-in offer of ${dollars(offer)}` },
    }
  }
  if (car.preorder === true) return { kind: 'preorder', text: PREORDER_TEXT }
  return { kind: 'enquire', text: NO_PRICE_TEXT }
}

export function priceTypeLabel(priceType: string | null | undefined): string | null {
  const words = priceType?.trim() ?? ''
  return words ? (PRICE_TYPE_LABELS[words.toLowerCase()] ?? words) : null
}

function savings(price: number, beforePrice: number | null | undefined): { amount: number; text: string; was: string } | null {
  if (typeof beforePrice !== 'number' || !(beforePrice > price)) return null
  const amount = beforePrice - price
  return { amount, text: `Save ${dollars(amount)}`, was: dollars(beforePrice) }
}
