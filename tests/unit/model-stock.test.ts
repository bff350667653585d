import { describe, expect, it } from 'vitest'

import { FIND_ME_ONE } from '@/domain/findMeOne'
import { fromPriceLine, GET_A_QUOTE, inStockLine, modelEnquiryValues } from '@/domain/modelStock'

describe('a model page leads to stock', () => {
  it('states the count and the lowest price, or the count alone when no car shows a price', () => {
    expect(inStockLine(38, 29990)).toBe('38 in stock from $29,990')
    expect(inStockLine(1250, null)).toBe('1,250 in stock')
    expect(fromPriceLine(44990)).toBe('From $44,990')
    expect(fromPriceLine(null)).toBeNull()
  })

  it('Get a Quote and Find Me One are general enquiries naming the model, on New Vehicles where the site offers it', () => {
    const rav4 = { make: 'Toyota', model: 'RAV4' }
    expect(modelEnquiryValues(GET_A_QUOTE, rav4, ['New Vehicles', 'Service'])).toEqual({
      subcategory: 'Get a Quote',
      'Vehicle Make': 'Toyota',
      manufacturer_slug: 'toyota',
      'Vehicle Model': 'RAV4',
      message: 'Please send me a quote for a new Toyota RAV4.',
      category: 'New Vehicles',
    })
    expect(modelEnquiryValues(FIND_ME_ONE, rav4, ['Service'])).toMatchObject({ subcategory: 'Find Me One', message: 'Please find me a Toyota RAV4.', category: 'General Enquiry' })
  })
})
