/**
 * The admin dashboard's lead figures (issue 6 "Admin"): leads per day over
 * the last days, and the share of finished deliveries that reached the
 * dealer. Time and zone are arguments.
 */

import { DateTime } from 'luxon'

import { LEAD_DASHBOARD_DAYS, type LeadDeliveryStatus } from '../constants'

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
