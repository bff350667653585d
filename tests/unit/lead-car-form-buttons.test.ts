import { describe, expect, it } from 'vitest'

import { carFormButtons } from '@/domain/leads/carFormButtons'

const inStock = { status: 'in_stock', sold: false, price: 25_990 }

describe('the car page buttons that open a form', () => {
  it('offers Enquire and Book a Test Drive, with the dialogs’ titles', () => {
    expect(carFormButtons(inStock, { makeAnOffer: false, testDrivesForCaravans: false })).toEqual([
      { form: 'enquiry', label: 'Enquire', title: 'Submit an enquiry' },
      { form: 'test-drive', label: 'Book a Test Drive', title: 'Book a Test Drive' },
    ])
  })

  it('adds Make An Offer on sites that take offers', () => {
    expect(carFormButtons(inStock, { makeAnOffer: true, testDrivesForCaravans: false }).map((button) => button.label)).toEqual(['Enquire', 'Book a Test Drive', 'Make An Offer'])
  })

  it('offers no Make An Offer on a car at "Enquire for price."', () => {
    for (const price of [null, 0, 10]) expect(carFormButtons({ ...inStock, price }, { makeAnOffer: true, testDrivesForCaravans: false }).map((button) => button.form)).toEqual(['enquiry', 'test-drive'])
  })

  it('leaves a sold car with Enquire only, by status or by the sold flag', () => {
    expect(carFormButtons({ ...inStock, status: 'sold' }, { makeAnOffer: true, testDrivesForCaravans: false }).map((button) => button.form)).toEqual(['enquiry'])
    expect(carFormButtons({ ...inStock, sold: true }, { makeAnOffer: true, testDrivesForCaravans: false }).map((button) => button.form)).toEqual(['enquiry'])
  })

  it('a caravan is towed: no Book a Test Drive unless the site offers caravan test drives', () => {
    const caravan = { ...inStock, item_type: 'caravan' }
    expect(carFormButtons(caravan, { makeAnOffer: false, testDrivesForCaravans: false }).map((button) => button.form)).toEqual(['enquiry'])
    expect(carFormButtons(caravan, { makeAnOffer: false, testDrivesForCaravans: true }).map((button) => button.form)).toEqual(['enquiry', 'test-drive'])
    expect(carFormButtons({ ...inStock, item_type: 'motorcycle' }, { makeAnOffer: false, testDrivesForCaravans: false }).map((button) => button.form)).toEqual(['enquiry', 'test-drive'])
  })
})
