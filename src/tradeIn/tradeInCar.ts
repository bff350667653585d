import type { Pool } from 'pg'
import { cache } from 'react'

import type { Car } from '@/domain/car'
import { sitePayload } from '@/sites/sitePayload'

export type TradeInCar = Car & { id: string; slug: string }

/** A car this site shows, by its stock id, for /cars/trade-in?car_id= (once per request: metadata and page share it); null for any other id. */
export const tradeInCar = cache(async (siteId: number, carId: string): Promise<TradeInCar | null> => {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(carId)) return null
  const payload = await sitePayload()
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query<{ id: string; slug: string; data: Car }>(
    'SELECT id, slug, data FROM stock_vehicles WHERE site_id = $1 AND id = $2 AND show_on_dealer_website',
    [siteId, carId],
  )
  const row = rows[0]
  return row ? { ...row.data, id: row.id, slug: row.slug } : null
})
