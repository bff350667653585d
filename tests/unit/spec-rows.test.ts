import { describe, expect, it } from 'vitest'

import { featureList, keyInformation, specValue, visibleSpecRows } from '@/domain/specRows'

describe('spec rows', () => {
  it('hides rows whose value is empty, null or the text null', () => {
    expect(
      visibleSpecRows([
        { label: 'Colour', value: 'Glacier White' },
        { label: 'Seats', value: 5 },
        { label: 'Badge', value: '' },
        { label: 'Series', value: '   ' },
        { label: 'Drive', value: null },
        { label: 'Doors', value: undefined },
        { label: 'Engine', value: 'null' },
        { label: 'Rego', value: 'NULL' },
        { label: 'Torque', value: Number.NaN },
        { label: 'Cylinders', value: 0 },
      ]),
    ).toEqual([
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Seats', value: '5' },
      { label: 'Cylinders', value: '0' },
    ])
    expect(specValue(' nullable ')).toBe('nullable')
  })

  it('shows a price row only above $10', () => {
    const price = (value: number | null) => visibleSpecRows([{ label: 'Price', value, isPrice: true }])
    expect(price(11)).toEqual([{ label: 'Price', value: '$11' }])
    expect(price(45990)).toEqual([{ label: 'Price', value: '$45,990' }])
    expect(price(10)).toEqual([])
    expect(price(null)).toEqual([])
  })
})

describe('key information and features', () => {
  const rows = ['Year', 'Make', 'Model', 'Badge', 'Colour'].map((label) => ({ label, value: label.toLowerCase() }))

  it('the grid shows 4 rows, then Show More', () => {
    expect(keyInformation(rows, false)).toEqual({ shown: visibleSpecRows(rows).slice(0, 4), toggle: 'Show More' })
    expect(keyInformation(rows, true)).toEqual({ shown: visibleSpecRows(rows), toggle: 'Show Less' })
    expect(keyInformation(rows.slice(0, 4), false)).toEqual({ shown: visibleSpecRows(rows.slice(0, 4)), toggle: null })
    // A hidden row does not count towards the 4.
    expect(keyInformation([...rows.slice(0, 4), { label: 'Drive', value: 'null' }], false).toggle).toBeNull()
  })

  it('the feature list shows 8, then Show All / Hide', () => {
    const features = Array.from({ length: 9 }, (_, i) => `Feature ${i + 1}`)
    expect(featureList(features, false)).toEqual({ shown: features.slice(0, 8), toggle: 'Show All' })
    expect(featureList(features, true)).toEqual({ shown: features, toggle: 'Hide' })
    expect(featureList(features.slice(0, 8), false)).toEqual({ shown: features.slice(0, 8), toggle: null })
    expect(featureList(['Bluetooth', '', null, 'null'], false)).toEqual({ shown: ['Bluetooth'], toggle: null })
  })
})
