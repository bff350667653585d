import { DateTime } from 'luxon'

/** A post's date as the blog shows it: 5 November 2026, in the site's time zone. */
export function postDate(iso: string, timeZone: string): string {
  return DateTime.fromISO(iso, { zone: timeZone }).toFormat('d LLLL yyyy')
}
