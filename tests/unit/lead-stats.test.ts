import { describe, expect, it } from 'vitest'

import { deliverySuccessRate, leadsPerDay, leadsPerDayBySource, LEAD_DASHBOARD_DAYS } from '@/domain/leads/leadStats'

const NOW = new Date('2026-11-24T02:00:00Z') // 24 Nov, 1 pm in Sydney; 10 am in Perth

describe('leads per day on the dashboard', () => {
  it('has one bucket per day for the last 30 days, oldest first, ending today, empty days at 0', () => {
    const days = leadsPerDay([], NOW, 'Australia/Sydney')
    expect(days).toHaveLength(LEAD_DASHBOARD_DAYS)
    expect(LEAD_DASHBOARD_DAYS).toBe(30)
    expect(days[0]).toEqual({ day: '2026-10-26', count: 0 })
    expect(days.at(-1)).toEqual({ day: '2026-11-24', count: 0 })
  })

  it('counts each lead on the dealership’s calendar day, not the UTC one', () => {
    // 23 Nov 14:30 UTC is already 24 Nov in Sydney (UTC+11), still 23 Nov in Perth (UTC+8).
    const leads = [new Date('2026-11-23T14:30:00Z'), new Date('2026-11-24T01:00:00Z'), new Date('2026-11-22T05:00:00Z')]
    const sydney = leadsPerDay(leads, NOW, 'Australia/Sydney')
    expect(sydney.at(-1)).toEqual({ day: '2026-11-24', count: 2 })
    expect(sydney.at(-3)).toEqual({ day: '2026-11-22', count: 1 })
    const perth = leadsPerDay(leads, NOW, 'Australia/Perth')
    expect(perth.at(-1)).toEqual({ day: '2026-11-24', count: 1 })
    expect(perth.at(-2)).toEqual({ day: '2026-11-23', count: 1 })
  })

  it('leaves out leads before the first day or after today', () => {
    const days = leadsPerDay([new Date('2026-10-25T12:00:00Z'), new Date('2026-11-25T12:00:00Z'), new Date('2026-10-26T01:00:00Z')], NOW, 'Australia/Sydney')
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(1)
    expect(days[0]).toEqual({ day: '2026-10-26', count: 1 })
  })

  it('refuses a time zone that does not exist', () => {
    expect(() => leadsPerDay([], NOW, 'Australia/Nowhere')).toThrow(RangeError)
  })
})

describe('delivery success rate', () => {
  it('is the share delivered of the deliveries that finished; pending and retrying leads count neither way', () => {
    expect(deliverySuccessRate(['delivered', 'delivered', 'delivered', 'failed', 'pending', 'retrying', null])).toEqual({ delivered: 3, failed: 1, rate: 0.75 })
  })

  it('is unknown (null), not 0 % or 100 %, when no delivery has finished', () => {
    expect(deliverySuccessRate([]).rate).toBeNull()
    expect(deliverySuccessRate(['pending', 'retrying']).rate).toBeNull()
  })
})

describe('leads per day by source (the dashboard’s split)', () => {
  const now = new Date('2026-11-24T04:00:00Z')
  const at = (iso: string, source: string | null) => ({ receivedAt: new Date(iso), source })

  it('counts each day’s leads per source, most common source first, an unrecorded source named so', () => {
    const split = leadsPerDayBySource(
      [at('2026-11-24T01:00:00Z', 'newsletter'), at('2026-11-24T02:00:00Z', 'google'), at('2026-11-23T02:00:00Z', 'google'), at('2026-11-23T03:00:00Z', null)],
      now,
      'Australia/Perth',
      { days: 2 },
    )
    expect(split.sources).toEqual(['google', 'newsletter', 'not recorded'])
    expect(split.days).toEqual([
      { day: '2026-11-23', counts: [1, 0, 1] },
      { day: '2026-11-24', counts: [1, 1, 0] },
    ])
  })

  it('keeps the top sources by name and counts the rest as other; leads outside the days are left out', () => {
    const leads = ['a', 'a', 'a', 'b', 'b', 'c', 'd'].map((source) => at('2026-11-24T01:00:00Z', source))
    const split = leadsPerDayBySource([...leads, at('2026-10-01T01:00:00Z', 'old')], now, 'Australia/Perth', { days: 1, top: 2 })
    expect(split.sources).toEqual(['a', 'b', 'other'])
    expect(split.days).toEqual([{ day: '2026-11-24', counts: [3, 2, 2] }])
  })

  it('one source more than the top is named rather than called other', () => {
    const leads = ['a', 'b', 'c'].map((source) => at('2026-11-24T01:00:00Z', source))
    expect(leadsPerDayBySource(leads, now, 'Australia/Perth', { days: 1, top: 2 }).sources).toEqual(['a', 'b', 'c'])
  })
})
