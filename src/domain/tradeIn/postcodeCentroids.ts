/**
 * One point per Australian postcode, reduced from a locality list (the
 * bundled src/tradeIn/au-postcode-centroids.json is made by
 * scripts/generate-postcode-centroids.ts with this function).
 *
 * Why these rules: the source lists every locality of a postcode with a
 * geocoded point, and a few points are plainly wrong: 0,0 for unknown, a
 * same-named place abroad (Kempton NSW 2583 placed in Pennsylvania), or a
 * same-named place in another state (Happy Valley NSW 2430 placed 1,300 km
 * away). So a point outside Australia's extent falls back to the row's
 * postcode-level point, and the postcode's point is the median latitude and
 * median longitude of its localities, which one stray locality cannot drag.
 */

import type { GeoPoint } from '../locations'
import { median } from './median'

export type LocalityRow = {
  postcode: string
  /** The locality's own point. */
  lat: number | null | undefined
  long: number | null | undefined
  /** The postcode-level point the source also gives, used when the locality's is unusable. */
  postcodeLat?: number | null
  postcodeLong?: number | null
}

/** [latitude, longitude] rounded to 4 decimals (about 11 m): closer than a postcode's size, and small to ship. */
export type CompactPoint = readonly [number, number]

/**
 * Australia with its external territories: Christmas Island (105.6° E),
 * Cocos (96.8° E), Norfolk (168° E), Macquarie Island (54.6° S), Heard (73° E).
 */
const AUSTRALIAN_EXTENT = { minLat: -56, maxLat: -9, minLong: 72, maxLong: 169 } as const

const DECIMALS = 4

export function isInAustralia(lat: unknown, long: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof long === 'number' &&
    lat >= AUSTRALIAN_EXTENT.minLat &&
    lat <= AUSTRALIAN_EXTENT.maxLat &&
    long >= AUSTRALIAN_EXTENT.minLong &&
    long <= AUSTRALIAN_EXTENT.maxLong
  )
}

function usablePoint(row: LocalityRow): GeoPoint | null {
  if (isInAustralia(row.lat, row.long)) return { lat: row.lat as number, long: row.long as number }
  if (isInAustralia(row.postcodeLat, row.postcodeLong)) return { lat: row.postcodeLat as number, long: row.postcodeLong as number }
  return null
}

function round(value: number): number {
  return Number(value.toFixed(DECIMALS))
}

/**
 * Postcode → its point, in ascending postcode order so the generated file is
 * stable (a Map: an object would put '0200' after '9999', as it orders
 * integer-like keys first). A postcode none of whose localities has a usable point is left out
 * (it then answers 'Invalid postcode', as an unknown one does).
 */
export function postcodeCentroids(rows: Iterable<LocalityRow>): Map<string, CompactPoint> {
  const byPostcode = new Map<string, GeoPoint[]>()
  for (const row of rows) {
    const point = /^\d{4}$/.test(row.postcode) ? usablePoint(row) : null
    if (!point) continue
    const points = byPostcode.get(row.postcode) ?? []
    points.push(point)
    byPostcode.set(row.postcode, points)
  }
  const centroids = new Map<string, CompactPoint>()
  for (const postcode of [...byPostcode.keys()].sort()) {
    const points = byPostcode.get(postcode) as GeoPoint[]
    centroids.set(postcode, [round(median(points.map((p) => p.lat))), round(median(points.map((p) => p.long)))])
  }
  return centroids
}
