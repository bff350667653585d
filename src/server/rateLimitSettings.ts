import { LEAD_RATE_LIMITS } from '@/domain/requestLimits'
import { RESERVE_RATE_LIMITS } from '@/domain/reservation'

type Limit = { limit: number; windowMs: number }

function perWindow(raw: string | undefined, name: string, fallback: Limit, window: { ms: number; unit: string; what: string }): Limit {
  if (raw === undefined || raw.trim() === '') return fallback
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`${name} must be a whole number of ${window.what} ${window.unit}, 1 or more (got ${raw})`)
  return { limit, windowMs: window.ms }
}

const A_MINUTE = { ms: 60_000, unit: 'a minute', what: 'submissions' }
const AN_HOUR = { ms: 3_600_000, unit: 'an hour', what: 'reservations started' }
const perMinute = (raw: string | undefined, name: string, fallback: Limit) => perWindow(raw, name, fallback, A_MINUTE)

/**
 * The lead endpoint's limits: LEAD_RATE_LIMITS, or per minute from
 * LEAD_RATE_LIMIT_PER_ADDRESS and LEAD_RATE_LIMIT_PER_SITE, for a site behind
 * one shared address (a dealership's own network) or a load test from one machine.
 */
export function leadRateLimits(env: Record<string, string | undefined> = process.env): { perAddress: Limit; perSite: Limit } {
  return {
    perAddress: perMinute(env.LEAD_RATE_LIMIT_PER_ADDRESS, 'LEAD_RATE_LIMIT_PER_ADDRESS', LEAD_RATE_LIMITS.perAddress),
    perSite: perMinute(env.LEAD_RATE_LIMIT_PER_SITE, 'LEAD_RATE_LIMIT_PER_SITE', LEAD_RATE_LIMITS.perSite),
  }
}

/**
 * Starting a reservation: RESERVE_RATE_LIMITS, or per hour from
 * RESERVE_RATE_LIMIT_PER_ADDRESS and RESERVE_RATE_LIMIT_PER_SITE (the test
 * servers, whose every shopper reserves from one address).
 */
export function reserveRateLimits(env: Record<string, string | undefined> = process.env): { perAddress: Limit; perSite: Limit } {
  return {
    perAddress: perWindow(env.RESERVE_RATE_LIMIT_PER_ADDRESS, 'RESERVE_RATE_LIMIT_PER_ADDRESS', RESERVE_RATE_LIMITS.perAddress, AN_HOUR),
    perSite: perWindow(env.RESERVE_RATE_LIMIT_PER_SITE, 'RESERVE_RATE_LIMIT_PER_SITE', RESERVE_RATE_LIMITS.perSite, AN_HOUR),
  }
}
