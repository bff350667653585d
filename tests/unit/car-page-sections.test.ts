import { describe, expect, it } from 'vitest'

import { sectionItemsFor } from '@/domain/carPageSections'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { reservationDeposit, reservationTerms } from '@/domain/reservation'

const settings = DEFAULT_SITE_SETTINGS

describe('reserve online', () => {
  it('the deposit is $200 by default', () => {
    expect(reservationDeposit({ payment_processors: null }, settings)).toBe(200)
    expect(reservationDeposit({ payment_processors: [] }, settings)).toBe(200)
  })

  it('or the site’s own default', () => {
    expect(reservationDeposit({}, { reserveOnline: { ...settings.reserveOnline, defaultDeposit: 350 } })).toBe(350)
  })

  it('or the one the car’s payment processors name', () => {
    expect(reservationDeposit({ payment_processors: [{ name: 'stripe', deposit: 500 }] }, settings)).toBe(500)
    expect(reservationDeposit({ payment_processors: [{ name: 'other', deposit: 0 }, { name: 'stripe', deposit: 1000 }] }, settings)).toBe(1000)
    expect(reservationDeposit({ payment_processors: [{ name: 'stripe', deposit: null }] }, settings)).toBe(200)
  })

  it('held 48 hours, refundable in full', () => {
    expect(reservationTerms({ payment_processors: [{ deposit: 500 }] }, settings)).toBe('Reserve this car online with a $500 deposit. We hold it for you for 48 hours, and the deposit is fully refundable.')
  })
})

describe("the dealer's car page sections", () => {
  const items = [
    { title: '5 year factory warranty', carTypes: ['new', 'demo'] as const },
    { title: 'Roadworthy certificate', carTypes: ['used'] as const },
    { title: 'Full tank of fuel', carTypes: [] },
    { title: '  ' },
  ]

  it('shows the items for this car’s type, and those for every type', () => {
    expect(sectionItemsFor(items, { car_type: 'new' }).map((item) => item.title)).toEqual(['5 year factory warranty', 'Full tank of fuel'])
    expect(sectionItemsFor(items, { car_type: 'used' }).map((item) => item.title)).toEqual(['Roadworthy certificate', 'Full tank of fuel'])
  })

  it('an item for some makes shows on their cars only, whatever the case the feed writes the make in', () => {
    const certified = [{ title: 'Toyota Certified Pre-Owned inspection', carTypes: ['used'] as const, makes: ['Toyota'] }, { title: 'Roadworthy certificate', makes: [] }]
    expect(sectionItemsFor(certified, { car_type: 'used', make: 'TOYOTA' }).map((item) => item.title)).toEqual(['Toyota Certified Pre-Owned inspection', 'Roadworthy certificate'])
    expect(sectionItemsFor(certified, { car_type: 'used', make: 'Mazda' }).map((item) => item.title)).toEqual(['Roadworthy certificate'])
    expect(sectionItemsFor(certified, { car_type: 'used', make: null }).map((item) => item.title)).toEqual(['Roadworthy certificate'])
  })

  it('nothing written, nothing shown', () => {
    expect(sectionItemsFor(null, { car_type: 'used' })).toEqual([])
  })
})
