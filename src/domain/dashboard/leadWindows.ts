/**
 * The dashboard's lead periods: today, this week and this month on the
 * dealer's own calendar, so a lead at 11 pm in Perth counts on Perth's day.
 * Weeks start on Monday (ISO weeks, as Australian calendars do).
 */

import { DateTime } from 'luxon'

export const LEAD_PERIODS = ['today', 'week', 'month'] as const
export type LeadPeriod = (typeof LEAD_PERIODS)[number]

export const LEAD_PERIOD_LABELS: Record<LeadPeriod, string> = { today: 'Today', week: 'This week', month: 'This month' }

/** The first instant of each period in `timeZone` that contains `now`; each period runs to now. */
export function leadPeriodStarts(now: Date, timeZone: string): Record<LeadPeriod, Date> {
  const local = DateTime.fromJSDate(now, { zone: timeZone })
  if (!local.isValid) throw new RangeError(`Cannot count leads in time zone ${timeZone}`)
  return {
    today: local.startOf('day').toJSDate(),
    week: local.startOf('week').toJSDate(),
    month: local.startOf('month').toJSDate(),
  }
}

/** The earliest of the periods' starts: the one query that covers all three (a week may begin in last month). */
export function earliestPeriodStart(starts: Record<LeadPeriod, Date>): Date {
  return new Date(Math.min(...LEAD_PERIODS.map((period) => starts[period].getTime())))
}

/** How many of the lead times fall in each period. */
export function countByPeriod(receivedAt: readonly Date[], starts: Record<LeadPeriod, Date>, now: Date): Record<LeadPeriod, number> {
  const counts = { today: 0, week: 0, month: 0 }
  for (const at of receivedAt) {
    if (at.getTime() > now.getTime()) continue
    for (const period of LEAD_PERIODS) if (at.getTime() >= starts[period].getTime()) counts[period] += 1
  }
  return counts
}
