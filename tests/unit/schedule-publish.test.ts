import { describe, expect, it } from 'vitest'

import { scheduledInstant } from '@/domain/schedulePublish'
import { siteTimeText, zoneShortName } from '@/domain/timeZones'

const now = new Date('2026-12-06T02:00:00Z')

describe('scheduled publish times', () => {
  it('a typed time is read in the site’s time zone, to the minute', () => {
    expect(scheduledInstant({ day: '2026-12-08', time: '09:37' }, 'Australia/Perth', now)).toEqual({ at: new Date('2026-12-08T01:37:00Z') })
    // Sydney is on daylight time in December: 9:37 am AEDT is 22:37 UTC the day before.
    expect(scheduledInstant({ day: '2026-12-08', time: '09:37' }, 'Australia/Sydney', now)).toEqual({ at: new Date('2026-12-07T22:37:00Z') })
  })

  it('refuses a missing day or time, a malformed time and a time already past, with a reason', () => {
    expect(scheduledInstant({ day: '', time: '09:37' }, 'Australia/Perth', now)).toEqual({ problem: 'Choose a day.' })
    expect(scheduledInstant({ day: '2026-12-08', time: '' }, 'Australia/Perth', now)).toEqual({ problem: 'Type a time, e.g. 09:37.' })
    expect(scheduledInstant({ day: '2026-12-08', time: '25:00' }, 'Australia/Perth', now)).toHaveProperty('problem')
    expect(scheduledInstant({ day: '2026-12-06', time: '09:59' }, 'Australia/Perth', now)).toEqual({ problem: 'That time has passed; choose a later one.' })
  })

  it('shows a scheduled time in the site’s zone, named', () => {
    expect(siteTimeText('2026-12-08T01:37:00.000Z', 'Australia/Perth')).toBe('Tue 8 Dec 2026, 9:37 am AWST')
    expect(siteTimeText(new Date('2026-12-07T22:37:00Z'), 'Australia/Sydney')).toBe('Tue 8 Dec 2026, 9:37 am AEDT')
    expect(zoneShortName('Australia/Brisbane', now)).toBe('AEST')
  })
})
