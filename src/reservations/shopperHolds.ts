import type { Pool, PoolClient } from 'pg'

import type { ShopperReservation } from '@/domain/reservation'

/**
 * A shopper's pending and held reservations on a site, as the cap per shopper
 * reads them (reservationRefusal): theirs by signed-in account or by email
 * address, since a site that does not gate checkout knows a shopper only by
 * the address they type.
 */
export async function shopperReservations(db: Pick<Pool | PoolClient, 'query'>, siteId: number, shopper: { shopperId: number | null; email: string | null }, exceptId?: number): Promise<ShopperReservation[]> {
  const { rows } = await db.query<{ car_id: string; car_title: string | null; status: ShopperReservation['status']; held_until: Date | null; created_at: Date }>(
    `SELECT car_id, car_title, status, held_until, created_at FROM reservations
      WHERE tenant_id = $1 AND status IN ('pending', 'held') AND id IS DISTINCT FROM $4::integer
        AND ((shopper_id IS NOT NULL AND shopper_id = $2::integer) OR (email IS NOT NULL AND lower(email) = lower($3::text)))`,
    [siteId, shopper.shopperId, shopper.email ?? '', exceptId ?? null],
  )
  return rows.map((row) => ({ carId: row.car_id, carTitle: row.car_title ?? '', status: row.status, heldUntil: row.held_until, startedAt: row.created_at }))
}
