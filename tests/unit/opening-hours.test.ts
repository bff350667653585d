import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'

import {
  formatTime12h,
  inDateOrder,
  holidayHoursRows,
  isAlternateSaturdayByAppointment,
  isOpenNow,
  openingHoursSpecification,
  weeklyHoursRows,
  type OpeningHourEntry,
  type SpecialHoursEntry,
} from '../../src/domain/openingHours'

const SYDNEY = 'Australia/Sydney'
const PERTH = 'Australia/Perth'

function open(weekday: number, from: string, to: string): OpeningHourEntry {
  return { weekday, status: 'Open', open: from, close: to }
}
function closed(weekday: number): OpeningHourEntry {
  return { weekday, status: 'Closed', open: null, close: null }
}
function special(entry: Partial<SpecialHoursEntry> & Pick<SpecialHoursEntry, 'date'>): SpecialHoursEntry {
  return { status: 'Open', start_hour: null, end_hour: null, department: null, ...entry }
}

/** Mon-Fri 8-5, Saturday 8-12, Sunday Closed. */
const DEALER_WEEK: OpeningHourEntry[] = [
  open(1, '08:00', '17:00'),
  open(2, '08:00', '17:00'),
  open(3, '08:00', '17:00'),
  open(4, '08:00', '17:00'),
  open(5, '08:00', '17:00'),
  open(6, '08:00', '12:00'),
  closed(0),
]

/** 9:00 to 17:00 every day, so only the zone decides whether an instant is open. */
const NINE_TO_FIVE_DAILY: OpeningHourEntry[] = [0, 1, 2, 3, 4, 5, 6].map((day) => open(day, '09:00', '17:00'))

describe('opening hours: 12-hour times', () => {
  it.each([
    ['13:05', '1:05 pm'],
    ['09:30', '9:30 am'],
    ['00:00', '12:00 am'],
    ['12:00', '12:00 pm'],
    ['23:59', '11:59 pm'],
    ['8:00', '8:00 am'],
  ])('%s reads %s', (time, text) => {
    expect(formatTime12h(time)).toBe(text)
  })

  it('a time that is not HH:mm is refused', () => {
    expect(() => formatTime12h('25:00')).toThrow(RangeError)
    expect(() => formatTime12h('9am')).toThrow(RangeError)
  })
})

describe('opening hours: the weekly table', () => {
  it('the five weekdays collapse to Mon-Fri when they share their hours', () => {
    expect(weeklyHoursRows(DEALER_WEEK)).toEqual([
      { label: 'Mon-Fri', kind: 'hours', text: '8:00 am - 5:00 pm' },
      { label: 'Sat', kind: 'hours', text: '8:00 am - 12:00 pm' },
      { label: 'Sun', kind: 'closed', text: 'Closed' },
    ])
  })

  it('each weekday gets its own row, Monday to Sunday, when one weekday has different hours', () => {
    const lateThursday = DEALER_WEEK.map((entry) => (entry.weekday === 4 ? open(4, '08:00', '21:00') : entry)).reverse()
    expect(weeklyHoursRows(lateThursday)).toEqual([
      { label: 'Mon', kind: 'hours', text: '8:00 am - 5:00 pm' },
      { label: 'Tue', kind: 'hours', text: '8:00 am - 5:00 pm' },
      { label: 'Wed', kind: 'hours', text: '8:00 am - 5:00 pm' },
      { label: 'Thu', kind: 'hours', text: '8:00 am - 9:00 pm' },
      { label: 'Fri', kind: 'hours', text: '8:00 am - 5:00 pm' },
      { label: 'Sat', kind: 'hours', text: '8:00 am - 12:00 pm' },
      { label: 'Sun', kind: 'closed', text: 'Closed' },
    ])
  })

  it('a Closed weekday stops the collapse, and a missing weekday counts as Closed', () => {
    const noWednesday = DEALER_WEEK.filter((entry) => entry.weekday !== 3)
    const rows = weeklyHoursRows(noWednesday)
    expect(rows.map((row) => row.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(rows[2]).toEqual({ label: 'Wed', kind: 'closed', text: 'Closed' })
  })

  it('a Closed day reads Closed, or By appointment only on sites with service by appointment', () => {
    expect(weeklyHoursRows(DEALER_WEEK).at(-1)).toEqual({ label: 'Sun', kind: 'closed', text: 'Closed' })
    expect(weeklyHoursRows(DEALER_WEEK, { serviceByAppointment: true })).toEqual([
      { label: 'Mon-Fri', kind: 'hours', text: '8:00 am - 5:00 pm' },
      { label: 'Sat', kind: 'hours', text: '8:00 am - 12:00 pm' },
      { label: 'Sun', kind: 'by-appointment', text: 'By appointment only' },
    ])
  })

  it('a flagged location shows an Enquire Now link instead of its Saturday and Sunday hours', () => {
    expect(weeklyHoursRows(DEALER_WEEK, { enquireNowOnWeekends: true })).toEqual([
      { label: 'Mon-Fri', kind: 'hours', text: '8:00 am - 5:00 pm' },
      { label: 'Sat', kind: 'enquire-now', text: 'Enquire Now' },
      { label: 'Sun', kind: 'enquire-now', text: 'Enquire Now' },
    ])
  })
})

describe('opening hours: alternate Saturdays', () => {
  it('14 June 2025 (week 0) and 28 June 2025 (week 2) are By Appointment Only', () => {
    expect(isAlternateSaturdayByAppointment('2025-06-14', PERTH)).toBe(true)
    expect(isAlternateSaturdayByAppointment('2025-06-28', PERTH)).toBe(true)
  })

  it('21 June 2025 (week 1) keeps its hours', () => {
    expect(isAlternateSaturdayByAppointment('2025-06-21', PERTH)).toBe(false)
  })

  it('a year and two years later the fortnightly cycle still holds', () => {
    expect(isAlternateSaturdayByAppointment('2026-06-13', PERTH)).toBe(true) // week 52
    expect(isAlternateSaturdayByAppointment('2026-06-20', PERTH)).toBe(false) // week 53
    // 2026 has 53 ISO weeks, so ISO week parity would get this one wrong: week 104 of the cycle, ISO week 23.
    expect(isAlternateSaturdayByAppointment('2027-06-12', PERTH)).toBe(true)
  })

  it('only Saturdays, and none before the cycle starts', () => {
    expect(isAlternateSaturdayByAppointment('2025-06-15', PERTH)).toBe(false) // the Sunday after week 0
    expect(isAlternateSaturdayByAppointment('2025-05-31', PERTH)).toBe(false) // two weeks before the start
  })

  it('an instant is read as a date in the site zone', () => {
    const instant = DateTime.fromISO('2025-06-13T15:00:00Z') // Saturday 1 am in Sydney, Friday 11 pm in Perth
    expect(isAlternateSaturdayByAppointment(instant, SYDNEY)).toBe(true)
    expect(isAlternateSaturdayByAppointment(instant, PERTH)).toBe(false)
  })

  it('the Saturday row of the week containing now shows By Appointment Only on even weeks', () => {
    const saturday = (now: string, zone = PERTH) =>
      weeklyHoursRows(DEALER_WEEK, { alternateSaturdays: true, zone, now: new Date(now) }).find((row) => row.label === 'Sat')
    const byAppointment = { label: 'Sat', kind: 'by-appointment', text: 'By appointment only' }
    const usualHours = { label: 'Sat', kind: 'hours', text: '8:00 am - 12:00 pm' }

    expect(saturday('2025-06-25T02:00:00Z')).toEqual(byAppointment) // Wednesday before 28 June
    expect(saturday('2025-06-29T02:00:00Z')).toEqual(byAppointment) // Sunday after 28 June: same week
    expect(saturday('2025-06-18T02:00:00Z')).toEqual(usualHours) // Wednesday before 21 June
    // Sunday 22 June 11 pm in Perth is still 21 June's week; in Sydney it is already Monday of 28 June's week.
    expect(saturday('2025-06-22T15:00:00Z', PERTH)).toEqual(usualHours)
    expect(saturday('2025-06-22T15:00:00Z', SYDNEY)).toEqual(byAppointment)
  })
})

describe('opening hours: holiday hours', () => {
  it('are shown only when special hours exist: no entries gives no rows', () => {
    expect(holidayHoursRows([], { zone: PERTH, now: new Date('2025-12-20T00:00:00Z') })).toEqual([])
  })

  it("the current day reads Today and other days read day/month/year", () => {
    const rows = holidayHoursRows(
      [special({ date: '2025-12-25', status: 'Closed' }), special({ date: '2026-01-01', status: 'Closed' })],
      { zone: PERTH, now: new Date('2025-12-25T02:00:00Z') },
    )
    expect(rows.map((row) => row.label)).toEqual(['Today', '1/1/2026'])
  })

  it("Today is the current date in the site's zone", () => {
    const entries = [special({ date: '2025-12-25', status: 'Closed' }), special({ date: '2025-12-26', status: 'Closed' })]
    const now = new Date('2025-12-25T14:00:00Z') // 1 am on the 26th in Sydney, 10 pm on the 25th in Perth
    expect(holidayHoursRows(entries, { zone: PERTH, now }).map((row) => row.label)).toEqual(['Today', '26/12/2025'])
    expect(holidayHoursRows(entries, { zone: SYDNEY, now }).map((row) => row.label)).toEqual(['Today'])
  })

  it('UTC times are shown as 12-hour local times in Sydney (AEDT, UTC+11)', () => {
    const boxingDay = special({ date: '2025-12-26', start_hour: '2025-12-25T22:00:00Z', end_hour: '2025-12-26T02:00:00Z' })
    expect(holidayHoursRows([boxingDay], { zone: SYDNEY, now: new Date('2025-12-20T00:00:00Z') })).toEqual([
      { date: '2025-12-26', label: '26/12/2025', kind: 'hours', text: '9:00 am - 1:00 pm', department: null },
    ])
  })

  it('UTC times are shown as 12-hour local times in Perth (UTC+8)', () => {
    const boxingDay = special({ date: '2025-12-26', start_hour: '2025-12-26T01:00:00Z', end_hour: '2025-12-26T05:00:00Z' })
    const now = new Date('2025-12-20T00:00:00Z')
    expect(holidayHoursRows([boxingDay], { zone: PERTH, now })[0]?.text).toBe('9:00 am - 1:00 pm')
    expect(holidayHoursRows([boxingDay], { zone: SYDNEY, now })[0]?.text).toBe('12:00 pm - 4:00 pm')
  })

  it('a Closed holiday reads Closed', () => {
    expect(
      holidayHoursRows([special({ date: '2025-12-25', status: 'Closed', department: 'all' })], {
        zone: PERTH,
        now: new Date('2025-12-20T00:00:00Z'),
      }),
    ).toEqual([{ date: '2025-12-25', label: '25/12/2025', kind: 'closed', text: 'Closed', department: 'all' }])
  })

  it("a department sees its own entries and those for all departments, not another department's", () => {
    const entries = [
      special({ date: '2025-12-25', status: 'Closed', department: 'all' }),
      special({ date: '2025-12-27', status: 'Closed', department: 'sales' }),
      special({ date: '2025-12-28', status: 'Closed', department: 'service' }),
      special({ date: '2025-12-29', status: 'Closed', department: null }),
    ]
    const dates = (department?: 'sales' | 'service') =>
      holidayHoursRows(entries, { zone: PERTH, now: new Date('2025-12-20T00:00:00Z'), department }).map((row) => row.date)
    expect(dates('service')).toEqual(['2025-12-25', '2025-12-28', '2025-12-29'])
    expect(dates('sales')).toEqual(['2025-12-25', '2025-12-27', '2025-12-29'])
    expect(dates()).toEqual(['2025-12-25', '2025-12-27', '2025-12-28', '2025-12-29'])
  })

  it("a department's own entry for a date replaces the entry for all departments", () => {
    const entries = [
      special({ date: '2025-12-26', status: 'Closed', department: 'all' }),
      special({ date: '2025-12-26', start_hour: '2025-12-26T01:00:00Z', end_hour: '2025-12-26T05:00:00Z', department: 'service' }),
    ]
    const rows = holidayHoursRows(entries, { zone: PERTH, now: new Date('2025-12-20T00:00:00Z'), department: 'service' })
    expect(rows).toEqual([{ date: '2025-12-26', label: '26/12/2025', kind: 'hours', text: '9:00 am - 1:00 pm', department: 'service' }])
  })

  it('past dates are dropped and the rest are sorted by date', () => {
    const entries = [
      special({ date: '2026-01-26', status: 'Closed' }),
      special({ date: '2025-12-24', status: 'Closed' }),
      special({ date: '2025-12-26', status: 'Closed' }),
      special({ date: '2025-12-25', status: 'Closed' }),
    ]
    const rows = holidayHoursRows(entries, { zone: PERTH, now: new Date('2025-12-25T06:00:00Z') })
    expect(rows.map((row) => row.date)).toEqual(['2025-12-25', '2025-12-26', '2026-01-26'])
    expect(holidayHoursRows(entries, { zone: PERTH, now: new Date('2026-02-01T00:00:00Z') })).toEqual([])
  })
})

describe('opening hours: Call Now', () => {
  // Monday 16 June 2025 in Perth (UTC+8): opens 9:00 = 01:00Z, closes 17:00 = 09:00Z.
  it.each([
    ['closed the minute before opening', '2025-06-16T00:59:00Z', false],
    ['open from the minute of opening', '2025-06-16T01:00:00Z', true],
    ['open in the last minute before closing', '2025-06-16T08:59:59Z', true],
    ['closed from the minute of closing', '2025-06-16T09:00:00Z', false],
  ])('%s (%s)', (_name, instant, expected) => {
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [], PERTH, new Date(instant))).toBe(expected)
  })

  it('accepts now as a luxon DateTime in any zone', () => {
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [], PERTH, DateTime.fromISO('2025-06-16T11:00:00+10:00'))).toBe(true)
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [], PERTH, DateTime.fromISO('2025-06-16T10:59:00+10:00'))).toBe(false)
  })

  it('a Closed day, or a weekday with no entry, is never open', () => {
    expect(isOpenNow(DEALER_WEEK, [], PERTH, new Date('2025-06-15T04:00:00Z'))).toBe(false) // Sunday noon
    expect(isOpenNow([open(1, '09:00', '17:00')], [], PERTH, new Date('2025-06-17T04:00:00Z'))).toBe(false) // Tuesday noon
  })

  it('hours that close before they open run past midnight into the next day', () => {
    const lateFriday = [open(5, '18:00', '02:00')]
    // Friday 20 June 2025 in Perth.
    expect(isOpenNow(lateFriday, [], PERTH, new Date('2025-06-20T09:59:00Z'))).toBe(false) // Fri 5:59 pm
    expect(isOpenNow(lateFriday, [], PERTH, new Date('2025-06-20T10:00:00Z'))).toBe(true) // Fri 6:00 pm
    expect(isOpenNow(lateFriday, [], PERTH, new Date('2025-06-20T16:00:00Z'))).toBe(true) // Sat 12:00 am
    expect(isOpenNow(lateFriday, [], PERTH, new Date('2025-06-20T17:59:00Z'))).toBe(true) // Sat 1:59 am
    expect(isOpenNow(lateFriday, [], PERTH, new Date('2025-06-20T18:00:00Z'))).toBe(false) // Sat 2:00 am
    // Thursday night is not Friday night.
    expect(isOpenNow(lateFriday, [], PERTH, new Date('2025-06-19T17:00:00Z'))).toBe(false) // Fri 1:00 am
  })

  it("a '00:00' close is midnight at the end of the day", () => {
    const untilMidnight = [open(4, '09:00', '00:00'), open(5, '09:00', '17:00')]
    // Thursday 19 June 2025 in Perth.
    expect(isOpenNow(untilMidnight, [], PERTH, new Date('2025-06-19T15:59:00Z'))).toBe(true) // Thu 11:59 pm
    expect(isOpenNow(untilMidnight, [], PERTH, new Date('2025-06-19T16:00:00Z'))).toBe(false) // Fri 12:00 am
    expect(isOpenNow(untilMidnight, [], PERTH, new Date('2025-06-19T00:59:00Z'))).toBe(false) // Thu 8:59 am
  })

  it("opening at '00:00' and closing at '00:00' is open all day", () => {
    const allDay = [open(4, '00:00', '00:00')]
    expect(isOpenNow(allDay, [], PERTH, new Date('2025-06-18T16:00:00Z'))).toBe(true) // Thu 12:00 am
    expect(isOpenNow(allDay, [], PERTH, new Date('2025-06-19T15:59:00Z'))).toBe(true) // Thu 11:59 pm
    expect(isOpenNow(allDay, [], PERTH, new Date('2025-06-19T16:00:00Z'))).toBe(false) // Fri 12:00 am
  })

  // Sydney leaves daylight saving at 3:00 AEDT on Sunday 5 April 2026 (UTC+11 → UTC+10), so
  // 9:00 opening moves from 22:00Z to 23:00Z. Perth stays UTC+8 (opening 01:00Z).
  it.each([
    ['Sat 4 Apr, Sydney 8:59 AEDT', '2026-04-03T21:59:00Z', false, false],
    ['Sat 4 Apr, Sydney 9:00 AEDT', '2026-04-03T22:00:00Z', true, false],
    ['Sun 5 Apr, Sydney 8:00 AEST (9:00 had the clocks not changed)', '2026-04-04T22:00:00Z', false, false],
    ['Sun 5 Apr, Sydney 8:59 AEST', '2026-04-04T22:59:00Z', false, false],
    ['Sun 5 Apr, Sydney 9:00 AEST', '2026-04-04T23:00:00Z', true, false],
    ['Mon 6 Apr, Sydney 9:00 AEST, Perth 7:00', '2026-04-05T23:00:00Z', true, false],
    ['Mon 6 Apr, Perth 8:59', '2026-04-06T00:59:00Z', true, false],
    ['Mon 6 Apr, Perth 9:00', '2026-04-06T01:00:00Z', true, true],
    ['Mon 6 Apr, Sydney 17:00 AEST, Perth 15:00', '2026-04-06T07:00:00Z', false, true],
  ])('end of daylight saving in Sydney, none in Perth: %s', (_name, instant, sydney, perth) => {
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [], SYDNEY, new Date(instant))).toBe(sydney)
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [], PERTH, new Date(instant))).toBe(perth)
  })

  // Sydney starts daylight saving at 2:00 AEST on Sunday 4 October 2026 (UTC+10 → UTC+11), so
  // 9:00 opening moves from 23:00Z to 22:00Z.
  it.each([
    ['Sat 3 Oct, Sydney 8:59 AEST', '2026-10-02T22:59:00Z', false, false],
    ['Sat 3 Oct, Sydney 9:00 AEST', '2026-10-02T23:00:00Z', true, false],
    ['Sun 4 Oct, Sydney 8:59 AEDT', '2026-10-03T21:59:00Z', false, false],
    ['Sun 4 Oct, Sydney 9:00 AEDT (8:00 had the clocks not changed)', '2026-10-03T22:00:00Z', true, false],
    ['Mon 5 Oct, Sydney 9:00 AEDT, Perth 6:00', '2026-10-04T22:00:00Z', true, false],
    ['Mon 5 Oct, Sydney 16:59 AEDT, Perth 13:59', '2026-10-05T05:59:00Z', true, true],
    ['Mon 5 Oct, Sydney 17:00 AEDT, Perth 14:00', '2026-10-05T06:00:00Z', false, true],
  ])('start of daylight saving in Sydney, none in Perth: %s', (_name, instant, sydney, perth) => {
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [], SYDNEY, new Date(instant))).toBe(sydney)
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [], PERTH, new Date(instant))).toBe(perth)
  })

  it('overnight hours into the start of daylight saving close at the skipped 2:00, i.e. 3:00 AEDT', () => {
    const lateSaturday = [open(6, '18:00', '02:00')]
    expect(isOpenNow(lateSaturday, [], SYDNEY, new Date('2026-10-03T15:59:00Z'))).toBe(true) // 1:59 AEST
    expect(isOpenNow(lateSaturday, [], SYDNEY, new Date('2026-10-03T16:00:00Z'))).toBe(false) // 3:00 AEDT
  })

  // Friday 26 December 2025 in Perth; the weekly hours say 9:00 to 17:00.
  const boxingDayNoon = new Date('2025-12-26T04:00:00Z')

  it('a Closed holiday today overrides the weekly hours', () => {
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [], PERTH, boxingDayNoon)).toBe(true)
    expect(isOpenNow(NINE_TO_FIVE_DAILY, [special({ date: '2025-12-26', status: 'Closed', department: 'all' })], PERTH, boxingDayNoon)).toBe(false)
  })

  it("an Open holiday today replaces the weekly hours with its own, read from UTC in the site's zone", () => {
    const shortDay = [special({ date: '2025-12-26', start_hour: '2025-12-26T01:00:00Z', end_hour: '2025-12-26T05:00:00Z' })] // 9:00-13:00 Perth
    expect(isOpenNow(NINE_TO_FIVE_DAILY, shortDay, PERTH, new Date('2025-12-26T04:59:00Z'))).toBe(true) // 12:59 pm
    expect(isOpenNow(NINE_TO_FIVE_DAILY, shortDay, PERTH, new Date('2025-12-26T05:00:00Z'))).toBe(false) // 1:00 pm
    const sundayOpening = [special({ date: '2025-12-28', start_hour: '2025-12-28T02:00:00Z', end_hour: '2025-12-28T06:00:00Z' })]
    expect(isOpenNow(DEALER_WEEK, sundayOpening, PERTH, new Date('2025-12-28T03:00:00Z'))).toBe(true) // Sunday 11:00 am
    expect(isOpenNow(DEALER_WEEK, [], PERTH, new Date('2025-12-28T03:00:00Z'))).toBe(false)
  })

  it('a holiday for another department, or another day, leaves the weekly hours alone', () => {
    const salesClosed = [special({ date: '2025-12-26', status: 'Closed', department: 'sales' })]
    expect(isOpenNow(NINE_TO_FIVE_DAILY, salesClosed, PERTH, boxingDayNoon, 'service')).toBe(true)
    expect(isOpenNow(NINE_TO_FIVE_DAILY, salesClosed, PERTH, boxingDayNoon, 'sales')).toBe(false)
    const tomorrowClosed = [special({ date: '2025-12-27', status: 'Closed' })]
    expect(isOpenNow(NINE_TO_FIVE_DAILY, tomorrowClosed, PERTH, boxingDayNoon)).toBe(true)
  })

  it("a holiday decides its whole date, ending the previous night's hours at midnight", () => {
    const lateThursday = [open(4, '18:00', '02:00')] // Christmas Day 2025 is a Thursday
    const at1am = new Date('2025-12-25T17:00:00Z') // Fri 26 Dec 1:00 am in Perth
    expect(isOpenNow(lateThursday, [], PERTH, at1am)).toBe(true)
    expect(isOpenNow(lateThursday, [special({ date: '2025-12-26', status: 'Closed' })], PERTH, at1am)).toBe(false)
    const boxingDayMorning = special({ date: '2025-12-26', start_hour: '2025-12-26T01:00:00Z', end_hour: '2025-12-26T05:00:00Z' })
    expect(isOpenNow(lateThursday, [boxingDayMorning], PERTH, at1am)).toBe(false)
  })
})

describe('opening hours: schema.org OpeningHoursSpecification', () => {
  it('one per open weekday, Monday first, then one per holiday valid for its date only', () => {
    const holidays = [
      special({ date: '2025-12-26', start_hour: '2025-12-26T01:00:00Z', end_hour: '2025-12-26T05:00:00Z', department: 'all' }),
      special({ date: '2025-12-25', status: 'Closed' }),
    ]
    expect(openingHoursSpecification(DEALER_WEEK, holidays, PERTH)).toEqual([
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${day}`,
        opens: '08:00',
        closes: '17:00',
      })),
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '08:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2025-12-25', validThrough: '2025-12-25', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2025-12-26', validThrough: '2025-12-26', opens: '09:00', closes: '13:00' },
    ])
  })

  it("holiday hours are in the site's local time and filtered by department", () => {
    const holidays = [
      special({ date: '2025-12-26', start_hour: '2025-12-26T01:00:00Z', end_hour: '2025-12-26T05:00:00Z' }),
      special({ date: '2025-12-27', status: 'Closed', department: 'sales' }),
    ]
    expect(openingHoursSpecification([], holidays, SYDNEY, 'service')).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2025-12-26', validThrough: '2025-12-26', opens: '12:00', closes: '16:00' },
    ])
  })

  it("a midnight close is written 23:59 so it does not read as schema.org's closed day", () => {
    expect(openingHoursSpecification([open(4, '09:00', '00:00')], [], PERTH)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Thursday', opens: '09:00', closes: '23:59' },
    ])
  })
})

describe('holiday hours are saved in date order', () => {
  it('rows sort earliest first; rows without a date keep their order at the end', () => {
    const rows = [
      { date: '2026-12-26T00:00:00.000Z', name: 'boxing' },
      { date: null, name: 'blank-1' },
      { date: '2026-01-26T00:00:00.000Z', name: 'australia' },
      { date: '2026-12-25T00:00:00.000Z', name: 'christmas' },
      { date: 'not a date', name: 'blank-2' },
    ]
    expect(inDateOrder(rows).map((row) => row.name)).toEqual(['australia', 'christmas', 'boxing', 'blank-1', 'blank-2'])
  })
})
