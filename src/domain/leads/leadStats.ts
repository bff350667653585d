/**
 * The admin dashboard's lead figures (issue 6 "Admin"): leads per day over
 * the last days, and the share of finished deliveries that reached the
 * dealer. Time and zone are arguments.
 */

import { DateTime } from 'luxon'

import type { LeadDeliveryStatus } from './deliveryChannels'

/** The admin dashboard's chart: leads per day over this many days, ending today (issue 6 "Admin"). */
export const LEAD_DASHBOARD_DAYS = 30

/** The dashboard's split by source: leads whose source was not recorded, and the sources beyond the top ones. */
export const UNRECORDED_SOURCE = 'not recorded'
export const OTHER_SOURCES = 'other'

/** The dashboard's days when the user can see no site to take a zone from (a new site's default zone). */
export const LEAD_DASHBOARD_DEFAULT_TIME_ZONE = 'Australia/Sydney'

export interface DayCount {
  /** The calendar day in the zone, as yyyy-mm-dd. */
  day: string
  count: number
}

/**
 * One bucket per calendar day in `timeZone`, oldest first, ending with
 * today: `days` buckets in all, a day without leads counting 0. Leads
 * outside those days are left out.
 */
export function leadsPerDay(receivedAt: readonly Date[], now: Date, timeZone: string, days: number = LEAD_DASHBOARD_DAYS): DayCount[] {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day')
  if (!today.isValid) throw new RangeError(`Cannot count leads per day in time zone ${timeZone}`)
  const buckets = new Map<string, number>()
  for (let back = days - 1; back >= 0; back--) buckets.set(today.minus({ days: back }).toISODate()!, 0)
  for (const date of receivedAt) {
    const day = DateTime.fromJSDate(date, { zone: timeZone }).toISODate()
    if (day !== null && buckets.has(day)) buckets.set(day, buckets.get(day)! + 1)
  }
  return [...buckets].map(([day, count]) => ({ day, count }))
}

export interface DeliverySuccess {
  delivered: number
  failed: number
  /** delivered ÷ (delivered + failed), 0 to 1; null when no delivery has finished yet. */
  rate: number | null
}

/**
 * Of the leads whose delivery has finished, the share delivered. Leads
 * still pending or retrying have no outcome yet, so they count neither way.
 */
export function deliverySuccessRate(statuses: readonly (LeadDeliveryStatus | null | undefined)[]): DeliverySuccess {
  const delivered = statuses.filter((status) => status === 'delivered').length
  const failed = statuses.filter((status) => status === 'failed').length
  return { delivered, failed, rate: delivered + failed === 0 ? null : delivered / (delivered + failed) }
}

/** Leads per day split by source: the most common sources by name, the rest as one "other". */
export interface SourceSplit {
  /** The sources shown, most leads first; OTHER_SOURCES last when there are more. */
  sources: string[]
  /** Per day, oldest first: the count of each source, in the order of `sources`. */
  days: { day: string; counts: number[] }[]
}

/**
 * The days of leadsPerDay, each split by the lead's source. The `top`
 * sources with most leads over the days shown keep their names (ties by
 * name); the rest count together as "other", so the chart keeps a legend a
 * person can read.
 */
export function leadsPerDayBySource(
  leads: readonly { receivedAt: Date; source: string | null | undefined }[],
  now: Date,
  timeZone: string,
  { days = LEAD_DASHBOARD_DAYS, top = 5 }: { days?: number; top?: number } = {},
): SourceSplit {
  const shownDays = leadsPerDay([], now, timeZone, days).map((bucket) => bucket.day)
  const inDays = new Set(shownDays)
  const dated = leads
    .map((lead) => ({ day: DateTime.fromJSDate(lead.receivedAt, { zone: timeZone }).toISODate(), source: lead.source?.trim() || UNRECORDED_SOURCE }))
    .filter((lead): lead is { day: string; source: string } => lead.day !== null && inDays.has(lead.day))
  const totals = new Map<string, number>()
  for (const lead of dated) totals.set(lead.source, (totals.get(lead.source) ?? 0) + 1)
  const ranked = [...totals].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).map(([source]) => source)
  const named = ranked.length > top + 1 ? ranked.slice(0, top) : ranked
  const sources = named.length < ranked.length ? [...named, OTHER_SOURCES] : named
  const column = (source: string) => (named.includes(source) ? named.indexOf(source) : sources.length - 1)
  const counts = new Map(shownDays.map((day) => [day, sources.map(() => 0)]))
  for (const lead of dated) counts.get(lead.day)![column(lead.source)]! += 1
  return { sources, days: shownDays.map((day) => ({ day, counts: counts.get(day)! })) }
}

/** A calendar day (yyyy-mm-dd, already on the site's calendar) as people read it: "Mon 30 Nov". */
export function dayLabel(day: string): string {
  const date = DateTime.fromISO(day, { zone: 'utc' })
  return date.isValid ? date.setLocale('en-AU').toFormat('ccc d LLL') : day
}

/**
 * The y-axis of a chart of counts up to `most`: whole numbers from 0, at
 * most five steps, each step 1, 2 or 5 times a power of ten, with the top
 * tick at or above `most`.
 */
export function countTicks(most: number): number[] {
  const top = Math.max(1, Math.ceil(most))
  const rough = top / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power)
  const ticks: number[] = []
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick)
  return ticks
}
