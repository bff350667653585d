/**
 * The local test payment provider (issue 7): the embedded default, so the
 * whole reserve flow runs offline. A payment is a row of local_payments;
 * the shopper "pays" on the site's own test payment page (/test-payment/{id}),
 * which says plainly that no money moves. Refunds mark the row refunded.
 */

import { randomUUID } from 'node:crypto'

import type { Pool } from 'pg'

import type { DepositRequest, PaymentProvider, PaymentState, StartedPayment } from './provider'

export const LOCAL_PAYMENT_PAGE = '/test-payment'

export function localProvider(pool: Pool): PaymentProvider {
  return {
    name: 'local',
    async startPayment(request: DepositRequest): Promise<StartedPayment> {
      const paymentId = `lp_${randomUUID()}`
      await pool.query(
        `INSERT INTO local_payments (payment_id, reservation_id, amount_cents, description, return_url, cancel_url, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'open', now(), now())`,
        [paymentId, request.reservationId, request.amountCents, request.description, request.returnUrl, request.cancelUrl],
      )
      return { paymentId, redirectUrl: `${new URL(request.returnUrl).origin}${LOCAL_PAYMENT_PAGE}/${paymentId}` }
    },
    async paymentState(paymentId: string): Promise<PaymentState> {
      const { rows } = await pool.query<{ status: string }>('SELECT status FROM local_payments WHERE payment_id = $1', [paymentId])
      const status = rows[0]?.status
      if (status === 'paid' || status === 'refunded') return 'paid'
      return status === 'failed' || status === undefined ? 'failed' : 'open'
    },
    async refund(paymentId: string): Promise<string> {
      const refundId = `lr_${paymentId.slice(3)}`
      // Only a taken payment is refunded, once; a second call finds it refunded already and answers the same id.
      await pool.query(`UPDATE local_payments SET status = 'refunded', refund_id = $2, updated_at = now() WHERE payment_id = $1 AND status = 'paid'`, [paymentId, refundId])
      return refundId
    },
  }
}

export type LocalPayment = { paymentId: string; amountCents: number; description: string; returnUrl: string; cancelUrl: string; status: 'open' | 'paid' | 'failed' | 'refunded' }

/** A test payment of this site's reservations: another site's host never shows or settles it. */
export async function findLocalPayment(pool: Pool, paymentId: string, siteId: number): Promise<LocalPayment | null> {
  const { rows } = await pool.query<{ payment_id: string; amount_cents: string; description: string; return_url: string; cancel_url: string; status: LocalPayment['status'] }>(
    `SELECT payment.payment_id, payment.amount_cents, payment.description, payment.return_url, payment.cancel_url, payment.status
       FROM local_payments payment JOIN reservations reservation ON reservation.id::text = payment.reservation_id
      WHERE payment.payment_id = $1 AND reservation.tenant_id = $2`,
    [paymentId, siteId],
  )
  const row = rows[0]
  return row ? { paymentId: row.payment_id, amountCents: Number(row.amount_cents), description: row.description, returnUrl: row.return_url, cancelUrl: row.cancel_url, status: row.status } : null
}

/** The shopper's answer on the test payment page: pay or decline an open payment of this site; anything else stays as it is. */
export async function settleLocalPayment(pool: Pool, paymentId: string, siteId: number, outcome: 'paid' | 'failed'): Promise<LocalPayment | null> {
  if (!(await findLocalPayment(pool, paymentId, siteId))) return null
  await pool.query(`UPDATE local_payments SET status = $2, updated_at = now() WHERE payment_id = $1 AND status = 'open'`, [paymentId, outcome])
  return findLocalPayment(pool, paymentId, siteId)
}
