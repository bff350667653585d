import { stockProfileSchema, type StockProfile } from '@/stock-demo/profile'

import type { SiteSeed } from './seedSchema'

/**
 * The demo stock profile of a seed: its stock mix, and the dealerships and
 * locations the cars sit at, taken from the seed's own lists so names and ids
 * are stated once. Null when the seed asks for no stock.
 */
export function stockProfileFromSeed(seed: SiteSeed): StockProfile | null {
  if (!seed.stock) return null
  const dealershipSlugs = new Set(seed.locations.map((location) => location.dealership))
  return stockProfileSchema.parse({
    ...seed.stock,
    dealerships: seed.dealerships
      .filter((dealership) => dealershipSlugs.has(dealership.slug))
      .map((dealership) => ({ id: dealership.externalId, slug: dealership.slug, name: dealership.name })),
    locations: seed.locations
      .filter((location) => location.locationType === 'sales')
      .map((location) => ({
        id: location.externalId,
        name: location.name,
        dealership_slug: location.dealership,
        city: location.address.city,
        state: location.address.state,
        postcode: location.address.postcode,
      })),
  })
}
