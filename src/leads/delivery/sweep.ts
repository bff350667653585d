/**
 * The sweeper: no lead is lost between its insert and its queued delivery.
 * A lead still pending (or retrying) some minutes after it was stored, with
 * no delivery job waiting or running, had its process die in between; the
 * sweeper queues the channels it still owes. A delivery job still marked as
 * running minutes after it was taken had its instance stop mid-run: Payload
 * never runs a job marked running again, so the sweeper closes it as failed
 * and the lead is queued afresh.
 */

import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { LEAD_SWEEP_GRACE_MS } from '@/domain/leads/leadDelivery'
import { channelsStillDue } from '@/domain/leads/deliveryChannels'
import { webhookTarget } from '@/domain/leads/leadRouting'
import { resolveSiteSettings } from '@/domain/site-settings'

import { DELIVER_LEAD_TASK, queueLeadDelivery } from './queue'

const SWEEP_BATCH = 100

export async function sweepUndeliveredLeads(payload: Payload, now: Date = new Date()): Promise<{ queued: number[] }> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const cutoff = new Date(now.getTime() - LEAD_SWEEP_GRACE_MS)
  // A delivery attempt takes seconds (its webhook call is bounded): one taken before the grace began is abandoned.
  const abandoned = await pool.query<{ id: number }>(
    `UPDATE payload_jobs SET processing = false, has_error = true, error = $3::jsonb, updated_at = now()
     WHERE task_slug = $1 AND processing AND completed_at IS NULL AND updated_at < $2 RETURNING id`,
    [DELIVER_LEAD_TASK, cutoff, JSON.stringify({ message: 'Abandoned: the instance running this delivery stopped before it finished.' })],
  )
  if (abandoned.rowCount) payload.logger.warn(`Closed ${abandoned.rowCount} delivery job(s) whose instance stopped mid-run: ${abandoned.rows.map((row) => row.id).join(', ')}`)
  const { rows } = await pool.query<{ id: number }>(
    `SELECT lead.id FROM customer_leads lead
     WHERE lead.delivery_status IN ('pending', 'retrying') AND lead.created_at < $1
       AND NOT EXISTS (
         SELECT 1 FROM payload_jobs job
         WHERE job.task_slug = $2 AND job.completed_at IS NULL AND job.has_error IS NOT TRUE AND job.input->>'leadId' = lead.id::text)
     ORDER BY lead.id LIMIT $3`,
    [cutoff, DELIVER_LEAD_TASK, SWEEP_BATCH],
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
