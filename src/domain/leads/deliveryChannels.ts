/**
 * Which channels of a lead's delivery still need sending, and the lead's
 * delivery state after an attempt (issue 6). Email and webhook succeed or
 * fail apart: a retry sends only what failed, so a webhook outage never
 * sends the dealer the same email twice. Time is an argument.
 */

import { afterFailedAttempt } from './deliveryRetry'

/** Delivery states a lead shows staff and the CSV export. */
export const LEAD_DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number]

/** The ways a lead travels, each delivered and logged on its own so a failing webhook never resends a sent email. */
export const LEAD_DELIVERY_CHANNELS = ['email', 'webhook'] as const
export type LeadDeliveryChannel = (typeof LEAD_DELIVERY_CHANNELS)[number]
export const LEAD_DELIVERY_OUTCOMES = ['sent', 'failed'] as const
export type LeadDeliveryOutcome = (typeof LEAD_DELIVERY_OUTCOMES)[number]

export interface DeliveryLogEntry {
  channel: LeadDeliveryChannel
  outcome: LeadDeliveryOutcome
}

/**
 * The channels still owed, from the lead's log (oldest entry first): every
 * channel the site uses whose latest entry is not 'sent'. A staff resend
 * does not use this: it sends every channel again.
 */
export function channelsStillDue(log: readonly DeliveryLogEntry[], hasWebhook: boolean): LeadDeliveryChannel[] {
  const latest = new Map<LeadDeliveryChannel, LeadDeliveryOutcome>()
  for (const entry of log) latest.set(entry.channel, entry.outcome)
  const used: LeadDeliveryChannel[] = hasWebhook ? ['email', 'webhook'] : ['email']
  return used.filter((channel) => latest.get(channel) !== 'sent')
}

export type AttemptResult =
  | { status: 'delivered' }
  | { status: 'retrying'; nextAttemptAt: Date; channels: LeadDeliveryChannel[] }
  | { status: 'failed'; channels: LeadDeliveryChannel[] }

/** The lead's state after attempt number `attempt`, whose `failed` channels failed at `at`. */
export function afterAttempt(attempt: number, failed: readonly LeadDeliveryChannel[], at: Date): AttemptResult {
  if (failed.length === 0) return { status: 'delivered' }
  const retry = afterFailedAttempt(attempt, at)
  return retry.status === 'failed'
    ? { status: 'failed', channels: [...failed] }
    : { status: 'retrying', nextAttemptAt: retry.nextAttemptAt, channels: [...failed] }
}
