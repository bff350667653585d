import { describe, expect, it } from 'vitest'

import { optionLabel, readableOptions } from '../../src/domain/optionLabels'

describe('option labels staff read instead of codes', () => {
  it('writes a code as words, first letter capital', () => {
    expect(optionLabel('general-enquiry')).toBe('General enquiry')
    expect(optionLabel('in_stock')).toBe('In stock')
    expect(optionLabel('peopleMover')).toBe('People mover')
    expect(optionLabel('sales')).toBe('Sales')
  })

  it('keeps each value as stored', () => {
    expect(readableOptions(['sales', 'service'])).toEqual([
      { label: 'Sales', value: 'sales' },
      { label: 'Service', value: 'service' },
    ])
  })
})
