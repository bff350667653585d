/**
 * The below-market-price badge: the car's price is more
 * than $499 under the state average market price, or under the national
 * average when there is no state figure. $499 under shows nothing, $499.01
 * and $500 under show the badge. A market figure of 0 counts as no figure,
 * and a car without a price above $10 gets no badge.
 */

import type { Car } from './car'
import { dollars } from './money'
import { isShownPrice } from './priceDisplay'

/** The below-market badge shows when the price is more than this under the market price. */
const BELOW_MARKET_MARGIN = 499

export type BelowMarketBadge = {
  /** How far under the market price the car is. */
  amount: number
  basis: 'state' | 'national'
  title: string
  detail: string
}

export function belowMarketBadge(car: Pick<Car, 'price' | 'autograb_data'>): BelowMarketBadge | null {
  if (!isShownPrice(car.price)) return null
  const state = car.autograb_data?.state_average_market_price
  const national = car.autograb_data?.average_market_price
  const basis = isMarketPrice(state) ? 'state' : isMarketPrice(national) ? 'national' : null
  const market = basis === 'state' ? state : basis === 'national' ? national : null
  if (basis === null || typeof market !== 'number') return null
  const amount = market - car.price
  if (!(amount > BELOW_MARKET_MARGIN)) return null
  return {
    amount,
    basis,
    title: 'Below Market Price',
    detail: `${dollars(amount)} below the ${basis} average market price`,
  }
}

function isMarketPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}
