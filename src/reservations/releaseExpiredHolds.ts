/**
 * Ends holds nobody confirmed within their 48 hours (issue 7): the reservation
 * becomes `expired` and the car is listed as available again, in the database
 * and in every search index. One UPDATE decides which holds end, so two
 * runners (two instances) never release the same hold twice.
 */

import type { Payload, TaskConfig } from 'payload'

import { RESERVATION_QUEUE, RESERVATION_RELEASE_CRON } from '@/domain/jobQueues'
import { poolOf } from '@/server/payloadPool'
import { announceStockChange } from '@/server/stockVersion'

import { publishHold } from './publishHold'

export async function releaseExpiredHolds(payload: Payload, now = new Date()): Promise<{ released: number }> {
  const client = await poolOf(payload).connect()
  let released: { tenant_id: number; car_id: string; car_slug: string | null }[]
  try {
    await client.query('BEGIN')
    ;({ rows: released } = await client.query<{ tenant_id: number; car_id: string; car_slug: string | null }>(
      `UPDATE reservations
          SET status = 'expired', updated_at = now(),
              history = concat_ws(E'\\n', NULLIF(history, ''), $2::text)
        WHERE status = 'held' AND held_until <= $1
        RETURNING tenant_id, car_id, car_slug`,
      [now, `${now.toISOString()} The 48-hour hold ended unconfirmed; car released`],
    ))
    // Each released car's pages go, not its site's.
    for (const row of released) await announceStockChange(client, row.tenant_id, row.car_slug)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
  for (const row of released) await publishHold(payload, row.tenant_id, row.car_id)
  return { released: released.length }
}

export const releaseExpiredHoldsTask: TaskConfig = {
  slug: 'releaseExpiredHolds',
  label: 'Release cars whose reservation hold ended',
  schedule: [{ cron: RESERVATION_RELEASE_CRON, queue: RESERVATION_QUEUE }],
  retries: 0,
  handler: async ({ req }) => ({ output: await releaseExpiredHolds(req.payload) }),
}
