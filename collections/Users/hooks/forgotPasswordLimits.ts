import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { addressHash, clientAddress } from '@/server/clientAddress'
import { takeAllowance, type Budget } from '@/server/rateLimit'

const HOUR_MS = 60 * 60 * 1000

function perHour(env: Record<string, string | undefined>, name: string, fallback: number): Budget {
  const raw = env[name]?.trim()
  const limit = raw ? Number(raw) : fallback
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`${name} must be a whole number of requests an hour, 1 or more (got ${raw})`)
  return { limit, windowMs: HOUR_MS }
}

/** "Forgot password?" requests an hour: per client address (any emails), and per email from anywhere. */
export function forgotPasswordBudgets(env: Record<string, string | undefined> = process.env): { perAddress: Budget; perEmail: Budget } {
  return { perAddress: perHour(env, 'FORGOT_PASSWORD_PER_ADDRESS', 10), perEmail: perHour(env, 'FORGOT_PASSWORD_PER_EMAIL', 3) }
}

class TooManyResetRequests extends APIError {
  constructor(retryAfterSeconds: number) {
    super(`Too many password-reset requests were sent just now. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, 429, undefined, true)
    this.name = 'TooManyResetRequests'
  }
}

/**
 * Limits "Forgot password?" (REST and GraphQL), counted where every instance
 * sees the count (src/server/rateLimit.ts): per client address, and per email
 * whether or not a staff member has it, so the answer never tells which
 * addresses exist. The email is counted under a keyed hash, never in clear.
 */
export const limitForgotPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local') return args
  const budgets = forgotPasswordBudgets()
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '').trim().toLowerCase()
  for (const [scope, budget, key] of [
    ['address', budgets.perAddress, clientAddress(req.headers)],
    ['email', budgets.perEmail, addressHash(email, req.payload.secret)],
  ] as const) {
    const taken = await takeAllowance(req.payload, `forgot-password:${scope}`, budget, key)
    if (!taken.allowed) throw new TooManyResetRequests(taken.retryAfterSeconds)
  }
  return args
}
