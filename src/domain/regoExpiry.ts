/**
 * 'Expires on {date}' for a car's registration, only when
 * the date is in the future.
 *
 * Registration is a matter of calendar days, so the expiry date is compared
 * with today's date in the site's time zone. A rego expiring today is not
 * shown: it is no longer a selling point, and a page cached today would still
 * say so tomorrow. A date-time from the feed counts by its date in the site's
 * zone. The date reads '14 March 2027', which no reader can take for
 * 3 February.
 */

import { DateTime } from 'luxon'

export function regoExpiryText(regoExpiry: string | null | undefined, { now, zone }: { now: Date; zone: string }): string | null {
  if (!regoExpiry?.trim()) return null
  const expiry = DateTime.fromISO(regoExpiry.trim(), { zone })
  const today = DateTime.fromJSDate(now).setZone(zone)
  if (!today.isValid) throw new RangeError(`Unknown time zone: '${zone}'`)
  if (!expiry.isValid || (expiry.toISODate() ?? '') <= (today.toISODate() ?? '')) return null
  return `Expires on ${expiry.setLocale('en-AU').toFormat('d MMMM yyyy')}`
}
