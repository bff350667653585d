import { describe, expect, it } from 'vitest'

import { exploreModelLink, imageOrModelImage, offerIsShown, offerPath, type Offer } from '@/domain/offers'

describe('offer enquiry page', () => {
  const offer = { id: 42, manufacturer: { name: 'Toyota', slug: 'toyota' } }

  it('uses /offers/{manufacturer-slug}/{offerId} when the site has no single manufacturer', () => {
    expect(offerPath(offer, { singleManufacturer: false })).toBe('/offers/toyota/42')
  })

  it('uses /offers/{offerId} on a single-manufacturer site', () => {
    expect(offerPath(offer, { singleManufacturer: true })).toBe('/offers/42')
  })

  it('slugifies a manufacturer given by name', () => {
    expect(offerPath({ id: 7, manufacturer: 'Mercedes Benz' }, { singleManufacturer: false })).toBe(
      '/offers/mercedes-benz/7',
    )
  })

  it('uses /offers/{offerId} for an offer without a manufacturer', () => {
    expect(offerPath({ id: 7, manufacturer: null }, { singleManufacturer: false })).toBe('/offers/7')
  })
})

describe("'Explore {model}' link", () => {
  it('goes to /{model-slug}', () => {
    expect(exploreModelLink({ model: { name: 'HiLux', slug: 'hilux' } })).toEqual({
      href: '/hilux',
      label: 'Explore HiLux',
    })
  })

  it("goes to the model's override URL when it has one", () => {
    expect(exploreModelLink({ model: { name: 'HiLux', slug: 'hilux', override_url: '/models/toyota-hilux' } })).toEqual({
      href: '/models/toyota-hilux',
      label: 'Explore HiLux',
    })
  })

  it('renders nothing without a model or anywhere to go', () => {
    expect(exploreModelLink({ model: null })).toBeNull()
    expect(exploreModelLink({})).toBeNull()
    expect(exploreModelLink({ model: { name: 'HiLux', slug: ' ', override_url: '' } })).toBeNull()
  })
})

describe('whether an offer is shown', () => {
  const now = new Date('2025-01-15T00:00:00+10:00')
  const shown = (offer: Pick<Offer, 'excluded_website_ids' | 'start_date' | 'expiry_date'>, at: Date = now) =>
    offerIsShown(offer, { siteId: 12, now: at })

  it('is shown with no exclusions and no dates', () => {
    expect(shown({})).toBe(true)
  })

  it("is hidden on a site whose id is in excluded_website_ids", () => {
    expect(shown({ excluded_website_ids: [3, 12] })).toBe(false)
    expect(shown({ excluded_website_ids: ['12'] })).toBe(false)
    expect(shown({ excluded_website_ids: [3] })).toBe(true)
  })

  it('is shown from its start date, inclusive', () => {
    const start = '2025-01-01T00:00:00+10:00'
    expect(shown({ start_date: start }, new Date(start))).toBe(true)
    expect(shown({ start_date: start }, new Date(Date.parse(start) - 1))).toBe(false)
  })

  it('is hidden from its expiry date, exclusive', () => {
    const expiry = '2025-02-01T00:00:00+10:00'
    expect(shown({ expiry_date: expiry }, new Date(Date.parse(expiry) - 1))).toBe(true)
    expect(shown({ expiry_date: expiry }, new Date(expiry))).toBe(false)
  })

  it('is shown inside its window and hidden outside it', () => {
    const window = { start_date: new Date('2025-01-01T00:00:00+10:00'), expiry_date: new Date('2025-02-01T00:00:00+10:00') }
    expect(shown(window)).toBe(true)
    expect(shown(window, new Date('2024-12-31T23:00:00+10:00'))).toBe(false)
    expect(shown(window, new Date('2025-02-02T00:00:00+10:00'))).toBe(false)
  })

  it('is hidden when a date cannot be read', () => {
    expect(shown({ expiry_date: 'soon' })).toBe(false)
    expect(shown({ start_date: 'soon' })).toBe(false)
  })
})

describe('image_or_model_image', () => {
  it("is the offer's own image when it has one", () => {
    expect(imageOrModelImage({ image: 'offer.png', model: { image: 'model.png' } })).toBe('offer.png')
  })

  it("falls back to the model's image", () => {
    expect(imageOrModelImage({ image: null, model: { image: 'model.png' } })).toBe('model.png')
  })

  it('is nothing when neither has one', () => {
    expect(imageOrModelImage({ image: null, model: null })).toBeNull()
    expect(imageOrModelImage({ model: { image: null } })).toBeNull()
  })
})
