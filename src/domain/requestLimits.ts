/**
 * What the public endpoints a shopper's pages call will take: their rate
 * limits per address and per site, the largest body each reads, and the
 * lead form's Idempotency-Key.
 */

/**
 * Submissions POST /api/leads takes before answering 429 (ours: issue 6 asks
 * for limits per address and per site). A person sends a few forms a minute
 * at most; a dealer group's busiest hour is far below 300 a minute.
 */
export const LEAD_RATE_LIMITS = {
  perAddress: { limit: 10, windowMs: 60_000 },
  perSite: { limit: 300, windowMs: 60_000 },
} as const

/**
 * Phone reveals POST /api/phone-reveals records before answering 429 (ours):
 * a shopper reveals a number on a few car pages a minute; more is a script
 * inflating a dealer's call counts.
 */
export const PHONE_REVEAL_RATE_LIMITS = {
  perAddress: { limit: 30, windowMs: 60_000 },
  perSite: { limit: 600, windowMs: 60_000 },
} as const

/** The trade-in form's calls in one journey (nearest location, lead, valuation, saved valuation, offer): their rate limit is that many leads' (ours). */
export const TRADE_IN_CALLS_PER_JOURNEY = 5

/** The largest lead body the endpoint reads: the payload's own bounds add up to well under it. */
export const LEAD_BODY_MAX_BYTES = 64 * 1024

/** The largest body a shopper endpoint (sign-in, watchlist, reserve, phone reveal, test payment) reads: each form is a few hundred bytes. */
export const SHOPPER_BODY_MAX_BYTES = 16 * 1024

/** An Idempotency-Key the form sets: letters, digits, - and _, 8 to 128 of them (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/
