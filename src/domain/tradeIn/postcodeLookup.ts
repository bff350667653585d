/**
 * The trade-in form's postcode, turned into a point.
 * The table is passed in so the rule is tested on a small one;
 * src/tradeIn/postcodeLocation.ts binds the bundled Australian table.
 */

import { INVALID_POSTCODE_MESSAGE } from '../australianAddress'
import type { GeoPoint } from '../locations'
import type { CompactPoint } from './postcodeCentroids'

/** A well-formed postcode that geocodes to nothing ("Geocoding without result"). */
export const POSTCODE_NOT_FOUND_MESSAGE = 'Invalid postcode'

export type PostcodeLookup = { ok: true; point: GeoPoint } | { ok: false; message: string }

/**
 * Exactly 4 digits, else the field's message; a well-formed postcode the
 * table does not hold answers as the geocoder's empty result does. No
 * trimming: the field takes 4 characters, as the address fields' rule does.
 */
export function lookUpPostcode(postcode: string, table: ReadonlyMap<string, CompactPoint>): PostcodeLookup {
  if (!/^\d{4}$/.test(postcode)) return { ok: false, message: INVALID_POSTCODE_MESSAGE }
  const point = table.get(postcode)
  return point ? { ok: true, point: { lat: point[0], long: point[1] } } : { ok: false, message: POSTCODE_NOT_FOUND_MESSAGE }
}
