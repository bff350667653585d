/**
 * One-time sign-in codes (issue 7). A code is six random digits, kept only as
 * a keyed hash bound to the site and the address, valid ten minutes and for
 * five tries. Checking it is one UPDATE that counts the try, so parallel
 * guesses cannot get past the limit.
 */

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_DIGITS, SIGN_IN_CODES_PER_HOUR } from '@/domain/constants'
import { newCodeExpiry } from '@/domain/shoppers'

import { poolOf } from './database'

function codeHash(secret: string, siteId: number, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${siteId}\n${email}\n${code}`).digest('hex')
}

export function newCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0')
}

export type IssuedCode = { issued: true; code: string } | { issued: false; reason: 'too-many' }

/** A new code for the address, unless it has had its hourly share already. The phone typed with it waits on the code. */
export async function issueSignInCode(payload: Payload, siteId: number, request: { email: string; phone?: string | undefined }, now = new Date()): Promise<IssuedCode> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ recent: string }>(
    `SELECT count(*) AS recent FROM shopper_sign_in_codes WHERE site_id = $1 AND email = $2 AND created_at > $3::timestamptz - interval '1 hour'`,
    [siteId, request.email, now],
  )
  if (Number(rows[0]?.recent ?? 0) >= SIGN_IN_CODES_PER_HOUR) return { issued: false, reason: 'too-many' }
  const code = newCode()
  await pool.query(
    `INSERT INTO shopper_sign_in_codes (site_id, email, phone, code_hash, expires_at, attempts, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 0, $6, $6)`,
    [siteId, request.email, request.phone ?? null, codeHash(payload.secret, siteId, request.email, code), newCodeExpiry(now), now],
  )
  return { issued: true, code }
}

export type CheckedCode = { ok: true; phone: string | null } | { ok: false; reason: 'wrong' | 'expired' }

/**
 * Tries the code against the address's latest code: a right one is used up
 * (and returns the phone typed with it); a wrong one spends a try.
 */
export async function checkSignInCode(payload: Payload, siteId: number, email: string, code: string): Promise<CheckedCode> {
  const { rows } = await poolOf(payload).query<{ code_hash: string; phone: string | null }>(
    `UPDATE shopper_sign_in_codes SET attempts = attempts + 1, updated_at = now()
      WHERE id = (SELECT id FROM shopper_sign_in_codes WHERE site_id = $1 AND email = $2 ORDER BY created_at DESC, id DESC LIMIT 1)
        AND used_at IS NULL AND expires_at > now() AND attempts < $3
      RETURNING code_hash, phone`,
    [siteId, email, SIGN_IN_CODE_ATTEMPTS],
  )
  const row = rows[0]
  if (!row) return { ok: false, reason: 'expired' }
  const expected = Buffer.from(row.code_hash, 'hex')
  const given = Buffer.from(codeHash(payload.secret, siteId, email, code), 'hex')
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'wrong' }
  // Used once: a second request with the same code finds it spent.
  const { rowCount } = await poolOf(payload).query(
    `UPDATE shopper_sign_in_codes SET used_at = now() WHERE site_id = $1 AND email = $2 AND code_hash = $3 AND used_at IS NULL`,
    [siteId, email, row.code_hash],
  )
  return rowCount === 0 ? { ok: false, reason: 'expired' } : { ok: true, phone: row.phone }
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
