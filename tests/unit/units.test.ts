import { describe, expect, it } from 'vitest'

import { caravanMetres, caravanMetresText, caravanSizeText, feetToMetres, odometerText } from '@/domain/units'

describe('caravan sizes in metres', () => {
  it('converts feet at 0.3048', () => {
    expect(feetToMetres(1)).toBe(0.3048)
    expect(feetToMetres(21.5)).toBeCloseTo(6.5532, 10)
  })

  it('shows metres to the centimetre, then the feet', () => {
    expect(caravanSizeText(21.5)).toBe('6.55 m (21.5 ft)')
    expect(caravanSizeText(20)).toBe('6.10 m (20 ft)')
    expect(caravanSizeText(7.5)).toBe('2.29 m (7.5 ft)') // 2.286
    expect(caravanSizeText(0)).toBeNull()
    expect(caravanSizeText(null)).toBeNull()
  })

  it('search filters by the same metres a shopper reads, and a card shows them without the feet', () => {
    expect(caravanMetres(21.5)).toBe(6.55)
    expect(caravanMetres(7.5)).toBe(2.29)
    expect(caravanMetres(undefined)).toBeNull()
    expect(caravanMetresText(19)).toBe('5.79 m')
  })
})

describe('odometer', () => {
  it('reads in whole km with thousands grouped', () => {
    expect(odometerText(84213)).toBe('84,213 km')
    expect(odometerText(0)).toBe('0 km')
    expect(odometerText(null)).toBeNull()
    expect(odometerText(-1)).toBeNull()
  })
})
