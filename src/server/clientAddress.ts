import { createHmac } from 'node:crypto'

import { forwardedByOurProxy } from '@/server/transportSecurity'

/**
 * The header the production server (scripts/serve.ts) sets to the
 * connection's own address, replacing any the browser sent, so rate limits
 * and consent records cannot be steered by a forged X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = 'x-forecourt-client-address'

/**
 * The shopper's address from a connection: its own remote address, or,
 * behind `proxyCount` proxies of our own (a load balancer, a CDN), the
 * entry of X-Forwarded-For that the outermost of them wrote. Entries further
 * left came from the browser and are never believed.
 */
export function connectionAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, proxyCount: number): string {
  return forwardedByOurProxy(forwardedFor, proxyCount) ?? remoteAddress ?? 'unknown'
}

/** TRUSTED_PROXIES: how many proxies of our own stand in front of the server (default 0: it faces the internet). */
export function trustedProxies(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUSTED_PROXIES?.trim()
  if (!raw) return 0
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 0 || count > 10) throw new Error(`TRUSTED_PROXIES must be a whole number from 0 to 10 (got ${raw})`)
  return count
}

/** The shopper's address as this instance saw it; 'unknown' outside the production server (next dev). */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}

/** A keyed hash of the address: the consent record proves where a lead came from without keeping the address. */
export function addressHash(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('hex')
}
