import { unstable_cache } from 'next/cache'

import { POPULAR_MAKES } from '@/domain/dealerNetworkConstants'

import { VEHICLE_REFERENCE_TAG } from '@/lib/cacheTags'
import { sitePayload } from '../sitePayload'

/**
 * The makes agency staff flag popular in the vehicle reference data, in their
 * order: make selects list them first. POPULAR_MAKES until the data is filled.
 */
export const getPopularMakes = unstable_cache(
  async (): Promise<string[]> => {
    const payload = await sitePayload()
    // Platform reference data, the same for every site; no site filter applies.
    const global = await payload.findGlobal({ slug: 'vehicle-reference', overrideAccess: true })
    const makes = global.makes ?? []
    return makes.length > 0 ? makes.filter((make) => make.popular).map((make) => make.name) : [...POPULAR_MAKES]
  },
  ['popular-makes'],
  { tags: [VEHICLE_REFERENCE_TAG], revalidate: 3600 },
)
