import { describe, expect, it } from 'vitest'

import { LEAD_RATE_LIMITS } from '@/domain/constants'
import { RateLimiter } from '@/leads/rateLimit'
import { leadRateLimits } from '@/leads/rateLimitSettings'

describe('lead rate limits', () => {
  it('lets the limit through in a window, then says how long to wait; a new window starts afresh', () => {
    const limiter = new RateLimiter(3, 60_000)
    for (let n = 0; n < 3; n++) expect(limiter.take('a', 1_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 31_000)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(limiter.take('b', 31_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 61_000)).toEqual({ allowed: true })
  })

  it('10 a minute per address and 300 per site, unless the environment says otherwise; nonsense is refused', () => {
    expect(leadRateLimits({})).toEqual(LEAD_RATE_LIMITS)
    expect(leadRateLimits({ LEAD_RATE_LIMIT_PER_ADDRESS: '5000' }).perAddress).toEqual({ limit: 5000, windowMs: 60_000 })
    expect(() => leadRateLimits({ LEAD_RATE_LIMIT_PER_SITE: 'lots' })).toThrow(/LEAD_RATE_LIMIT_PER_SITE/)
    expect(() => leadRateLimits({ LEAD_RATE_LIMIT_PER_ADDRESS: '0' })).toThrow(/LEAD_RATE_LIMIT_PER_ADDRESS/)
  })
})
