import { describe, expect, it } from 'vitest'

import { STOCKTAKE_PROMO_WINDOW } from '@/domain/constants'
import { promoCardIsInWindow, promoCardMatchesSearch } from '@/domain/promoCards'

describe('promotional card window (dealer-network §4)', () => {
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
