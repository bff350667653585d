import type { Pool } from 'pg'

export type SpentAnswer = 'fresh' | 'retry' | 'replay'

/**
 * Records a spam-check answer as used (table used_spam_answers, collection
 * UsedSpamAnswers), so each one sends a single lead: 'fresh' the first time;
 * 'retry' when it comes back with the Idempotency-Key it was first sent with
 * (a double click, a retry after a lost answer: the lead endpoint then returns
 * the first lead's id); otherwise 'replay'. The unique signature makes this
 * hold across concurrent requests and servers. Rows past their expiry can
 * never match a valid answer again, so each insert clears them away.
 */
export async function spendAnswer(pool: Pool, answer: { signature: string; expiresAt: Date; idempotencyKey: string | null; now: Date }): Promise<SpentAnswer> {
  const inserted = await pool.query(
    `WITH expired AS (DELETE FROM used_spam_answers WHERE expires_at < $4)
     INSERT INTO used_spam_answers (signature, expires_at, idempotency_key) VALUES ($1, $2, $3)
     ON CONFLICT (signature) DO NOTHING RETURNING id`,
    [answer.signature, answer.expiresAt, answer.idempotencyKey, answer.now],
  )
  if (inserted.rowCount === 1) return 'fresh'
  if (answer.idempotencyKey === null) return 'replay'
  const first = await pool.query<{ idempotency_key: string | null }>('SELECT idempotency_key FROM used_spam_answers WHERE signature = $1', [answer.signature])
  return first.rows[0]?.idempotency_key === answer.idempotencyKey ? 'retry' : 'replay'
}
