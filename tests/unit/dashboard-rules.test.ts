import { describe, expect, it } from 'vitest'

import { adminListPath } from '@/domain/dashboard/adminLinks'
import { expiresWithin, EXPIRY_WARNING_DAYS } from '@/domain/dashboard/expiringSoon'
import { importHealthProblems, stockImportIsDue, stockImportIsOverdue, STOCK_IMPORT_OVERDUE_GRACE_MINUTES } from '@/domain/dashboard/importHealth'
import { countByPeriod, earliestPeriodStart, leadPeriodStarts } from '@/domain/dashboard/leadWindows'
import { siteOrigin } from '@/domain/host'

// Thursday 26 Nov 2026, 00:30 UTC: 11:30 am Thursday in Sydney, 8:30 am in Perth.
const NOW = new Date('2026-11-26T00:30:00Z')
const MINUTE = 60_000

describe('lead periods on the dealer’s own calendar', () => {
  it('today starts at the site’s local midnight, not UTC’s', () => {
    expect(leadPeriodStarts(NOW, 'Australia/Sydney').today.toISOString()).toBe('2026-11-25T13:00:00.000Z')
    expect(leadPeriodStarts(NOW, 'Australia/Perth').today.toISOString()).toBe('2026-11-25T16:00:00.000Z')
  })

  it('this week starts on Monday and this month on the 1st, at local midnight', () => {
    const starts = leadPeriodStarts(NOW, 'Australia/Perth')
    expect(starts.week.toISOString()).toBe('2026-11-22T16:00:00.000Z') // Monday 23 Nov, Perth
    expect(starts.month.toISOString()).toBe('2026-10-31T16:00:00.000Z') // 1 Nov, Perth
  })

  it('a lead late in the evening counts on the dealer’s day: 11 pm Wednesday in Perth is not today on Thursday', () => {
    const starts = leadPeriodStarts(NOW, 'Australia/Perth')
    const wednesdayNight = new Date('2026-11-25T15:00:00Z') // 11 pm Wednesday in Perth, already Thursday in Sydney
    expect(countByPeriod([wednesdayNight], starts, NOW)).toEqual({ today: 0, week: 1, month: 1 })
    expect(countByPeriod([wednesdayNight], leadPeriodStarts(NOW, 'Australia/Sydney'), NOW)).toEqual({ today: 1, week: 1, month: 1 })
  })

  it('a week that began last month reaches back before the month: one query covers both from the earliest start', () => {
    const wednesday = new Date('2026-12-02T01:00:00Z') // Wednesday 2 Dec; the week began Monday 30 Nov
    const starts = leadPeriodStarts(wednesday, 'Australia/Sydney')
    expect(starts.week.getTime()).toBeLessThan(starts.month.getTime())
    expect(earliestPeriodStart(starts)).toEqual(starts.week)
    expect(countByPeriod([new Date('2026-11-30T05:00:00Z')], starts, wednesday)).toEqual({ today: 0, week: 1, month: 0 })
  })

  it('refuses a time zone that does not exist rather than counting on the wrong day', () => {
    expect(() => leadPeriodStarts(NOW, 'Australia/Atlantis')).toThrow(RangeError)
  })
})

describe('offers and promo cards expiring within 7 days', () => {
  it('warns from now up to and including seven days ahead', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(7)
    expect(expiresWithin(new Date(NOW.getTime() + MINUTE), NOW)).toBe(true)
    expect(expiresWithin(new Date(NOW.getTime() + 7 * 24 * 60 * MINUTE), NOW)).toBe(true)
    expect(expiresWithin(new Date(NOW.getTime() + 7 * 24 * 60 * MINUTE + 1), NOW)).toBe(false)
  })

  it('an item already expired, without an end, or with an unreadable date is not expiring soon', () => {
    expect(expiresWithin(NOW, NOW)).toBe(false)
    expect(expiresWithin(new Date(NOW.getTime() - MINUTE).toISOString(), NOW)).toBe(false)
    expect(expiresWithin(null, NOW)).toBe(false)
    expect(expiresWithin('', NOW)).toBe(false)
    expect(expiresWithin('next tuesday', NOW)).toBe(false)
  })
})

describe('when a scheduled stock import is due and when it is overdue', () => {
  const hourly = { source: 'https://feeds.example.com/stock.json', schedule: 'hourly' as const }
  const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE)

  it('is due once its interval has passed since the last scheduled run, or when it never ran', () => {
    expect(stockImportIsDue(hourly, ago(59), NOW)).toBe(false)
    expect(stockImportIsDue(hourly, ago(60), NOW)).toBe(true)
    expect(stockImportIsDue(hourly, null, NOW)).toBe(true)
  })

  it('is never due without a source or with the schedule off', () => {
    expect(stockImportIsDue({ source: '', schedule: 'hourly' }, null, NOW)).toBe(false)
    expect(stockImportIsDue({ ...hourly, schedule: 'off' }, null, NOW)).toBe(false)
  })

  it('is overdue only when it was already due a grace period (two scheduler checks) ago', () => {
    expect(STOCK_IMPORT_OVERDUE_GRACE_MINUTES).toBe(10)
    expect(stockImportIsOverdue(hourly, ago(65), NOW)).toBe(false)
    expect(stockImportIsOverdue(hourly, ago(70), NOW)).toBe(true)
    expect(stockImportIsOverdue({ ...hourly, schedule: 'daily' }, ago(23 * 60), NOW)).toBe(false)
    expect(stockImportIsOverdue({ ...hourly, schedule: 'off' }, ago(10_000), NOW)).toBe(false)
  })

  it('lists a site whose last import failed, whose scheduled import is overdue, or both', () => {
    expect(importHealthProblems('succeeded', hourly, ago(30), NOW)).toEqual([])
    expect(importHealthProblems('failed', { source: '', schedule: 'off' }, null, NOW)).toEqual(['failed'])
    expect(importHealthProblems('succeeded', hourly, ago(180), NOW)).toEqual(['overdue'])
    expect(importHealthProblems('failed', hourly, ago(180), NOW)).toEqual(['failed', 'overdue'])
    expect(importHealthProblems(null, { source: '', schedule: 'off' }, null, NOW)).toEqual([])
  })
})

describe('links from the dashboard', () => {
  it('a figure opens the admin list filtered as it was counted', () => {
    const path = adminListPath('/admin', 'customer-leads', [['tenant', 'equals', 3], ['form', 'equals', 'test-drive'], ['deliveryStatus', 'in', ['failed', 'retrying']]])
    const query = new URL(path, 'http://localhost').searchParams
    expect(path.startsWith('/admin/collections/customer-leads?')).toBe(true)
    expect(query.get('where[and][0][tenant][equals]')).toBe('3')
    expect(query.get('where[and][1][form][equals]')).toBe('test-drive')
    expect(query.get('where[and][2][deliveryStatus][in]')).toBe('failed,retrying')
  })

  it('"View my site" is {slug}.localhost on the admin’s port locally, and the first domain in production', () => {
    const site = { slug: 'swan-river-toyota', domains: [{ domain: 'swanrivertoyota.com.au' }, { domain: 'srt.com.au' }] }
    expect(siteOrigin(site, 'localhost:3000')).toBe('http://swan-river-toyota.localhost:3000')
    expect(siteOrigin(site, 'admin.forecourt.com.au')).toBe('https://swanrivertoyota.com.au')
    expect(siteOrigin({ slug: 'new-site', domains: [] }, 'admin.forecourt.com.au')).toBe('http://new-site.localhost')
  })
})
