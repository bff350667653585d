/**
 * Promotional cards shown among search results, and the positions in the
 * result list they may take.
 */

import type { CarType } from './stockVocabulary'

/** Promo card positions in the result list a site may choose from. */
export const PROMO_CARD_POSITION_CHOICES = [4, 6, 8, 9, 17] as const

/** Default promo card positions when a site sets none: one card, at position 9. */
export const DEFAULT_PROMO_CARD_POSITIONS = [9]

/** The stocktake promotional card's window. */
export const STOCKTAKE_PROMO_WINDOW = { start: '2025-01-01T00:00:00+10:00', expiry: '2025-02-01T00:00:00+10:00' } as const

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

export type PlacedPromoCard = PromoCardRule & {
  /** The card's own place in the results (1-based); null or missing: the next of the site's positions. */
  position?: number | null
}

export type ResultItem<Car, Card> = { kind: 'car'; car: Car } | { kind: 'promo'; card: Card }

/**
 * A page of results with the promo cards that apply put in their places.
 * Cards outside their dates, or not
 * for this search's car types, are left out. A card with its own position
 * takes it; the others take the site's positions in order, one card each.
 * Our decisions where the spec is silent: a card shows on the first page of
 * results only (a shopper paging on should see more cars, not the same card
 * again), and only where the results reach its place, so a short list never
 * ends in a row of cards.
 */
export function withPromoCards<Car, Card extends PlacedPromoCard>(
  cars: readonly Car[],
  cards: readonly Card[],
  { sitePositions, now, searchCarTypes, page }: { sitePositions: readonly number[]; now: Date; searchCarTypes: readonly CarType[]; page: number },
): ResultItem<Car, Card>[] {
  const items: ResultItem<Car, Card>[] = cars.map((car) => ({ kind: 'car', car }))
  if (page > 0) return items
  const showing = cards.filter((card) => promoCardIsInWindow(card, now) && promoCardMatchesSearch(card, searchCarTypes))
  const slots = new Map<number, Card>()
  for (const card of showing) if (card.position && !slots.has(card.position)) slots.set(card.position, card)
  const free = [...sitePositions].sort((a, b) => a - b).filter((position) => !slots.has(position))
  for (const card of showing) {
    if (card.position) continue
    const position = free.shift()
    if (position === undefined) break
    slots.set(position, card)
  }
  for (const [position, card] of [...slots].sort(([a], [b]) => a - b)) {
    // Position N is the Nth item of the list, counting the cards placed before it.
    if (position - 1 <= items.length) items.splice(position - 1, 0, { kind: 'promo', card })
  }
  return items
}
