import { describe, expect, it } from 'vitest'

import { cardTag, isNewArrival, type CardTagCar } from '@/domain/cardTag'
import { certifiedBadgeText, showsCertifiedBadge } from '@/domain/certifiedBadge'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'

const now = new Date('2026-11-22T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs).toISOString()

const plain: CardTagCar = { car_type: 'used', make: 'Toyota', status: 'in_stock', created_at: daysAgo(30) }
const toyotaSite = { ...DEFAULT_SITE_SETTINGS, certifiedManufacturer: 'Toyota', justArrivedTagOnNewCars: true }
const plainSite = DEFAULT_SITE_SETTINGS

/** A car matching every rule at once; each step removes the one that won. */
const everything: CardTagCar = {
  car_type: 'used',
  make: 'Toyota',
  status: 'sold',
  sold: true,
  tag: 'Hybrid',
  reserved: true,
  certified: true,
  created_at: daysAgo(1),
}

describe('card tag priority: first match wins', () => {
  it('walks the 8 steps in the spec’s order', () => {
    expect(cardTag(everything, toyotaSite, now)).toEqual({ kind: 'sold', text: 'JUST SOLD' })
    const unsold = { ...everything, status: 'in_stock', sold: false }
    expect(cardTag(unsold, toyotaSite, now)).toEqual({ kind: 'hybrid', text: 'Hybrid' })
    const noHybrid = { ...unsold, tag: 'Low Kms' }
    expect(cardTag(noHybrid, toyotaSite, now)).toEqual({ kind: 'reserved', text: 'RESERVED' })
    const unreserved = { ...noHybrid, reserved: false }
    expect(cardTag(unreserved, toyotaSite, now)).toEqual({ kind: 'certified', text: 'Toyota Certified Pre-Owned', manufacturer: 'Toyota' })
    const uncertified = { ...unreserved, certified: false }
    expect(cardTag(uncertified, toyotaSite, now)).toEqual({ kind: 'custom', text: 'Low Kms' })
    const untagged = { ...uncertified, tag: null, status: 'coming_soon' }
    expect(cardTag(untagged, toyotaSite, now)).toEqual({ kind: 'coming-soon', text: 'COMING SOON' })
    const inStock = { ...untagged, status: 'in_stock' }
    expect(cardTag(inStock, toyotaSite, now)).toEqual({ kind: 'new-arrival', text: 'NEW ARRIVAL' })
    expect(cardTag({ ...inStock, created_at: daysAgo(9) }, toyotaSite, now)).toBeNull()
  })

  it('a sold status or the sold flag each give JUST SOLD', () => {
    expect(cardTag({ ...plain, status: 'sold' }, plainSite, now)?.text).toBe('JUST SOLD')
    expect(cardTag({ ...plain, sold: true }, plainSite, now)?.text).toBe('JUST SOLD')
  })

  it('electric and hybrid tags come before reserved; other tags after certified', () => {
    expect(cardTag({ ...plain, tag: 'Electric', reserved: true }, plainSite, now)).toEqual({ kind: 'electric', text: 'Electric' })
    expect(cardTag({ ...plain, tag: 'Plug-in Hybrid', reserved: true }, plainSite, now)?.kind).toBe('hybrid')
    expect(cardTag({ ...plain, tag: 'Petrol Electric Hybrid' }, plainSite, now)?.kind).toBe('hybrid')
    expect(cardTag({ ...plain, tag: 'ev' }, plainSite, now)).toEqual({ kind: 'electric', text: 'ev' })
    expect(cardTag({ ...plain, tag: 'Evans Special' }, plainSite, now)?.kind).toBe('custom')
    expect(cardTag({ ...plain, tag: 'Test Drive Only', reserved: true }, plainSite, now)?.kind).toBe('reserved')
    expect(cardTag({ ...plain, tag: 'Test Drive Only' }, plainSite, now)).toEqual({ kind: 'custom', text: 'Test Drive Only' })
    expect(cardTag({ ...plain, tag: '   ' }, plainSite, now)).toBeNull()
  })

  it('JUST ARRIVED for new cars on sites with the setting, NEW ARRIVAL otherwise', () => {
    const fresh = { ...plain, car_type: 'new' as const, created_at: daysAgo(2) }
    expect(cardTag(fresh, toyotaSite, now)?.text).toBe('JUST ARRIVED')
    expect(cardTag(fresh, plainSite, now)?.text).toBe('NEW ARRIVAL')
    expect(cardTag({ ...fresh, car_type: 'demo' }, toyotaSite, now)?.text).toBe('NEW ARRIVAL')
    expect(cardTag({ ...fresh, created_at: daysAgo(8, 1) }, toyotaSite, now)).toBeNull()
  })
})

describe('new-arrival window (8 days)', () => {
  it('lasts 8 days to the millisecond', () => {
    expect(isNewArrival({ created_at: daysAgo(8) }, now)).toBe(true)
    expect(isNewArrival({ created_at: daysAgo(8, 1) }, now)).toBe(false)
    expect(isNewArrival({ created_at: daysAgo(0) }, now)).toBe(true)
    expect(isNewArrival({ created_at: '2026-11-23T00:00:00Z' }, now)).toBe(true)
    expect(isNewArrival({ created_at: 'yesterday' }, now)).toBe(false)
    expect(isNewArrival({ created_at: null }, now)).toBe(false)
  })
})

describe('certified badge', () => {
  const certified = { make: 'Toyota', certified: true, status: 'in_stock', sold: false }

  it('shows for the site’s manufacturer, on a certified car that is not sold', () => {
    expect(showsCertifiedBadge(certified, toyotaSite)).toBe(true)
    expect(showsCertifiedBadge({ ...certified, make: ' toyota ' }, toyotaSite)).toBe(true)
    expect(showsCertifiedBadge({ ...certified, make: 'Lexus' }, toyotaSite)).toBe(false)
    expect(showsCertifiedBadge({ ...certified, certified: false }, toyotaSite)).toBe(false)
    expect(showsCertifiedBadge({ ...certified, status: 'sold' }, toyotaSite)).toBe(false)
    expect(showsCertifiedBadge({ ...certified, sold: true }, toyotaSite)).toBe(false)
  })

  it('is off when the site names no manufacturer', () => {
    expect(showsCertifiedBadge(certified, plainSite)).toBe(false)
    expect(certifiedBadgeText(toyotaSite)).toBe('Toyota Certified Pre-Owned')
  })
})
