import { systemCollection } from '../systemCollection'

/**
 * One row per delivery job that started sending (src/jobs/claimJob.ts; staff invitations claim theirs here too).
 * Payload's job runner marks jobs as taken with a read and then a write, so two
 * runs of the queue can take the same job; the first to claim it here sends,
 * and the other sends nothing, so a dealer never gets a lead twice. Hidden and
 * closed to every user; old claims are cleared by the sweeper.
 */
export const LeadDeliveryClaims = systemCollection({
  slug: 'lead-delivery-claims',
  timestamps: false,
  fields: [
    { name: 'job', type: 'text', required: true, unique: true, admin: { description: 'The delivery job’s id.' } },
    { name: 'claimedAt', type: 'date', required: true, index: true },
  ],
})
