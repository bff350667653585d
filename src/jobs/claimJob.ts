import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { LEAD_DELIVERY_CLAIMS_KEPT_MS } from '@/domain/jobQueues'

const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

/**
 * Claims a job run, once: true for the first run to ask, false for any other
 * run that took the same job. Payload's runner marks a job taken with a read
 * and then a write, so two runs (two instances, or two crons) can take one
 * job; a job that sends something (a lead, an invitation) claims it first.
 * Keys are job ids (unique across tasks), with the attempt when a task retries.
 * The table was made for lead deliveries (collections/LeadDeliveryClaims).
 */
export async function claimJobRun(payload: Payload, key: string | number, now: Date = new Date()): Promise<boolean> {
  const claimed = await poolOf(payload).query('INSERT INTO lead_delivery_claims (job, claimed_at) VALUES ($1, $2) ON CONFLICT (job) DO NOTHING RETURNING id', [String(key), now])
  return claimed.rowCount === 1
}

/** Clears claims of jobs long finished (a job is run within seconds of being taken). */
export async function clearOldJobClaims(payload: Payload, now: Date = new Date()): Promise<void> {
  await poolOf(payload).query('DELETE FROM lead_delivery_claims WHERE claimed_at < $1', [new Date(now.getTime() - LEAD_DELIVERY_CLAIMS_KEPT_MS)])
}
