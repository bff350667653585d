/**
 * The signature on a lead webhook POST (issue 6), sent in the
 * WEBHOOK_SIGNATURE_HEADER header as `t=<unix seconds>,v1=<hex>`, where the
 * hex is HMAC-SHA256 over `<t>.<raw body>` with the site's webhook secret.
 *
 * Signing the timestamp with the body lets the dealer's receiver refuse a
 * captured request replayed later; `v1` names the scheme so a new one can be
 * added beside it. A receiver verifies the raw bytes it received, before
 * parsing the JSON. Time is an argument.
 */

import { createHmac, timingSafeEqual } from 'node:crypto'

import { WEBHOOK_TOLERANCE_SECONDS } from '@/domain/leads/leadDelivery'

export type WebhookVerification = { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' }

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

function hmacHex(timestamp: number, body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
}

/** The header value for `body` sent at `timestamp`. */
export function signWebhook(body: string, secret: string, timestamp: Date): string {
  // An empty key would still produce a signature anyone can compute.
  if (!secret) throw new Error('A webhook secret is required to sign a delivery')
  const t = unixSeconds(timestamp)
  return `t=${t},v1=${hmacHex(t, body, secret)}`
}

/**
 * Whether `header` signs `body` with `secret`, at most `toleranceSeconds` from
 * `now` either way. Several v1 values are accepted, any one matching, so a
 * sender can sign with an old and a new secret while a receiver rotates.
 */
export function verifyWebhookSignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  now: Date,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): WebhookVerification {
  if (!header || !secret) return { ok: false, reason: 'malformed' }
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2)
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value)
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' }
  if (Math.abs(unixSeconds(now) - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' }
  const expected = Buffer.from(hmacHex(timestamp, body, secret), 'hex')
  // Both sides are 32 bytes (the pattern above), so timingSafeEqual never throws.
  const matches = signatures.some((signature) => timingSafeEqual(expected, Buffer.from(signature, 'hex')))
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' }
}
