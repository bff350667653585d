/**
 * Queuing lead deliveries on the durable jobs queue (Payload jobs, stored
 * in payload_jobs), which the server runs (payload.config.ts autoRun).
 */

import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { LEAD_DELIVERY_CHANNELS, type LeadDeliveryChannel } from '@/domain/leads/deliveryChannels'
import { LEAD_DELIVERY_QUEUE } from '@/domain/jobQueues'

export const DELIVER_LEAD_TASK = 'deliverLead'

export interface DeliverLeadInput {
  leadId: number
  /** 1 for the first try and for a staff resend; the retry schedule counts from it. */
  attempt: number
  /** What this attempt sends: the channels still owed. */
  channels: LeadDeliveryChannel[]
}

export async function queueLeadDelivery(
  payload: Payload,
  leadId: number,
  options: { attempt?: number; channels?: LeadDeliveryChannel[]; waitUntil?: Date } = {},
): Promise<void> {
  const input: DeliverLeadInput = { leadId, attempt: options.attempt ?? 1, channels: options.channels ?? [...LEAD_DELIVERY_CHANNELS] }
  await payload.jobs.queue({ task: DELIVER_LEAD_TASK, queue: LEAD_DELIVERY_QUEUE, input, waitUntil: options.waitUntil })
}

/**
 * Queues a just-stored lead's delivery without ever failing the shopper's
 * request: the lead is already committed, and if this queuing fails the
 * sweeper (sweep.ts) queues it a little later.
 */
export async function queueStoredLead(payload: Payload, leadId: number): Promise<void> {
  try {
    await queueLeadDelivery(payload, leadId)
  } catch (error) {
    payload.logger.error({ err: error }, `Lead ${leadId} is stored but its delivery was not queued; the sweeper will queue it`)
  }
}

/** Removes a lead's delivery jobs that have not started (a waiting retry), so a resend is the only delivery in flight. */
export async function cancelWaitingDeliveries(payload: Payload, leadId: number): Promise<void> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  await pool.query(
    `DELETE FROM payload_jobs WHERE task_slug = $1 AND completed_at IS NULL AND processing IS NOT TRUE AND input->>'leadId' = $2`,
    [DELIVER_LEAD_TASK, String(leadId)],
  )
}
