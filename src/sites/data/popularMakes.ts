import { POPULAR_MAKES } from '@/domain/makes'

import { VEHICLE_REFERENCE_TAG } from '@/lib/cacheTags'

import { platformGlobal } from './siteRead'

/**
 * The makes agency staff flag popular in the vehicle reference data, in their
 * order: make selects list them first. POPULAR_MAKES until the data is filled.
 */
export const getPopularMakes = platformGlobal('vehicle-reference', VEHICLE_REFERENCE_TAG, (stored): string[] => {
  const makes = stored.makes ?? []
  return makes.length > 0 ? makes.filter((make) => make.popular).map((make) => make.name) : [...POPULAR_MAKES]
})
