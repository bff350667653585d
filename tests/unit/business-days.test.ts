import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'

import { closedDaysOfSite, isBusinessDay, oneBusinessDayBefore } from '@/domain/businessDays'

const PERTH = 'Australia/Perth'
const SYDNEY = 'Australia/Sydney'
/** An instant written as a local time in `zone`. */
const at = (local: string, zone = PERTH) => DateTime.fromISO(local, { zone }).toJSDate()
const overdue = (received: string, now: string, zone = PERTH, closed = new Set<string>()) => at(received, zone).getTime() < oneBusinessDayBefore(at(now, zone), zone, closed).getTime()

describe('business days on the dealer’s calendar', () => {
  it('Monday to Friday are business days; Saturday and Sunday are not', () => {
    // 30 Nov 2026 is a Monday.
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']
    expect(days.map((day) => isBusinessDay(DateTime.fromISO(day, { zone: PERTH })))).toEqual([true, true, true, true, true, false, false])
  })

  it('a lead received on Tuesday at 3 pm has waited more than a business day after Wednesday 3 pm, not before', () => {
    expect(overdue('2026-12-01T15:00', '2026-12-02T14:59')).toBe(false)
    expect(overdue('2026-12-01T15:00', '2026-12-02T15:01')).toBe(true)
  })

  it('the weekend does not count: Friday 3 pm is overdue on Monday after 3 pm', () => {
    expect(overdue('2026-12-04T15:00', '2026-12-06T23:00')).toBe(false)
    expect(overdue('2026-12-04T15:00', '2026-12-07T14:59')).toBe(false)
    expect(overdue('2026-12-04T15:00', '2026-12-07T15:01')).toBe(true)
  })

  it('a lead received on the weekend starts waiting on Monday, so it is overdue from Tuesday midnight', () => {
    expect(overdue('2026-12-05T10:00', '2026-12-07T23:59')).toBe(false)
    expect(overdue('2026-12-05T10:00', '2026-12-08T00:01')).toBe(true)
  })

  it('on a weekend, a lead from Thursday evening is overdue and one from Friday morning is not', () => {
    expect(overdue('2026-12-03T23:00', '2026-12-05T11:00')).toBe(true)
    expect(overdue('2026-12-04T09:00', '2026-12-05T11:00')).toBe(false)
    expect(oneBusinessDayBefore(at('2026-12-05T11:00'), PERTH)).toEqual(at('2026-12-04T00:00'))
  })

  it('a day the dealership is closed (a public holiday) is not a business day', () => {
    const christmas = new Set(['2026-12-25', '2026-12-28'])
    // Thursday 24 Dec 3 pm: Friday 25th and Monday 28th closed, so it waits until Tuesday 29th 3 pm.
    expect(overdue('2026-12-24T15:00', '2026-12-29T14:59', PERTH, christmas)).toBe(false)
    expect(overdue('2026-12-24T15:00', '2026-12-29T15:01', PERTH, christmas)).toBe(true)
    expect(overdue('2026-12-24T15:00', '2026-12-25T15:01', PERTH)).toBe(true)
  })

  it('counts in the site’s own zone: 1 am on Monday in Sydney is still Sunday evening in Perth', () => {
    const now = at('2026-12-07T01:00', SYDNEY)
    // Thursday 11:30 pm in Perth, Friday 2:30 am in Sydney.
    const received = at('2026-12-03T23:30', PERTH)
    expect(received.getTime() < oneBusinessDayBefore(now, PERTH).getTime()).toBe(true)
    expect(received.getTime() < oneBusinessDayBefore(now, SYDNEY).getTime()).toBe(false)
  })

  it('keeps the local time across a daylight-saving change', () => {
    // Sydney moved its clocks forward on Sunday 4 October 2026: Friday 9 am to Monday 9 am is one business day.
    expect(oneBusinessDayBefore(at('2026-10-05T09:00', SYDNEY), SYDNEY)).toEqual(at('2026-10-02T09:00', SYDNEY))
  })

  it('refuses a zone it cannot read, and a calendar with no business day', () => {
    expect(() => oneBusinessDayBefore(new Date(), 'Mars/Olympus')).toThrow(RangeError)
    const everyDay = new Set(Array.from({ length: 400 }, (_, back) => DateTime.fromISO('2026-12-02').minus({ days: back }).toISODate()!))
    expect(() => oneBusinessDayBefore(at('2026-12-02T10:00'), PERTH, everyDay)).toThrow(RangeError)
  })
})

describe('the days a site is closed for leads', () => {
  const closed = (date: string, department: 'all' | 'sales' | 'service' | 'parts' | null = 'all') => ({ date, status: 'Closed' as const, department })
  it('is a holiday on which every location is closed to sales', () => {
    const midland = [closed('2026-12-25'), closed('2026-12-26', 'sales'), closed('2027-01-26')]
    const osborne = [closed('2026-12-25', null), closed('2026-12-26'), { date: '2027-01-26', status: 'Open' as const, department: 'all' as const }]
    expect([...closedDaysOfSite([midland, osborne])].sort()).toEqual(['2026-12-25', '2026-12-26'])
  })

  it('a day only the service department closes, or a site without locations, closes nothing', () => {
    expect(closedDaysOfSite([[closed('2026-12-25', 'service')]]).size).toBe(0)
    expect(closedDaysOfSite([]).size).toBe(0)
  })
})
