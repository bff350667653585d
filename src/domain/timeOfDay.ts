/**
 * Times of day as locations store them ('HH:mm', 24-hour, the site's local
 * time) and as people read and type them ('8:30 am'). The public site and the
 * admin both show the 12-hour form; storage stays 'HH:mm'.
 */

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2})?$/

/** Minutes after midnight of an 'HH:mm' (or 'HH:mm:ss') time; a RangeError for anything else. */
export function minutesOf(time: string): number {
  const match = TIME_OF_DAY.exec(time.trim())
  const hour = Number(match?.[1])
  const minute = Number(match?.[2])
  if (!match || hour > 23 || minute > 59) throw new RangeError(`Not a time of day (HH:mm): '${time}'`)
  return hour * 60 + minute
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0')
}

/** '13:05' → '1:05 pm', '00:00' → '12:00 am', '12:00' → '12:00 pm'. */
export function formatTime12h(time: string): string {
  const minutes = minutesOf(time)
  const hour24 = Math.floor(minutes / 60)
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12
  return `${hour12}:${pad2(minutes % 60)} ${hour24 < 12 ? 'am' : 'pm'}`
}

const TYPED_TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|a|p)?$/

/**
 * What a dealer typed, as the stored 'HH:mm': '8:30 am', '8.30am', '5 pm',
 * '5pm', '12:00 pm' (noon), '12 am' (midnight), or 24-hour '17:00'.
 * Null when it is not a time of day.
 */
export function parseTimeOfDay(text: string): string | null {
  const match = TYPED_TIME.exec(text.trim().toLowerCase())
  if (!match) return null
  const [, hourText, minuteText, meridiem] = match
  let hour = Number(hourText)
  const minute = Number(minuteText ?? '0')
  if (minute > 59) return null
  if (meridiem) {
    if (hour < 1 || hour > 12) return null
    hour = (hour % 12) + (meridiem.startsWith('p') ? 12 : 0)
  } else if (hour > 23 || minuteText === undefined) {
    // A bare '5' could be morning or evening.
    return null
  }
  return `${pad2(hour)}:${pad2(minute)}`
}

/** A stored time as the admin shows it ('08:30' → '8:30 am'); anything unreadable as it is, so the dealer can correct it. */
export function timeOfDayText(stored: string | null | undefined): string {
  if (!stored) return ''
  try {
    return formatTime12h(stored)
  } catch {
    return stored
  }
}
