import { LEAD_RATE_LIMITS } from '@/domain/constants'

type Limit = { limit: number; windowMs: number }

function perMinute(raw: string | undefined, name: string, fallback: Limit): Limit {
  if (raw === undefined || raw.trim() === '') return fallback
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`${name} must be a whole number of submissions a minute, 1 or more (got ${raw})`)
  return { limit, windowMs: 60_000 }
}

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
