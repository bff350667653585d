import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { LEAD_RATE_LIMITS } from '@/domain/requestLimits'
import { countedCall } from '@/server/rateLimit'
import { leadRateLimits } from '@/server/rateLimitSettings'

describe('lead rate limits', () => {
  afterEach(() => vi.useRealTimers())

  it('lets the limit through in a window, then says how long to wait; a new window starts afresh', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 3, 0, 1) })
    const limiter = new RateLimiterMemory({ points: 3, duration: 60 })
    const log = { warn: vi.fn<(details: object, message: string) => void>() }
    const take = (key: string) => countedCall(() => limiter.consume(key), log, 'test')
    for (let n = 0; n < 3; n++) expect(await take('a')).toEqual({ allowed: true })
    vi.advanceTimersByTime(30_000)
    expect(await take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(await take('b')).toEqual({ allowed: true })
    vi.advanceTimersByTime(30_000)
    expect(await take('a')).toEqual({ allowed: true })
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('a counter that cannot be reached lets the request through and logs it: a lead is never lost to its limit', async () => {
    const log = { warn: vi.fn<(details: object, message: string) => void>() }
    const unreachable = new Error('connect ECONNREFUSED 127.0.0.1:5432')
    expect(await countedCall(() => Promise.reject(unreachable), log, 'lead:address')).toEqual({ allowed: true })
    expect(log.warn).toHaveBeenCalledWith({ err: unreachable, limit: 'lead:address' }, expect.stringMatching(/let through/))
  })

  it('10 a minute per address and 300 per site, unless the environment says otherwise; nonsense is refused', () => {
    expect(leadRateLimits({})).toEqual(LEAD_RATE_LIMITS)
    expect(leadRateLimits({ LEAD_RATE_LIMIT_PER_ADDRESS: '5000' }).perAddress).toEqual({ limit: 5000, windowMs: 60_000 })
    expect(() => leadRateLimits({ LEAD_RATE_LIMIT_PER_SITE: 'lots' })).toThrow(/LEAD_RATE_LIMIT_PER_SITE/)
    expect(() => leadRateLimits({ LEAD_RATE_LIMIT_PER_ADDRESS: '0' })).toThrow(/LEAD_RATE_LIMIT_PER_ADDRESS/)
  })
})
