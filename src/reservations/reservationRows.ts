import type { PoolClient, Pool } from 'pg'

import type { ReservationStatus } from '@/domain/reservation'
import type { PaymentProviderName } from '@/payments/provider'

/** A reservation as the reserve flow reads it (the table Payload keeps for the reservations collection). */
export type ReservationRow = {
  id: number
  siteId: number
  carId: string
  carSlug: string
  carTitle: string
  status: ReservationStatus
  provider: PaymentProviderName
  paymentId: string | null
  reference: string
  heldUntil: Date | null
  depositCents: number
  /** Whose it is: the signed-in shopper's account, if any, and the email address they gave. */
  shopper: { shopperId: number | null; email: string | null }
}

const COLUMNS = `id, tenant_id, car_id, car_slug, car_title, status, provider, payment_id, reference, held_until, deposit_cents, shopper_id, email`

type Raw = { id: number; tenant_id: number; car_id: string; car_slug: string | null; car_title: string | null; status: ReservationStatus; provider: PaymentProviderName; payment_id: string | null; reference: string; held_until: Date | null; deposit_cents: string | number; shopper_id: number | null; email: string | null }

function fromRaw(row: Raw): ReservationRow {
  return {
    id: row.id,
    siteId: row.tenant_id,
    carId: row.car_id,
    carSlug: row.car_slug ?? '',
    carTitle: row.car_title ?? '',
    status: row.status,
    provider: row.provider,
    paymentId: row.payment_id,
    reference: row.reference,
    heldUntil: row.held_until,
    depositCents: Number(row.deposit_cents),
    shopper: { shopperId: row.shopper_id, email: row.email },
  }
}

type Db = Pick<Pool | PoolClient, 'query'>

export async function reservationWhere(db: Db, where: 'payment_id' | 'reference' | 'id', value: string | number): Promise<ReservationRow | null> {
  const { rows } = await db.query<Raw>(`SELECT ${COLUMNS} FROM reservations WHERE ${where} = $1`, [value])
  return rows[0] ? fromRaw(rows[0]) : null
}

/** Moves a reservation on from one of `from` to `to`, with a line in its history; null when it was not in `from` any more (someone else moved it first). */
export async function moveReservation(
  db: Db,
  id: number,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
  historyLine: string,
  changes: { heldUntil?: Date | null; paidAt?: Date; refundId?: string } = {},
): Promise<ReservationRow | null> {
  const { rows } = await db.query<Raw>(
    `UPDATE reservations
        SET status = $3,
            held_until = CASE WHEN $4::boolean THEN $5::timestamptz ELSE held_until END,
            paid_at = COALESCE($6::timestamptz, paid_at),
            refund_id = COALESCE($7, refund_id),
            history = concat_ws(E'\\n', NULLIF(history, ''), $8::text),
            updated_at = now()
      WHERE id = $1 AND status::text = ANY($2::text[])
      RETURNING ${COLUMNS}`,
    [id, from, to, 'heldUntil' in changes, changes.heldUntil ?? null, changes.paidAt ?? null, changes.refundId ?? null, `${new Date().toISOString()} ${historyLine}`],
  )
  return rows[0] ? fromRaw(rows[0]) : null
}
