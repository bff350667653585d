import { describe, expect, it } from 'vitest'

import { STOCKTAKE_PROMO_WINDOW, promoCardIsInWindow, promoCardMatchesSearch, withPromoCards, type PlacedPromoCard, type ResultItem } from '@/domain/promoCards'

describe('promotional card window', () => {
  const stocktake = { startDate: STOCKTAKE_PROMO_WINDOW.start, expiryDate: STOCKTAKE_PROMO_WINDOW.expiry }

  it('the stocktake card runs from 2025-01-01 to 2025-02-01 at +10:00', () => {
    expect(promoCardIsInWindow(stocktake, new Date('2024-12-31T13:59:59Z'))).toBe(false)
    expect(promoCardIsInWindow(stocktake, new Date('2024-12-31T14:00:00Z'))).toBe(true)
    expect(promoCardIsInWindow(stocktake, new Date('2025-01-31T13:59:59Z'))).toBe(true)
    expect(promoCardIsInWindow(stocktake, new Date('2025-01-31T14:00:00Z'))).toBe(false)
  })

  it('a missing date leaves that side open', () => {
    expect(promoCardIsInWindow({}, new Date('2030-01-01T00:00:00Z'))).toBe(true)
    expect(promoCardIsInWindow({ startDate: '2030-01-01T00:00:00Z' }, new Date('2029-12-31T23:59:59Z'))).toBe(false)
    expect(promoCardIsInWindow({ expiryDate: '2020-01-01T00:00:00Z' }, new Date('2021-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('promotional card display conditions', () => {
  it('a card without conditions shows on every search', () => {
    expect(promoCardMatchesSearch({}, [])).toBe(true)
    expect(promoCardMatchesSearch({ displayConditions: [] }, ['used'])).toBe(true)
  })

  it('a used card shows on used searches and on all stock, unless strict', () => {
    expect(promoCardMatchesSearch({ displayConditions: ['used'] }, ['used'])).toBe(true)
    expect(promoCardMatchesSearch({ displayConditions: ['used'] }, [])).toBe(true)
    expect(promoCardMatchesSearch({ displayConditions: ['used'] }, ['new'])).toBe(false)
    expect(promoCardMatchesSearch({ displayConditions: ['used'], strictDisplay: true }, [])).toBe(false)
    expect(promoCardMatchesSearch({ displayConditions: ['used'], strictDisplay: true }, ['used', 'new'])).toBe(false)
    expect(promoCardMatchesSearch({ displayConditions: ['new', 'demo'], strictDisplay: true }, ['new', 'demo'])).toBe(true)
  })
})

describe('promo cards among the results', () => {
  const cars = Array.from({ length: 21 }, (_, at) => `car ${at + 1}`)
  const now = new Date('2026-11-22T00:00:00Z')
  type Card = PlacedPromoCard & { name: string }
  const place = (list: string[], cards: Card[], options: Parameters<typeof withPromoCards>[2]) => withPromoCards<string, Card>(list, cards, options)
  const layout = (items: ResultItem<string, Card>[]) => items.map((item) => (item.kind === 'car' ? item.car : item.card.name))

  it('puts cards at the site positions 8 and 17, in order, so each is that item of the list', () => {
    const items = place(cars, [{ name: 'A' }, { name: 'B' }, { name: 'C' }], { sitePositions: [17, 8], now, searchCarTypes: [], page: 0 })
    expect(layout(items).indexOf('A')).toBe(7)
    expect(layout(items).indexOf('B')).toBe(16)
    expect(layout(items)).not.toContain('C')
    expect(items).toHaveLength(23)
  })

  it('a card with its own position takes it, before the site positions are handed out', () => {
    const items = place(cars, [{ name: 'A' }, { name: 'own', position: 4 }], { sitePositions: [4, 9], now, searchCarTypes: [], page: 0 })
    expect(layout(items).indexOf('own')).toBe(3)
    expect(layout(items).indexOf('A')).toBe(8)
  })

  it('leaves out cards outside their dates or for other car types, and shows none after the first page', () => {
    const expired = { name: 'expired', expiryDate: '2026-11-01T00:00:00Z' }
    const usedOnly = { name: 'used', displayConditions: ['used' as const], strictDisplay: true }
    expect(layout(place(cars, [expired, usedOnly], { sitePositions: [4, 6], now, searchCarTypes: [], page: 0 }))).toEqual(cars)
    expect(layout(place(cars, [expired, usedOnly], { sitePositions: [4, 6], now, searchCarTypes: ['used'], page: 0 }))[3]).toBe('used')
    expect(layout(place(cars, [{ name: 'A' }], { sitePositions: [4], now, searchCarTypes: [], page: 1 }))).toEqual(cars)
  })

  it('a card goes only where the results reach it', () => {
    expect(layout(place(cars.slice(0, 8), [{ name: 'A' }, { name: 'B' }], { sitePositions: [9, 17], now, searchCarTypes: [], page: 0 }))).toEqual([...cars.slice(0, 8), 'A'])
    expect(layout(place(cars.slice(0, 3), [{ name: 'A' }], { sitePositions: [9], now, searchCarTypes: [], page: 0 }))).toEqual(cars.slice(0, 3))
  })
})
