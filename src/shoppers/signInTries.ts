import type { Payload } from 'payload'

import { SIGN_IN_WRONG_TRIES } from '@/domain/shoppers'
import { giveBackAllowance, takeAllowance, type Allowance } from '@/server/rateLimit'

const LIMIT = 'sign-in-try:address'
const keyOf = (siteId: number, address: string) => `${siteId}:${address}`

/**
 * Counts a sign-in try from the client address before any code is checked,
 * so tries sent at once cannot all get past the limit (SIGN_IN_WRONG_TRIES);
 * a try that signs in is given back (forgiveSignInTry), so only the ones that
 * fail stay counted.
 */
export function takeSignInTry(payload: Payload, siteId: number, address: string): Promise<Allowance> {
  return takeAllowance(payload, LIMIT, SIGN_IN_WRONG_TRIES, keyOf(siteId, address))
}

export function forgiveSignInTry(payload: Payload, siteId: number, address: string): Promise<void> {
  return giveBackAllowance(payload, LIMIT, SIGN_IN_WRONG_TRIES, keyOf(siteId, address))
}
