/**
 * The stock's fixed vocabulary: the body types and car types a feed's records
 * carry, as codes (stockLabels.ts gives the words shoppers read).
 */

/** Body types. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const
export type BodyType = (typeof BODY_TYPES)[number]

/** Car types a dealer stocks. */
export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]
