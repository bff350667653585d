import { SIGN_IN_CODE_LIMITS, type SignInCodeLimits } from '@/domain/shoppers'

function perHour(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`${name} must be a whole number of sign-in codes an hour, 1 or more (got ${raw})`)
  return limit
}

/**
 * The sign-in code limits: SIGN_IN_CODE_LIMITS, with the per-address and
 * per-site ones raised by SIGN_IN_CODES_PER_ADDRESS and SIGN_IN_CODES_PER_SITE
 * for a site whose shoppers share one address (a showroom's tablets) or tests
 * that sign many shoppers in from one machine. The per-email share is fixed.
 */
export function signInCodeLimits(env: Record<string, string | undefined> = process.env): SignInCodeLimits {
  return {
    perEmailFromAddress: SIGN_IN_CODE_LIMITS.perEmailFromAddress,
    perAddress: perHour(env.SIGN_IN_CODES_PER_ADDRESS, 'SIGN_IN_CODES_PER_ADDRESS', SIGN_IN_CODE_LIMITS.perAddress),
    perSite: perHour(env.SIGN_IN_CODES_PER_SITE, 'SIGN_IN_CODES_PER_SITE', SIGN_IN_CODE_LIMITS.perSite),
  }
}
