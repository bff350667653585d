/**
 * The server watchlist (issue 7): the cars a signed-in
 * shopper saved on this site. Saving twice or removing a car not saved both
 * succeed, so a retried request changes nothing.
 */

import type { Payload } from 'payload'

import { poolOf } from '@/server/payloadPool'

/** Saves the car when it is one of the site's vehicles; false when the site has no such car. */
export async function saveCar(payload: Payload, shopper: { id: number; siteId: number }, carId: string): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `WITH car AS (SELECT id FROM stock_vehicles WHERE site_id = $1 AND id = $3),
          saved AS (
            INSERT INTO watchlist_entries (tenant_id, shopper_id, car_id, updated_at, created_at)
            SELECT $1, $2, car.id, now(), now() FROM car
            ON CONFLICT (shopper_id, car_id) DO NOTHING)
     SELECT 1 FROM car`,
    [shopper.siteId, shopper.id, carId],
  )
  return rowCount === 1
}

export async function removeCar(payload: Payload, shopper: { id: number; siteId: number }, carId: string): Promise<void> {
  await poolOf(payload).query('DELETE FROM watchlist_entries WHERE tenant_id = $1 AND shopper_id = $2 AND car_id = $3', [shopper.siteId, shopper.id, carId])
}

/** The shopper's saved car ids, newest first. */
export async function savedCarIds(payload: Payload, shopper: { id: number; siteId: number }): Promise<string[]> {
  const { rows } = await poolOf(payload).query<{ car_id: string }>(
    'SELECT car_id FROM watchlist_entries WHERE tenant_id = $1 AND shopper_id = $2 ORDER BY created_at DESC, id DESC',
    [shopper.siteId, shopper.id],
  )
  return rows.map((row) => row.car_id)
}
