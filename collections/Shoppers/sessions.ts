/**
 * Shopper sessions (issue 7): a random token in an httpOnly cookie on the
 * site's own host, and its SHA-256 in shopper_sessions. A session belongs to
 * one site: the same cookie name on another dealer's host is another cookie,
 * and a token is only ever looked up together with the site that asks.
 */

import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { newSessionExpiry, SHOPPER_SESSION_COOKIE, SHOPPER_SESSION_DAYS } from '@/domain/shoppers'
import { requestIsSecure } from '@/server/transportSecurity'

import { poolOf } from '@/server/payloadPool'

export type SignedInShopper = { id: number; siteId: number; email: string; phone: string | null }

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Starts a session for the shopper on their site and returns the token for the cookie. */
export async function startSession(payload: Payload, shopper: { id: number; siteId: number }, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await poolOf(payload).query(
    `INSERT INTO shopper_sessions (token_hash, shopper_id, site_id, expires_at, updated_at, created_at) VALUES ($1, $2, $3, $4, now(), now())`,
    [hashOf(token), shopper.id, shopper.siteId, newSessionExpiry(now)],
  )
  return token
}

/** The shopper a token signs in on this site, or null (unknown, expired, or another site's). */
export async function shopperForToken(payload: Payload, siteId: number, token: string | null | undefined): Promise<SignedInShopper | null> {
  if (!token || token.length > 200) return null
  const { rows } = await poolOf(payload).query<{ id: number; site_id: number; email: string; phone: string | null }>(
    `SELECT shopper.id, shopper.tenant_id AS site_id, shopper.email, shopper.phone
       FROM shopper_sessions session JOIN shoppers shopper ON shopper.id = session.shopper_id
      WHERE session.token_hash = $1 AND session.site_id = $2 AND shopper.tenant_id = $2 AND session.expires_at > now()`,
    [hashOf(token), siteId],
  )
  const row = rows[0]
  return row ? { id: row.id, siteId: row.site_id, email: row.email, phone: row.phone } : null
}

export async function endSession(payload: Payload, token: string | null | undefined): Promise<void> {
  if (!token) return
  await poolOf(payload).query('DELETE FROM shopper_sessions WHERE token_hash = $1', [hashOf(token)])
}

/** The session token in a Cookie header. */
export function sessionTokenOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SHOPPER_SESSION_COOKIE) return value.join('=') || null
  }
  return null
}

/**
 * The Set-Cookie value of a session: host-only (no Domain), so it stays on
 * the site that set it; httpOnly, so page scripts never see it; SameSite=Lax,
 * so another site cannot post with it; Secure whenever the site is on https.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return [`${SHOPPER_SESSION_COOKIE}=${token}`, 'Path=/', `Max-Age=${SHOPPER_SESSION_DAYS * 24 * 60 * 60}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SHOPPER_SESSION_COOKIE}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

/** The origin the shopper reached this site on (the host they are signed in on): payment pages return them here. */
export function requestOrigin(request: Request): string {
  return `${requestIsSecure(request) ? 'https' : 'http'}://${request.headers.get('host') ?? new URL(request.url).host}`
}
