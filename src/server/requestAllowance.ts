import type { Payload } from 'payload'

import { PHONE_REVEAL_RATE_LIMITS, TRADE_IN_CALLS_PER_JOURNEY } from '@/domain/requestLimits'

import { takeAllowance, type Budget } from '@/server/rateLimit'
import { leadRateLimits, reserveRateLimits } from './rateLimitSettings'

/**
 * The public calls a shopper's pages make, each kind with its own budget per
 * address and per site: lead submissions (POST /api/leads); the trade-in
 * form's calls (valuation, nearest location, offer, saved valuation), which
 * one journey makes several of, so their budget is that many leads'; and
 * phone reveals on car pages; and starting a reservation, whose budget is
 * an hour's, since each start can hold a car for 48 hours.
 */
export type PublicCall = 'lead' | 'trade-in' | 'phone-reveal' | 'reserve'

export function callBudgets(call: PublicCall, env: Record<string, string | undefined> = process.env): { perAddress: Budget; perSite: Budget } {
  if (call === 'phone-reveal') return PHONE_REVEAL_RATE_LIMITS
  if (call === 'reserve') return reserveRateLimits(env)
  const { perAddress, perSite } = leadRateLimits(env)
  const scale = call === 'trade-in' ? TRADE_IN_CALLS_PER_JOURNEY : 1
  return { perAddress: { ...perAddress, limit: perAddress.limit * scale }, perSite: { ...perSite, limit: perSite.limit * scale } }
}

/** The 429 for a call past its limit, in the shape of its endpoint's other refusals. */
export function tooManyCalls(call: PublicCall, retryAfterSeconds: number): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) }
  const wait = `Please try again in ${retryAfterSeconds} seconds.`
  if (call === 'phone-reveal') return Response.json({ message: `Too many phone numbers were shown just now. ${wait}` }, { status: 429, headers })
  if (call === 'reserve') return Response.json({ success: false, message: `Too many reservations were started from here just now. ${wait}` }, { status: 429, headers })
  const error = `Too many ${call === 'lead' ? 'enquiries' : 'requests'} were sent just now. ${wait}`
  return Response.json({ error, fields: {} }, { status: 429, headers })
}

/**
 * Counts one call from `address` to the site, in the store every instance
 * shares; past either limit, the 429 answer to give. The site's count is
 * only taken once the address is within its own.
 */
export async function callAllowance(payload: Payload, call: PublicCall, siteId: number, address: string): Promise<Response | null> {
  const budgets = callBudgets(call)
  for (const [scope, budget, key] of [
    ['address', budgets.perAddress, `${siteId}:${address}`],
    ['site', budgets.perSite, String(siteId)],
  ] as const) {
    const taken = await takeAllowance(payload, `${call}:${scope}`, budget, key)
    if (!taken.allowed) return tooManyCalls(call, taken.retryAfterSeconds)
  }
  return null
}
