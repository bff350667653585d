/**
 * What happens after a lead delivery (email or webhook) fails: try again
 * later, or give up and mark it 'failed' so staff see it and resend it.
 *
 * The delays double from LEAD_RETRY_FIRST_DELAY_MS up to
 * LEAD_RETRY_MAX_DELAY_MS, without jitter: one site's leads are few, so there
 * is no crowd of clients to spread out, and a fixed schedule lets staff and
 * tests know when the next attempt runs. Time is an argument.
 */

/**
 * Delivery retries (issue 6): the first retry waits 1 minute and each next one
 * twice as long, never more than an hour; after 8 attempts (about 2 hours of
 * trying) the delivery is 'failed' for staff to resend.
 */
export const LEAD_DELIVERY_MAX_ATTEMPTS = 8
export const LEAD_RETRY_FIRST_DELAY_MS = 60_000
export const LEAD_RETRY_MAX_DELAY_MS = 60 * 60_000

export type DeliveryRetry = { status: 'retrying'; nextAttemptAt: Date } | { status: 'failed' }

/** How long to wait after failed attempt number `attempt` (1 is the first delivery). */
export function retryDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be a whole number from 1, not ${attempt}`)
  // Capping the exponent first keeps 2 ** n finite however large attempt is.
  const doublings = Math.min(attempt - 1, Math.ceil(Math.log2(LEAD_RETRY_MAX_DELAY_MS / LEAD_RETRY_FIRST_DELAY_MS)))
  return Math.min(LEAD_RETRY_FIRST_DELAY_MS * 2 ** doublings, LEAD_RETRY_MAX_DELAY_MS)
}

/**
 * The delivery's state after attempt number `attempt` failed at `failedAt`.
 * A staff resend of a failed delivery starts again at attempt 1.
 */
export function afterFailedAttempt(attempt: number, failedAt: Date): DeliveryRetry {
  // Also refuses an attempt number that is not 1, 2, 3, ...
  const delay = retryDelayMs(attempt)
  if (attempt >= LEAD_DELIVERY_MAX_ATTEMPTS) return { status: 'failed' }
  return { status: 'retrying', nextAttemptAt: new Date(failedAt.getTime() + delay) }
}
