/**
 * The server watchlist (issue 7): the cars a signed-in
 * shopper saved on this site. Saving twice or removing a car not saved both
 * succeed, so a retried request changes nothing.
 */

import type { Payload } from 'payload'

import { poolOf } from '@/server/payloadPool'

/** Saves the car, with the price it has now, when it is one of the site's vehicles; false when the site has no such car. Saving again keeps the first price. */
export async function saveCar(payload: Payload, shopper: { id: number; siteId: number }, carId: string): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `WITH car AS (
            SELECT id, CASE WHEN jsonb_typeof(data->'price') = 'number' THEN (data->>'price')::numeric END AS price
            FROM stock_vehicles WHERE site_id = $1 AND id = $3),
          saved AS (
            INSERT INTO watchlist_entries (tenant_id, shopper_id, car_id, saved_price, updated_at, created_at)
            SELECT $1, $2, car.id, car.price, now(), now() FROM car
            ON CONFLICT (shopper_id, car_id) DO NOTHING)
     SELECT 1 FROM car`,
    [shopper.siteId, shopper.id, carId],
  )
  return rowCount === 1
}

export async function removeCar(payload: Payload, shopper: { id: number; siteId: number }, carId: string): Promise<void> {
  await poolOf(payload).query('DELETE FROM watchlist_entries WHERE tenant_id = $1 AND shopper_id = $2 AND car_id = $3', [shopper.siteId, shopper.id, carId])
}

/** A car on the shopper's watchlist: its id, and its price when saved (null when it had none). */
export type SavedCar = { carId: string; savedPrice: number | null }

/** The shopper's saved cars, newest first. */
export async function savedCars(payload: Payload, shopper: { id: number; siteId: number }): Promise<SavedCar[]> {
  const { rows } = await poolOf(payload).query<{ car_id: string; saved_price: string | null }>(
    'SELECT car_id, saved_price FROM watchlist_entries WHERE tenant_id = $1 AND shopper_id = $2 ORDER BY created_at DESC, id DESC',
    [shopper.siteId, shopper.id],
  )
  return rows.map((row) => ({ carId: row.car_id, savedPrice: row.saved_price === null ? null : Number(row.saved_price) }))
}

/** The shopper's saved car ids, newest first. */
export async function savedCarIds(payload: Payload, shopper: { id: number; siteId: number }): Promise<string[]> {
  return (await savedCars(payload, shopper)).map((saved) => saved.carId)
}
