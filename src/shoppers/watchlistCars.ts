import type { Payload } from 'payload'

import type { SearchDocument } from '@/search/document'
import type { SearchEngine, SiteScope } from '@/search/engine'

import { poolOf } from '@/server/payloadPool'

export type WatchlistCar = { carId: string; listed: SearchDocument | null }

/**
 * The shopper's saved cars as the search index lists them now (price, status,
 * reserved), newest saved first. A saved car the site no longer lists stays
 * on the list, marked so, until the shopper removes it.
 */
export async function watchlistCars(payload: Payload, engine: SearchEngine, scope: SiteScope, carIds: readonly string[]): Promise<WatchlistCar[]> {
  if (carIds.length === 0) return []
  const { rows } = await poolOf(payload).query<{ id: string; slug: string }>('SELECT id, slug FROM stock_vehicles WHERE site_id = $1 AND id = ANY($2::varchar[])', [scope.siteId, [...carIds]])
  const slugs = new Map(rows.map((row) => [row.id, row.slug]))
  return Promise.all(
    carIds.map(async (carId) => {
      const slug = slugs.get(carId)
      return { carId, listed: slug ? await engine.vehicleBySlug(scope, slug) : null }
    }),
  )
}
