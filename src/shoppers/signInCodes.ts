/**
 * One-time sign-in codes (issue 7). A code is six random digits, kept only as
 * a keyed hash bound to the site and the address, valid ten minutes and for
 * five tries. Checking it is one UPDATE that counts the try, so parallel
 * guesses cannot get past the limit.
 */

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { codeRequestRefusal, newCodeExpiry, SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_DIGITS } from '@/domain/shoppers'

import { poolOf } from '@/server/payloadPool'
import { signInCodeLimits } from './signInLimits'

function codeHash(secret: string, siteId: number, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${siteId}\n${email}\n${code}`).digest('hex')
}

export function newCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0')
}

/** With the site id, an advisory lock that makes a site's code requests take turns (the stock import's is 724_310_002). */
const SIGN_IN_CODE_LOCK = 724_310_003

export type IssuedCode = { issued: true; code: string } | { issued: false; reason: 'too-many' | 'busy' }

/**
 * A new code for the email address, unless the hourly limits say no: per
 * email from this client address, per client address, per site
 * (codeRequestRefusal), counted from the codes issued in the last hour,
 * which every instance sees. `requestedFrom` is a keyed hash of the client
 * address. The phone typed with it waits on the code.
 */
export async function issueSignInCode(
  payload: Payload,
  siteId: number,
  request: { email: string; phone?: string | undefined; requestedFrom: string },
  now = new Date(),
  limits = signInCodeLimits(),
): Promise<IssuedCode> {
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    // Counted and written under one lock per site: requests at the same moment, on any instance, cannot all pass the same count.
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [SIGN_IN_CODE_LOCK, siteId])
    const { rows } = await client.query<{ email_from_address: string; from_address: string; on_site: string }>(
      `SELECT count(*) FILTER (WHERE email = $2 AND requested_from = $3) AS email_from_address,
              count(*) FILTER (WHERE requested_from = $3) AS from_address,
              count(*) AS on_site
         FROM shopper_sign_in_codes WHERE site_id = $1 AND created_at > $4::timestamptz - interval '1 hour'`,
      [siteId, request.email, request.requestedFrom, now],
    )
    const refusal = codeRequestRefusal({ emailFromAddress: Number(rows[0]?.email_from_address ?? 0), fromAddress: Number(rows[0]?.from_address ?? 0), onSite: Number(rows[0]?.on_site ?? 0) }, limits)
    if (refusal) {
      await client.query('ROLLBACK')
      return { issued: false, reason: refusal }
    }
    const code = newCode()
    await client.query(
      `INSERT INTO shopper_sign_in_codes (site_id, email, phone, code_hash, expires_at, attempts, requested_from, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $7)`,
      [siteId, request.email, request.phone ?? null, codeHash(payload.secret, siteId, request.email, code), newCodeExpiry(now), request.requestedFrom, now],
    )
    await client.query('COMMIT')
    return { issued: true, code }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

export type CheckedCode = { ok: true; phone: string | null } | { ok: false; reason: 'wrong' | 'expired' }

/**
 * Tries the code against every code of the address still in date with tries
 * left, so codes someone else asks for never stop the one the shopper holds
 * from working. The try is counted on all of them in the same UPDATE, so
 * parallel guesses cannot get past the limit, and several live codes give no
 * extra guesses. A right code signs in once and spends the address's other
 * live codes with it.
 */
export async function checkSignInCode(payload: Payload, siteId: number, email: string, code: string): Promise<CheckedCode> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ id: number; code_hash: string; phone: string | null }>(
    `UPDATE shopper_sign_in_codes SET attempts = attempts + 1, updated_at = now()
      WHERE site_id = $1 AND email = $2 AND used_at IS NULL AND expires_at > now() AND attempts < $3
      RETURNING id, code_hash, phone`,
    [siteId, email, SIGN_IN_CODE_ATTEMPTS],
  )
  if (rows.length === 0) return { ok: false, reason: 'expired' }
  const given = Buffer.from(codeHash(payload.secret, siteId, email, code), 'hex')
  const match = rows.find((row) => timingSafeEqual(Buffer.from(row.code_hash, 'hex'), given))
  if (!match) return { ok: false, reason: 'wrong' }
  // Used once: a second request with the same code finds it spent.
  const { rowCount } = await pool.query(
    `WITH spent AS (UPDATE shopper_sign_in_codes SET used_at = now() WHERE site_id = $1 AND email = $2 AND used_at IS NULL RETURNING id)
     SELECT 1 FROM spent WHERE id = $3`,
    [siteId, email, match.id],
  )
  return rowCount === 0 ? { ok: false, reason: 'expired' } : { ok: true, phone: match.phone }
}

/** The shopper with this address on the site, created on first sign-in; a phone typed with the code replaces the stored one. */
export async function signedInShopper(payload: Payload, siteId: number, email: string, phone: string | null): Promise<{ id: number; siteId: number; email: string; phone: string | null }> {
  const { rows } = await poolOf(payload).query<{ id: number; email: string; phone: string | null }>(
    `INSERT INTO shoppers (tenant_id, email, phone, last_signed_in_at, updated_at, created_at) VALUES ($1, $2, $3, now(), now(), now())
     ON CONFLICT (tenant_id, email) DO UPDATE SET phone = COALESCE(EXCLUDED.phone, shoppers.phone), last_signed_in_at = now(), updated_at = now()
     RETURNING id, email, phone`,
    [siteId, email, phone],
  )
  const row = rows[0]!
  return { id: row.id, siteId, email: row.email, phone: row.phone }
}

export async function updateShopperPhone(payload: Payload, shopperId: number, phone: string): Promise<void> {
  await poolOf(payload).query('UPDATE shoppers SET phone = $2, updated_at = now() WHERE id = $1', [shopperId, phone])
}
