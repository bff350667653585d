import { describe, expect, it } from 'vitest'

import { LEAD_RATE_LIMITS, TRADE_IN_CALLS_PER_JOURNEY } from '../../src/domain/constants'
import { callAllowance } from '../../src/leads/requestAllowance'

describe('callAllowance: each kind of public call has its own budget per address and site', () => {
  it('answers 429 with Retry-After past the address limit, the trade-in calls having a journey’s worth of leads', async () => {
    const now = Date.UTC(2026, 10, 24, 3, 0)
    const perAddress = LEAD_RATE_LIMITS.perAddress.limit
    for (let n = 0; n < perAddress; n += 1) expect(callAllowance('lead', 901, '203.0.113.9', now)).toBeNull()
    const limited = callAllowance('lead', 901, '203.0.113.9', now + 1000)
    expect(limited?.status).toBe(429)
    expect(limited?.headers.get('Retry-After')).toBe('59')
    expect(await limited?.json()).toEqual({ error: 'Too many enquiries were sent just now. Please try again in 59 seconds.', fields: {} })

    // Leads spent, the same shopper's trade-in calls still go through, up to their own budget.
    for (let n = 0; n < perAddress * TRADE_IN_CALLS_PER_JOURNEY; n += 1) expect(callAllowance('trade-in', 901, '203.0.113.9', now)).toBeNull()
    expect((await callAllowance('trade-in', 901, '203.0.113.9', now)?.json())?.error).toMatch(/^Too many requests were sent just now/)
    // Another address, or the same address at another site, is counted apart; a new window starts afresh.
    expect(callAllowance('lead', 901, '203.0.113.10', now)).toBeNull()
    expect(callAllowance('lead', 902, '203.0.113.9', now)).toBeNull()
    expect(callAllowance('lead', 901, '203.0.113.9', now + LEAD_RATE_LIMITS.perAddress.windowMs)).toBeNull()
  })
})
