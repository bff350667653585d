/**
 * Promotional cards shown among search results (dealer-network §3, §4, §9).
 */

import type { CarType } from './constants'

export type PromoCardRule = {
  /** Car types whose searches show the card; empty means every search. */
  displayConditions?: readonly CarType[] | null
  /** Strict: only searches limited to the card's car types show it, not a search across all stock. */
  strictDisplay?: boolean | null
  startDate?: string | null
  expiryDate?: string | null
}

function instant(value: string | null | undefined): number | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : time
}

/** A card shows from its start (inclusive) until its expiry (exclusive); a missing date leaves that side open. */
export function promoCardIsInWindow(card: Pick<PromoCardRule, 'startDate' | 'expiryDate'>, now: Date): boolean {
  const start = instant(card.startDate)
  const expiry = instant(card.expiryDate)
  const time = now.getTime()
  return (start === null || time >= start) && (expiry === null || time < expiry)
}

/** Whether a search over these car types (empty: all stock) shows the card. */
export function promoCardMatchesSearch(card: Pick<PromoCardRule, 'displayConditions' | 'strictDisplay'>, searchCarTypes: readonly CarType[]): boolean {
  const conditions = card.displayConditions ?? []
  if (conditions.length === 0) return true
  if (card.strictDisplay) return searchCarTypes.length > 0 && searchCarTypes.every((type) => conditions.includes(type))
  return searchCarTypes.length === 0 || searchCarTypes.some((type) => conditions.includes(type))
}
