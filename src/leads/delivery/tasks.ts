import type { TaskConfig } from 'payload'

import { LEAD_DELIVERY_CHANNELS } from '@/domain/leads/deliveryChannels'
import { LEAD_DELIVERY_QUEUE } from '@/domain/jobQueues'
import { claimJobRun, clearOldJobClaims } from '@/jobs/claimJob'

import { deliverLead } from './deliverLead'
import { DELIVER_LEAD_TASK, type DeliverLeadInput } from './queue'
import { sweepUndeliveredLeads } from './sweep'

/**
 * Delivers one lead (deliverLead.ts). Payload's own retries stay off: the
 * task queues its next attempt on the domain's schedule, and a job that
 * throws (the database went away) leaves the lead to the sweeper.
 */
export const deliverLeadTask: TaskConfig = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver a lead',
  retries: 0,
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'attempt', type: 'number', required: true },
    { name: 'channels', type: 'select', hasMany: true, required: true, options: [...LEAD_DELIVERY_CHANNELS] },
  ],
  handler: async ({ input, job, req }) => {
    // Two runs of the queue can take the same job: only the first to claim it sends.
    if (!(await claimJobRun(req.payload, job.id))) return { output: { status: 'taken by another run' } }
    return { output: await deliverLead(req.payload, input as DeliverLeadInput) }
  },
}

/** Queues the delivery of leads left without one, once a minute on the delivery queue. */
export const sweepUndeliveredLeadsTask: TaskConfig = {
  slug: 'sweepUndeliveredLeads',
  label: 'Queue leads left undelivered',
  schedule: [{ cron: '0 * * * * *', queue: LEAD_DELIVERY_QUEUE }],
  retries: 0,
  handler: async ({ req }) => {
    await clearOldJobClaims(req.payload)
    return { output: await sweepUndeliveredLeads(req.payload) }
  },
}
