import type { Pool } from 'pg'

import { request, type HttpResponse } from './http'

/** A POST to a dealer site's host, as the shopper's browser sends it. */
function postToSite(port: number, site: string, path: string, body: unknown): Promise<HttpResponse> {
  return request(port, path, { host: `${site}.localhost`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

/**
 * Signs a shopper in on a site with the one-time code, read from the site's
 * outbox (tests send no mail); the session cookie, as `name=value`.
 */
export async function signInShopper(port: number, pool: Pool, site: string, email: string): Promise<string> {
  const journey = { type: 'watchlist', redirect: '/watchlist', back: '/' }
  const asked = await postToSite(port, site, '/api/account/code', { email, phone_number: '0412 555 010', ...journey })
  if (asked.status !== 200) throw new Error(`Asking for a code failed: ${asked.status} ${asked.body}`)
  const { rows } = await pool.query<{ text: string }>("SELECT text FROM lead_outbox WHERE \"to\" = $1 AND subject LIKE '%sign-in code' ORDER BY id DESC LIMIT 1", [email])
  const code = /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`No sign-in code in the outbox for ${email}`)
  const verified = await postToSite(port, site, '/api/account/verify', { email, code, ...journey })
  const cookie = [verified.headers['set-cookie'] ?? []].flat().find((header) => header.startsWith('forecourt_shopper='))
  if (verified.status !== 200 || !cookie) throw new Error(`Signing in failed: ${verified.status} ${verified.body}`)
  return cookie.split(';')[0]!
}
