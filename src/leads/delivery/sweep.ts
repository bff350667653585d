/**
 * The sweeper: no lead is lost between its insert and its queued delivery.
 * A lead still pending (or retrying) some minutes after it was stored, with
 * no delivery job waiting or running, had its process die in between; the
 * sweeper queues the channels it still owes.
 */

import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { LEAD_SWEEP_GRACE_MS } from '@/domain/constants'
import { channelsStillDue } from '@/domain/leads/deliveryChannels'
import { webhookTarget } from '@/domain/leads/leadRouting'
import { resolveSiteSettings } from '@/domain/site-settings'

import { DELIVER_LEAD_TASK, queueLeadDelivery } from './queue'

const SWEEP_BATCH = 100

export async function sweepUndeliveredLeads(payload: Payload, now: Date = new Date()): Promise<{ queued: number[] }> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query<{ id: number }>(
    `SELECT lead.id FROM customer_leads lead
     WHERE lead.delivery_status IN ('pending', 'retrying') AND lead.created_at < $1
       AND NOT EXISTS (
         SELECT 1 FROM payload_jobs job
         WHERE job.task_slug = $2 AND job.completed_at IS NULL AND job.has_error IS NOT TRUE AND job.input->>'leadId' = lead.id::text)
     ORDER BY lead.id LIMIT $3`,
    [new Date(now.getTime() - LEAD_SWEEP_GRACE_MS), DELIVER_LEAD_TASK, SWEEP_BATCH],
  )
  const queued: number[] = []
  for (const { id } of rows) {
    const lead = await payload.findByID({ collection: 'customer-leads', id, depth: 1, overrideAccess: true })
    const site = typeof lead.tenant === 'object' ? lead.tenant : null
    const log = lead.deliveryLog ?? []
    const hasWebhook = webhookTarget(resolveSiteSettings((site?.settings ?? null) as never).leadDelivery) !== null
    const channels = channelsStillDue(log, hasWebhook)
    const attempt = Math.max(0, ...log.map((entry) => entry.attempt)) + 1
    await queueLeadDelivery(payload, id, { attempt, channels })
    queued.push(id)
  }
  if (queued.length > 0) payload.logger.warn(`Queued the delivery of ${queued.length} lead(s) found without one: ${queued.join(', ')}`)
  return { queued }
}
