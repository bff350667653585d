import { describe, expect, it } from 'vitest'

import { carFormButtons } from '@/domain/leads/carFormButtons'

const inStock = { status: 'in_stock', sold: false }

describe('the car page buttons that open a form', () => {
  it('offers Enquire and Book a Test Drive, with the dialogs’ titles (shopper-journey §2)', () => {
    expect(carFormButtons(inStock, { makeAnOffer: false })).toEqual([
      { form: 'enquiry', label: 'Enquire', title: 'Submit an enquiry' },
      { form: 'test-drive', label: 'Book a Test Drive', title: 'Book a Test Drive' },
    ])
  })

  it('adds Make An Offer on sites that take offers', () => {
    expect(carFormButtons(inStock, { makeAnOffer: true }).map((button) => button.label)).toEqual(['Enquire', 'Book a Test Drive', 'Make An Offer'])
  })

  it('leaves a sold car with Enquire only, by status or by the sold flag', () => {
    expect(carFormButtons({ status: 'sold', sold: false }, { makeAnOffer: true }).map((button) => button.form)).toEqual(['enquiry'])
    expect(carFormButtons({ status: 'in_stock', sold: true }, { makeAnOffer: true }).map((button) => button.form)).toEqual(['enquiry'])
  })
})
