import { TRADE_IN_CALLS_PER_JOURNEY } from '@/domain/constants'

import { RateLimiter } from './rateLimit'
import { leadRateLimits } from './rateLimitSettings'

/**
 * The public calls a shopper's forms make, each kind with its own budget per
 * address and per site: lead submissions (POST /api/leads), and the trade-in
 * form's calls (valuation, nearest location, offer, saved valuation), which
 * one journey makes several of, so their budget is that many leads'.
 */
export type PublicCall = 'lead' | 'trade-in'

type Limiters = { address: RateLimiter; site: RateLimiter }

function limitersFor(call: PublicCall): Limiters {
  // Kept across requests and shared by every bundle of this process (module state is per bundle).
  const store = ((globalThis as { forecourtCallLimiters?: Partial<Record<PublicCall, Limiters>> }).forecourtCallLimiters ??= {})
  return (store[call] ??= (() => {
    const { perAddress, perSite } = leadRateLimits()
    const scale = call === 'trade-in' ? TRADE_IN_CALLS_PER_JOURNEY : 1
    return { address: new RateLimiter(perAddress.limit * scale, perAddress.windowMs), site: new RateLimiter(perSite.limit * scale, perSite.windowMs) }
  })())
}

/** Counts one call from `address` to the site; past either limit, the 429 answer to give. */
export function callAllowance(call: PublicCall, siteId: number, address: string, now: number): Response | null {
  const limiters = limitersFor(call)
  for (const [limiter, key] of [
    [limiters.address, `${siteId}:${address}`],
    [limiters.site, String(siteId)],
  ] as const) {
    const taken = limiter.take(key, now)
    if (!taken.allowed) {
      const error = `Too many ${call === 'lead' ? 'enquiries' : 'requests'} were sent just now. Please try again in ${taken.retryAfterSeconds} seconds.`
      return Response.json({ error, fields: {} }, { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(taken.retryAfterSeconds) } })
    }
  }
  return null
}
