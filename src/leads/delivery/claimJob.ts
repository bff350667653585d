import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { LEAD_DELIVERY_CLAIMS_KEPT_MS } from '@/domain/constants'

const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

/**
 * Claims a delivery job for this run, once: true for the first run to ask,
 * false for any other run that took the same job (see collections/LeadDeliveryClaims).
 */
export async function claimDeliveryJob(payload: Payload, jobId: string | number, now: Date = new Date()): Promise<boolean> {
  const claimed = await poolOf(payload).query('INSERT INTO lead_delivery_claims (job, claimed_at) VALUES ($1, $2) ON CONFLICT (job) DO NOTHING RETURNING id', [String(jobId), now])
  return claimed.rowCount === 1
}

/** Clears claims of jobs long finished (a job is run within seconds of being taken). */
export async function clearOldDeliveryClaims(payload: Payload, now: Date = new Date()): Promise<void> {
  await poolOf(payload).query('DELETE FROM lead_delivery_claims WHERE claimed_at < $1', [new Date(now.getTime() - LEAD_DELIVERY_CLAIMS_KEPT_MS)])
}
