import { describe, expect, it } from 'vitest'

import {
  canGoNext,
  canGoPrevious,
  carouselKeyDelta,
  carouselLayout,
  carouselStep,
  contactUsSlug,
  directionsLink,
  distanceKm,
  locationTypeLabel,
  locationTypeOf,
  phoneHref,
  placeName,
  sortLocations,
  visibleLocations,
  type Location,
} from '@/domain/locations'

describe('/contact-us/{location-slug}', () => {
  it('the place name is the location name without its department', () => {
    expect(placeName('Swan River Toyota Midland - Service')).toBe('Swan River Toyota Midland')
    expect(placeName('Coastal Motors Granville')).toBe('Coastal Motors Granville')
  })

  it("drops a trailing ' - Service' from the location name", () => {
    expect(contactUsSlug('Swan River Toyota Midland - Service')).toBe('swan-river-toyota-midland')
  })

  it("drops a trailing ' - Sales' or ' - Parts' the same way", () => {
    expect(contactUsSlug('Swan River Toyota Midland - Sales')).toBe('swan-river-toyota-midland')
    expect(contactUsSlug('Swan River Toyota Midland - Parts')).toBe('swan-river-toyota-midland')
  })

  it('keeps the words only when they are not a trailing suffix', () => {
    expect(contactUsSlug('Service Centre - Midland')).toBe('service-centre-midland')
    expect(contactUsSlug('Midland Parts')).toBe('midland-parts')
  })

  it('is lower case with other characters as hyphens, none at either end', () => {
    expect(contactUsSlug(' (Perth) Toyota & Co. ')).toBe('perth-toyota-co')
  })
})

describe('location order: sales, service, parts', () => {
  const location = (name: string, location_type: string | null | undefined, primary = false): Location => ({
    name,
    location_type,
    primary,
  })

  it('an empty or missing type means sales', () => {
    expect(locationTypeOf({ location_type: '' })).toBe('sales')
    expect(locationTypeOf({ location_type: null })).toBe('sales')
    expect(locationTypeOf({})).toBe('sales')
    expect(locationTypeOf({ location_type: 'service' })).toBe('service')
  })

  it('lists sales, then service, then parts', () => {
    const sorted = sortLocations([
      location('Parts', 'parts'),
      location('Service', 'service'),
      location('Sales', 'sales'),
      location('Untyped', ''),
    ])
    expect(sorted.map((l) => l.name)).toEqual(['Sales', 'Untyped', 'Service', 'Parts'])
  })

  it('puts the primary location first within its type and otherwise keeps the given order', () => {
    const sorted = sortLocations([
      location('Service A', 'service'),
      location('Sales A', 'sales'),
      location('Service B', 'service'),
      location('Service Main', 'service', true),
      location('Sales B', 'sales'),
    ])
    expect(sorted.map((l) => l.name)).toEqual(['Sales A', 'Sales B', 'Service Main', 'Service A', 'Service B'])
  })

  it('does not reorder the list it is given', () => {
    const given = [location('Parts', 'parts'), location('Sales', 'sales')]
    sortLocations(given)
    expect(given.map((l) => l.name)).toEqual(['Parts', 'Sales'])
  })

  it('lists only visible locations', () => {
    const shown = visibleLocations<Location>([
      { name: 'Shown', visible: true },
      { name: 'Hidden', visible: false },
      { name: 'Unset' },
    ])
    expect(shown.map((l) => l.name)).toEqual(['Shown'])
  })
})

describe("'Our Locations' carousel", () => {
  it("shows the 'Swipe' hint when there are 3 or fewer cards", () => {
    expect(carouselLayout(3).swipeHint).toBe(true)
    expect(carouselLayout(1).swipeHint).toBe(true)
    expect(carouselLayout(4).swipeHint).toBe(false)
  })

  it('centres fewer than 3 cards', () => {
    expect(carouselLayout(2).centred).toBe(true)
    expect(carouselLayout(3).centred).toBe(false)
  })

  it('uses a five-column layout for more than 4 cards', () => {
    expect(carouselLayout(5).columns).toBe(5)
    expect(carouselLayout(9).columns).toBe(5)
    expect(carouselLayout(4).columns).toBe(4)
    expect(carouselLayout(2).columns).toBe(2)
  })

  it('arrows are disabled at the ends', () => {
    expect(canGoPrevious(0)).toBe(false)
    expect(canGoPrevious(1)).toBe(true)
    expect(canGoNext(4, 5)).toBe(false)
    expect(canGoNext(3, 5)).toBe(true)
  })

  it('stepping stops at the first and last card', () => {
    expect(carouselStep(0, -1, 5)).toBe(0)
    expect(carouselStep(4, 1, 5)).toBe(4)
    expect(carouselStep(2, 1, 5)).toBe(3)
    expect(carouselStep(2, -1, 5)).toBe(1)
    expect(carouselStep(0, 1, 0)).toBe(0)
  })

  it('arrow keys move one card back or forward', () => {
    expect(carouselKeyDelta('ArrowLeft')).toBe(-1)
    expect(carouselKeyDelta('ArrowRight')).toBe(1)
    expect(carouselKeyDelta('Enter')).toBe(0)
  })
})

describe('distance with an Earth radius of 6371 km', () => {
  it('is 0 from a place to itself', () => {
    expect(distanceKm({ lat: -31.95, long: 115.86 }, { lat: -31.95, long: 115.86 })).toBe(0)
  })

  it('one degree of latitude is 6371 × π / 180 km', () => {
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 1, long: 0 })).toBeCloseTo((6371 * Math.PI) / 180, 6)
  })

  it('Perth to Sydney is about 3290 km', () => {
    const perth = { lat: -31.9523, long: 115.8613 }
    const sydney = { lat: -33.8688, long: 151.2093 }
    expect(distanceKm(perth, sydney)).toBeGreaterThan(3280)
    expect(distanceKm(perth, sydney)).toBeLessThan(3300)
  })
})

describe("'Get Directions' link", () => {
  const address = {
    street: '1 Great Eastern Hwy',
    city: 'Midland',
    state: 'WA',
    postcode: '6056',
    place_url: 'https://maps.google.com/?cid=123',
  }

  it('opens the place URL in a new tab on sites that say so', () => {
    expect(directionsLink(address, { directionsInNewTab: true })).toEqual({
      href: 'https://maps.google.com/?cid=123',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })

  it('opens in the same tab on other sites', () => {
    expect(directionsLink(address, { directionsInNewTab: false })).toEqual({
      href: 'https://maps.google.com/?cid=123',
      target: undefined,
      rel: undefined,
    })
  })

  it('searches the maps for the address when there is no place URL', () => {
    const link = directionsLink({ ...address, place_url: null }, { directionsInNewTab: true })
    expect(link?.href).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('1 Great Eastern Hwy, Midland, WA, 6056')}`,
    )
  })

  it('never links to a place URL that is not a web address', () => {
    const link = directionsLink({ ...address, place_url: 'javascript:alert(1)' }, { directionsInNewTab: true })
    expect(link?.href.startsWith('https://www.google.com/maps/search/')).toBe(true)
  })

  it('renders nothing without an address', () => {
    expect(directionsLink(null, { directionsInNewTab: true })).toBeNull()
    expect(directionsLink({ street: ' ' }, { directionsInNewTab: true })).toBeNull()
  })
})

describe('telephone links', () => {
  it('are tel: and the number with spaces removed', () => {
    expect(phoneHref('08 9274 0100')).toBe('tel:0892740100')
    expect(phoneHref('+61 8 9274 0100')).toBe('tel:+61892740100')
  })

  it('render nothing for a blank number', () => {
    expect(phoneHref('  ')).toBeNull()
    expect(phoneHref(null)).toBeNull()
  })
})

describe('a location type as shoppers read it', () => {
  it('names each department in words, and an unknown or missing type as Sales', () => {
    expect(locationTypeLabel('service')).toBe('Service')
    expect(locationTypeLabel('parts')).toBe('Parts')
    expect(locationTypeLabel('sales')).toBe('Sales')
    expect(locationTypeLabel(null)).toBe('Sales')
    expect(locationTypeLabel('showroom')).toBe('Sales')
  })
})
