import { describe, expect, it } from 'vitest'

import { afterFailedAttempt, retryDelayMs, LEAD_DELIVERY_MAX_ATTEMPTS } from '@/domain/leads/deliveryRetry'

const minutes = (n: number) => n * 60_000
const failedAt = new Date('2026-11-24T02:00:00Z')

describe('lead delivery retries', () => {
  it('wait 1 minute after the first failure and twice as long after each next one', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1, 2, 4, 8, 16, 32].map(minutes))
  })

  it('never wait more than an hour', () => {
    expect(retryDelayMs(7)).toBe(minutes(60))
    expect(retryDelayMs(1_000_000)).toBe(minutes(60))
  })

  it('schedule the next attempt from the failure time', () => {
    expect(afterFailedAttempt(3, failedAt)).toEqual({ status: 'retrying', nextAttemptAt: new Date('2026-11-24T02:04:00Z') })
  })

  it(`mark the delivery failed for staff after ${LEAD_DELIVERY_MAX_ATTEMPTS} attempts`, () => {
    expect(afterFailedAttempt(LEAD_DELIVERY_MAX_ATTEMPTS - 1, failedAt).status).toBe('retrying')
    expect(afterFailedAttempt(LEAD_DELIVERY_MAX_ATTEMPTS, failedAt)).toEqual({ status: 'failed' })
  })

  it('give up after about two hours of trying', () => {
    let waited = 0
    for (let attempt = 1; attempt < LEAD_DELIVERY_MAX_ATTEMPTS; attempt += 1) waited += retryDelayMs(attempt)
    expect(waited).toBe(minutes(123))
  })

  it('refuse an attempt number that is not 1, 2, 3, ...', () => {
    for (const attempt of [0, -1, 1.5, Number.NaN]) {
      expect(() => afterFailedAttempt(attempt, failedAt)).toThrow(RangeError)
    }
  })
})
