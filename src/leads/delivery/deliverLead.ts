/**
 * One delivery attempt of a lead (the deliverLead job): sends each channel
 * still owed, logs each on the lead, and sets the lead's delivery status.
 * After a failure it queues the next attempt itself, waiting as the
 * domain's retry schedule says (src/domain/leads/deliveryRetry.ts), with
 * only the channels that failed.
 */

import type { Payload } from 'payload'

import { afterAttempt, type LeadDeliveryChannel, type LeadDeliveryOutcome } from '@/domain/leads/deliveryChannels'

import { sendLeadEmail } from './email'
import { prepareDelivery, type PreparedDelivery } from './prepareDelivery'
import { queueLeadDelivery, type DeliverLeadInput } from './queue'
import { postLeadWebhook } from './webhook'

interface LogEntry {
  at: string
  attempt: number
  channel: LeadDeliveryChannel
  outcome: LeadDeliveryOutcome
  target: string | null
  error: string | null
}

const ERROR_MAX_LENGTH = 500

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH)
}

export async function deliverLead(payload: Payload, input: DeliverLeadInput): Promise<{ status: string }> {
  let prepared: PreparedDelivery | null
  try {
    prepared = await prepareDelivery(payload, input.leadId)
  } catch (error) {
    // Bad data (a site with no time zone, say) fails this attempt on every channel, and staff see why.
    const at = new Date().toISOString()
    const entries = input.channels.map((channel): LogEntry => ({ at, attempt: input.attempt, channel, outcome: 'failed', target: null, error: message(error) }))
    return recordAttempt(payload, input, entries)
  }
  if (!prepared) return { status: 'lead deleted' }
  const entries: LogEntry[] = []
  for (const channel of input.channels) {
    // A site that removed its webhook since the lead came in owes it nothing.
    if (channel === 'webhook' && !prepared.webhook) continue
    const at = new Date()
    const target = channel === 'email' ? prepared.email.to.join(', ') : prepared.webhook!.url
    try {
      if (channel === 'email') await sendLeadEmail(payload, { id: prepared.lead.id, siteId: prepared.siteId }, prepared.email)
      else await postLeadWebhook(prepared.webhook!, prepared.webhookBody, at)
      entries.push({ at: at.toISOString(), attempt: input.attempt, channel, outcome: 'sent', target, error: null })
    } catch (error) {
      entries.push({ at: at.toISOString(), attempt: input.attempt, channel, outcome: 'failed', target, error: message(error) })
    }
  }
  return recordAttempt(payload, input, entries)
}

/** Appends the attempt to the lead's log, sets its delivery status, and queues the next attempt when one is due. */
async function recordAttempt(payload: Payload, input: DeliverLeadInput, entries: LogEntry[]): Promise<{ status: string }> {
  const failed = entries.filter((entry) => entry.outcome === 'failed').map((entry) => entry.channel)
  const result = afterAttempt(input.attempt, failed, new Date())
  const lead = await payload.findByID({ collection: 'customer-leads', id: input.leadId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!lead) return { status: 'lead deleted' }
  await payload.update({
    collection: 'customer-leads',
    id: lead.id,
    data: { deliveryStatus: result.status, deliveryLog: [...(lead.deliveryLog ?? []), ...entries] },
    depth: 0,
    // The job has no user; it writes only the delivery fields of this one lead.
    overrideAccess: true,
  })
  if (result.status === 'retrying') {
    await queueLeadDelivery(payload, lead.id, { attempt: input.attempt + 1, channels: result.channels, waitUntil: result.nextAttemptAt })
  }
  return { status: result.status }
}
