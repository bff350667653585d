import type { Payload } from 'payload'

import type { SearchDocument } from '@/search/document'
import type { SearchEngine, SiteScope } from '@/search/engine'

import { poolOf } from '@/server/payloadPool'

import type { SavedCar } from './watchlist'

/** A saved car as listed now (null when the site no longer lists it), with its price when saved and the name it was known by. */
export type WatchlistCar = SavedCar & { listed: SearchDocument | null; name: string | null }

/**
 * The shopper's saved cars as the search index lists them now (price, status,
 * reserved), newest saved first. A saved car the site no longer lists stays
 * on the list, marked so, until the shopper removes it; its stock record, if
 * still kept, gives its name.
 */
export async function watchlistCars(payload: Payload, engine: SearchEngine, scope: SiteScope, saved: readonly SavedCar[]): Promise<WatchlistCar[]> {
  if (saved.length === 0) return []
  const { rows } = await poolOf(payload).query<{ id: string; slug: string; name: string | null }>(
    "SELECT id, slug, data->>'name' AS name FROM stock_vehicles WHERE site_id = $1 AND id = ANY($2::varchar[])",
    [scope.siteId, saved.map((car) => car.carId)],
  )
  const records = new Map(rows.map((row) => [row.id, row]))
  return Promise.all(
    saved.map(async (car) => {
      const record = records.get(car.carId)
      return { ...car, name: record?.name ?? null, listed: record ? await engine.vehicleBySlug(scope, record.slug) : null }
    }),
  )
}
