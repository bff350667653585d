import { describe, expect, it } from 'vitest'

import { LEAD_RATE_LIMITS, PHONE_REVEAL_RATE_LIMITS, TRADE_IN_CALLS_PER_JOURNEY } from '../../src/domain/requestLimits'
import { RESERVE_RATE_LIMITS } from '../../src/domain/reservation'
import { callBudgets, tooManyCalls } from '@/server/requestAllowance'

describe('each kind of public call has its own budget per address and site', () => {
  it('the trade-in calls have a journey’s worth of leads; phone reveals their own limits', () => {
    expect(callBudgets('lead', {})).toEqual(LEAD_RATE_LIMITS)
    expect(callBudgets('trade-in', {})).toEqual({
      perAddress: { limit: LEAD_RATE_LIMITS.perAddress.limit * TRADE_IN_CALLS_PER_JOURNEY, windowMs: LEAD_RATE_LIMITS.perAddress.windowMs },
      perSite: { limit: LEAD_RATE_LIMITS.perSite.limit * TRADE_IN_CALLS_PER_JOURNEY, windowMs: LEAD_RATE_LIMITS.perSite.windowMs },
    })
    expect(callBudgets('trade-in', { LEAD_RATE_LIMIT_PER_ADDRESS: '2' }).perAddress.limit).toBe(2 * TRADE_IN_CALLS_PER_JOURNEY)
    expect(callBudgets('phone-reveal', { LEAD_RATE_LIMIT_PER_ADDRESS: '2' })).toEqual(PHONE_REVEAL_RATE_LIMITS)
  })

  it('answers 429 with Retry-After and the wait in words, in the shape of the endpoint’s other refusals', async () => {
    const lead = tooManyCalls('lead', 59)
    expect(lead.status).toBe(429)
    expect(lead.headers.get('Retry-After')).toBe('59')
    expect(await lead.json()).toEqual({ error: 'Too many enquiries were sent just now. Please try again in 59 seconds.', fields: {} })
    expect(await tooManyCalls('trade-in', 3).json()).toEqual({ error: 'Too many requests were sent just now. Please try again in 3 seconds.', fields: {} })
    const reveal = tooManyCalls('phone-reveal', 12)
    expect([reveal.status, reveal.headers.get('Retry-After')]).toEqual([429, '12'])
    expect(await reveal.json()).toEqual({ message: 'Too many phone numbers were shown just now. Please try again in 12 seconds.' })
  })

  it('starting a reservation has an hour’s budget per address and per site, set by RESERVE_RATE_LIMIT_PER_*, and a 429 the reserve page reads', async () => {
    expect(callBudgets('reserve', {})).toEqual(RESERVE_RATE_LIMITS)
    expect(RESERVE_RATE_LIMITS.perAddress.windowMs).toBe(3_600_000)
    expect(callBudgets('reserve', { RESERVE_RATE_LIMIT_PER_ADDRESS: '3', RESERVE_RATE_LIMIT_PER_SITE: '40', LEAD_RATE_LIMIT_PER_ADDRESS: '2' })).toEqual({
      perAddress: { limit: 3, windowMs: 3_600_000 },
      perSite: { limit: 40, windowMs: 3_600_000 },
    })
    expect(() => callBudgets('reserve', { RESERVE_RATE_LIMIT_PER_ADDRESS: 'many' })).toThrow('RESERVE_RATE_LIMIT_PER_ADDRESS must be a whole number of reservations started an hour')
    const refused = tooManyCalls('reserve', 600)
    expect([refused.status, refused.headers.get('Retry-After')]).toEqual([429, '600'])
    expect(await refused.json()).toEqual({ success: false, message: 'Too many reservations were started from here just now. Please try again in 600 seconds.' })
  })
})
