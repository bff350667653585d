import { describe, expect, it } from 'vitest'

import { EARTH_RADIUS_KM } from '@/domain/locations'
import { nearestLocation } from '@/domain/tradeIn/nearestLocation'
import { postcodeLocation } from '@/tradeIn/postcodeLocation'

const perthCbd = { lat: -31.9523, long: 115.8613 }
const midland = { id: 1, name: 'Swan River Toyota Midland', address: { lat: -31.8886, long: 116.0097 } }
const cannington = { id: 2, name: 'Swan River Toyota Cannington', address: { lat: -32.0167, long: 115.9346 } }

function pointOf(postcode: string) {
  const found = postcodeLocation(postcode)
  if (!found.ok) throw new Error(found.message)
  return found.point
}

describe('nearest location by great-circle distance, earth radius 6371 km', () => {
  it('the earth radius is 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
  })

  // Expected distances by the spherical law of cosines with R = 6371 km, a formula independent of the haversine.
  it('Perth CBD is nearer Cannington (9.95 km) than Midland (15.70 km)', () => {
    expect(nearestLocation(perthCbd, [midland, cannington])?.location).toBe(cannington)
    expect(nearestLocation(perthCbd, [midland, cannington])?.distanceKm).toBeCloseTo(9.9535, 3)
    expect(nearestLocation(perthCbd, [midland])?.distanceKm).toBeCloseTo(15.6952, 3)
  })

  it('a shopper in postcode 6056 goes to Midland, one in 6107 to Cannington', () => {
    expect(nearestLocation(pointOf('6056'), [cannington, midland])?.location).toBe(midland)
    expect(nearestLocation(pointOf('6107'), [midland, cannington])?.location).toBe(cannington)
  })

  it('locations without coordinates are skipped, and none with coordinates gives null', () => {
    const noPoint = { id: 3, name: 'Online Sales', address: { lat: null, long: null } }
    const noAddress = { id: 4, name: 'Head Office', address: null }
    expect(nearestLocation(perthCbd, [noPoint, noAddress, midland])?.location).toBe(midland)
    expect(nearestLocation(perthCbd, [noPoint, noAddress])).toBeNull()
    expect(nearestLocation(perthCbd, [])).toBeNull()
  })

  it('ties go to the name, then the id, whatever order the list came in', () => {
    const address = { lat: -31.8886, long: 116.0097 }
    const service = { id: 7, name: 'Swan River Toyota Midland - Service', address }
    const sales = { id: 9, name: 'Swan River Toyota Midland - Sales', address }
    const salesTwin = { id: 8, name: 'Swan River Toyota Midland - Sales', address }
    expect(nearestLocation(perthCbd, [service, sales])?.location).toBe(sales)
    expect(nearestLocation(perthCbd, [sales, service])?.location).toBe(sales)
    expect(nearestLocation(perthCbd, [sales, salesTwin, service])?.location).toBe(salesTwin)
    expect(nearestLocation(perthCbd, [salesTwin, sales, service])?.location).toBe(salesTwin)
  })
})
