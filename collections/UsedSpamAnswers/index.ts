import { systemCollection } from '../systemCollection'

/**
 * Spam-check answers already spent on a lead (issue 6: the server "rejects
 * replays"). POST /api/leads writes each one with a single INSERT … ON
 * CONFLICT DO NOTHING (src/leads/altcha/usedAnswers.ts) and clears the
 * expired ones; nobody reads or edits them, so the collection is hidden and
 * closed to every user.
 */
export const UsedSpamAnswers = systemCollection({
  slug: 'used-spam-answers',
  timestamps: false,
  fields: [
    { name: 'signature', type: 'text', required: true, unique: true, admin: { description: 'The challenge signature: one per challenge the server issued.' } },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'idempotencyKey', type: 'text', admin: { description: 'The Idempotency-Key it was first sent with: a retry with the same key is not a replay.' } },
  ],
})
