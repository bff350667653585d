import { DateTime } from 'luxon'

/** A day (YYYY-MM-DD) and a time of day (HH:mm, any minute) as typed by an editor. */
export type TypedTime = { day: string; time: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The instant an editor means by a day and a time typed in the site's time
 * zone (a Perth dealer's 9:37 am is 9:37 am in Perth, wherever the editor
 * sits), or the reason it cannot be scheduled: a missing or malformed part,
 * or a time already past at `now`.
 */
export function scheduledInstant(typed: TypedTime, zone: string, now: Date): { at: Date } | { problem: string } {
  if (!DAY.test(typed.day)) return { problem: 'Choose a day.' }
  if (!TIME.test(typed.time)) return { problem: 'Type a time, e.g. 09:37.' }
  const at = DateTime.fromISO(`${typed.day}T${typed.time}`, { zone })
  if (!at.isValid) return { problem: 'That day and time do not exist in the site’s time zone.' }
  if (at.toMillis() <= now.getTime()) return { problem: 'That time has passed; choose a later one.' }
  return { at: at.toJSDate() }
}

/** Today's date (YYYY-MM-DD) in the site's zone: the first day a schedule may take. */
export function todayIn(zone: string, now: Date): string {
  return DateTime.fromJSDate(now, { zone }).toISODate() ?? ''
}
