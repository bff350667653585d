import type { Payload, TaskConfig } from 'payload'

import { RESERVATION_QUEUE } from '@/domain/jobQueues'

import { poolOf } from '@/server/payloadPool'

/** Sign-in codes are kept a day after they lapse (the hourly limit counts the last hour's), sessions not at all. */
const CODES_KEPT = "interval '1 day'"

/** Deletes lapsed sessions and old sign-in codes, which nothing reads again. */
export async function clearExpiredShopperRecords(payload: Payload): Promise<{ sessions: number; codes: number }> {
  const pool = poolOf(payload)
  const sessions = await pool.query('DELETE FROM shopper_sessions WHERE expires_at < now()')
  const codes = await pool.query(`DELETE FROM shopper_sign_in_codes WHERE expires_at < now() - ${CODES_KEPT}`)
  return { sessions: sessions.rowCount ?? 0, codes: codes.rowCount ?? 0 }
}

/** Hourly, on the reservations queue (which runs every few seconds). */
export const clearExpiredShopperRecordsTask: TaskConfig = {
  slug: 'clearExpiredShopperRecords',
  label: 'Delete lapsed shopper sessions and sign-in codes',
  schedule: [{ cron: '0 17 * * * *', queue: RESERVATION_QUEUE }],
  retries: 0,
  handler: async ({ req }) => ({ output: await clearExpiredShopperRecords(req.payload) }),
}
