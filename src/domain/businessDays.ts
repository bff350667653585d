/**
 * Business days on a dealer's own calendar: Monday to Friday in the site's
 * time zone, less the days the dealership is closed (its public holidays, as
 * the locations' holiday hours record them: see closedDaysOfSite).
 *
 * "More than a business day" counts wall-clock time on business days only: a
 * lead received on Friday at 3 pm has waited a business day on Monday at
 * 3 pm; one received on Saturday starts waiting on Monday at midnight, so it
 * has waited a business day on Tuesday at midnight. Time is an argument.
 */

import { DateTime } from 'luxon'

import type { SpecialHoursEntry } from './openingHours'

/** luxon's weekday numbers of Saturday and Sunday. */
const WEEKEND = new Set([6, 7])
/** A calendar with no business day for a year is a mistake in its data, not a long weekend. */
const MAX_DAYS_BACK = 366

function inZone(instant: Date, timeZone: string): DateTime {
  const local = DateTime.fromJSDate(instant, { zone: timeZone })
  if (!local.isValid) throw new RangeError(`Cannot count business days in time zone ${timeZone}: ${local.invalidExplanation}`)
  return local
}

/** Whether the local day of `day` is a business day: a weekday the dealership is open (`closedDays` as yyyy-mm-dd). */
export function isBusinessDay(day: DateTime, closedDays: ReadonlySet<string> = new Set()): boolean {
  return !WEEKEND.has(day.weekday) && !closedDays.has(day.toISODate()!)
}

function previousBusinessDay(day: DateTime, closedDays: ReadonlySet<string>): DateTime {
  let candidate = day.minus({ days: 1 })
  for (let back = 0; !isBusinessDay(candidate, closedDays); back++) {
    if (back > MAX_DAYS_BACK) throw new RangeError('No business day in a year: every day is marked closed')
    candidate = candidate.minus({ days: 1 })
  }
  return candidate
}

/**
 * The instant one business day before `now`: a lead received before it has
 * waited more than a business day. On a business day it is the same local
 * time on the business day before; on a weekend or holiday, the start of the
 * last business day (its whole day has passed since).
 */
export function oneBusinessDayBefore(now: Date, timeZone: string, closedDays: ReadonlySet<string> = new Set()): Date {
  const local = inZone(now, timeZone)
  if (isBusinessDay(local, closedDays)) return previousBusinessDay(local, closedDays).toJSDate()
  return previousBusinessDay(local.startOf('day'), closedDays).startOf('day').toJSDate()
}

/** Holiday entries for these departments close the showroom to leads. */
const CLOSES_SALES = new Set(['all', 'sales'])

/**
 * The days a site's dealership is closed for leads: a holiday on which every
 * one of its locations is closed to sales (an entry for all departments or
 * for sales). A day only some locations close is still a business day, as
 * the others take the leads.
 */
export function closedDaysOfSite(locations: readonly (readonly Pick<SpecialHoursEntry, 'date' | 'status' | 'department'>[])[]): Set<string> {
  const closedAt = locations.map(
    (entries) => new Set(entries.filter((entry) => entry.status === 'Closed' && CLOSES_SALES.has(entry.department ?? 'all')).map((entry) => entry.date)),
  )
  const [first, ...rest] = closedAt
  return new Set([...(first ?? [])].filter((day) => rest.every((closed) => closed.has(day))))
}
