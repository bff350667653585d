/**
 * Staff invitations go out through the durable jobs queue. Queued with the
 * request that created the staff member, the job is written in that
 * request's transaction: it exists, and the email goes out, only once the
 * staff member is committed; a rolled-back creation leaves neither.
 */

import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { STAFF_EMAIL_QUEUE } from '@/domain/jobQueues'
import { claimJobRun } from '@/jobs/claimJob'

import { sendInvitation, type InvitationInput } from './sendInvitation'

export const SEND_STAFF_INVITATION_TASK = 'sendStaffInvitation'

export async function queueInvitation(payload: Payload, input: InvitationInput, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.jobs.queue({ task: SEND_STAFF_INVITATION_TASK, queue: STAFF_EMAIL_QUEUE, input, ...(req ? { req: req as PayloadRequest } : {}) })
}

export const sendStaffInvitationTask: TaskConfig = {
  slug: SEND_STAFF_INVITATION_TASK,
  label: 'Send a staff invitation',
  retries: 3,
  inputSchema: [
    { name: 'userId', type: 'number', required: true },
    { name: 'invitedBy', type: 'text', required: true },
  ],
  handler: async ({ input, job, req }) => {
    // Two runs taking one job would each make a new link, and the email sent first would hold a link the second undid.
    if (!(await claimJobRun(req.payload, `${job.id}/${job.totalTried}`))) return { output: { result: 'taken by another run' } }
    return { output: { result: await sendInvitation(req.payload, input as InvitationInput, req) } }
  },
}
