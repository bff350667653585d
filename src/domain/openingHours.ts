import { DateTime } from 'luxon'

import { formatTime12h, minutesOf, pad2 } from './timeOfDay'

export { formatTime12h }

/**
 * Opening hours, holiday (special) hours, alternate Saturdays and "Call Now".
 * Pure functions: the current instant is always an
 * argument, and every "local" time is read in the site's IANA zone.
 *
 * Bad input that upstream validation should have stopped (a zone luxon does not
 * know, a time that is not HH:mm) throws a RangeError. A special-hours entry
 * whose date is not YYYY-MM-DD is dealer data and is skipped instead.
 */

/** First Saturday of the alternate-Saturday service cycle; even weeks from here are "By appointment only". */
export const ALTERNATE_SATURDAY_CYCLE_START = '2025-06-14'

export type OpenStatus = 'Open' | 'Closed'
export type Department = 'sales' | 'service' | 'parts' | 'all'

/** One day of a location's weekly hours, in the site's local time. */
export interface OpeningHourEntry {
  /** 0 Sunday to 6 Saturday. */
  weekday: number
  status: OpenStatus
  /** 'HH:mm' local time. */
  open: string | null
  /** 'HH:mm' local time; at or before `open` means the day runs past midnight, '00:00' is midnight at the end of the day. */
  close: string | null
}

/** A holiday or other one-off day. */
export interface SpecialHoursEntry {
  /** 'YYYY-MM-DD', the site's local date. */
  date: string
  status: OpenStatus
  /** UTC ISO timestamp, e.g. '2025-12-26T01:00:00Z'. */
  start_hour: string | null
  end_hour: string | null
  /** 'all' or null: the entry applies to every department. */
  department: Department | null
}

export type HoursRowKind = 'hours' | 'closed' | 'by-appointment' | 'enquire-now'

/** One row of the weekly hours table; 'enquire-now' rows render as a link. */
export interface HoursRow {
  label: string
  kind: HoursRowKind
  text: string
}

/** One row of the holiday hours dialog. */
export interface HolidayRow {
  /** The entry's date, 'YYYY-MM-DD'. */
  date: string
  /** 'Today', or the date as d/M/yyyy. */
  label: string
  kind: 'hours' | 'closed'
  text: string
  department: Department | null
}

export type WeeklyHoursOptions = {
  /** A Closed day reads "By appointment only" instead of "Closed". */
  serviceByAppointment?: boolean
  /** Saturday and Sunday show an "Enquire Now" link instead of their hours. */
  enquireNowOnWeekends?: boolean
} & (
  | { alternateSaturdays?: false }
  | {
      /** Saturday of the week containing `now` is "By appointment only" on even weeks of the cycle. */
      alternateSaturdays: true
      zone: string
      now: Date | DateTime
    }
)

/** schema.org OpeningHoursSpecification, for JSON-LD. */
export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek?: string
  opens: string
  closes: string
  validFrom?: string
  validThrough?: string
}

// Display order Monday..Sunday, as spec weekdays (0 Sunday).
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const
const WEEKDAYS = [1, 2, 3, 4, 5] as const
const SATURDAY = 6
const SUNDAY = 0
const SHORT_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
interface Hours {
  open: string
  close: string
}

/** '8:00' or '08:00:00' → '08:00'. */
function normaliseTime(time: string): string {
  const minutes = minutesOf(time)
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`
}

function hoursText(hours: Hours): string {
  return `${formatTime12h(hours.open)} - ${formatTime12h(hours.close)}`
}

/** `now` as a DateTime in `zone`; throws on a zone luxon does not know. */
function inZone(instant: Date | DateTime, zone: string): DateTime {
  const local = (instant instanceof Date ? DateTime.fromJSDate(instant) : instant).setZone(zone)
  if (!local.isValid) throw new RangeError(`Unknown time zone or invalid instant: '${zone}'`)
  return local
}

function isoDate(local: DateTime): string {
  // A valid DateTime always has an ISO date; the fallback only satisfies the type.
  return local.toISODate() ?? ''
}

/** The day after an ISO date. Calendar arithmetic in UTC, so no DST shift can move it. */
function nextDate(date: string): string {
  return isoDate(DateTime.fromISO(date, { zone: 'utc' }).plus({ days: 1 }))
}

/** Hours of a weekday, or null when it is Closed, missing, or Open without both times. */
function weeklyHours(week: readonly OpeningHourEntry[], weekday: number): Hours | null {
  const entry = week.find((e) => e.weekday === weekday)
  if (!entry || entry.status !== 'Open' || !entry.open || !entry.close) return null
  return { open: normaliseTime(entry.open), close: normaliseTime(entry.close) }
}

/** Dealer data: an entry whose date is not a real YYYY-MM-DD is skipped rather than breaking the page. */
function hasValidDate(entry: SpecialHoursEntry): boolean {
  return ISO_DATE.test(entry.date) && DateTime.fromISO(entry.date).isValid
}

function appliesTo(entry: SpecialHoursEntry, department: Department | undefined): boolean {
  return department === undefined || entry.department === null || entry.department === 'all' || entry.department === department
}

/**
 * The special entry that decides `date` for `department`: an entry for that
 * department wins over one for 'all' (or none), which wins over nothing.
 */
function specialFor(
  special: readonly SpecialHoursEntry[],
  date: string,
  department: Department | undefined,
): SpecialHoursEntry | undefined {
  let general: SpecialHoursEntry | undefined
  for (const entry of special) {
    if (entry.date !== date || !appliesTo(entry, department)) continue
    if (department !== undefined && department !== 'all' && entry.department === department) return entry
    general ??= entry
  }
  return general
}

/** A UTC timestamp's wall-clock time in `zone`, 'HH:mm'; null when absent or unreadable. */
function localTimeOf(utc: string | null, zone: string): string | null {
  if (!utc) return null
  const local = DateTime.fromISO(utc, { zone: 'utc' }).setZone(zone)
  return local.isValid ? local.toFormat('HH:mm') : null
}

/**
 * Local opening hours of an Open special entry, or null without both times.
 * Only the wall-clock time of start_hour/end_hour is used, on the entry's own
 * date: that is what the holiday dialog shows, and it stays right whether the
 * stored timestamps carry the holiday's date or a placeholder one.
 */
function specialHours(entry: SpecialHoursEntry, zone: string): Hours | null {
  const open = localTimeOf(entry.start_hour, zone)
  const close = localTimeOf(entry.end_hour, zone)
  return open && close ? { open, close } : null
}

/** Is `date` a Saturday on an even week of the alternate-Saturday cycle (week 0 = 14 June 2025)? */
export function isAlternateSaturdayByAppointment(date: Date | DateTime | string, zone: string): boolean {
  // An ISO date string names a day in the site's zone; an instant is read in that zone.
  const local = typeof date === 'string' ? DateTime.fromISO(date, { zone }) : inZone(date, zone)
  if (!local.isValid) throw new RangeError(`Invalid date or time zone: '${String(date)}', '${zone}'`)
  if (local.weekday !== 6) return false
  // Whole days between calendar dates, counted in UTC so a DST change cannot add or lose an hour.
  const days = DateTime.fromISO(isoDate(local), { zone: 'utc' }).diff(
    DateTime.fromISO(ALTERNATE_SATURDAY_CYCLE_START, { zone: 'utc' }),
    'days',
  ).days
  return days >= 0 && (days / 7) % 2 === 0
}

/** One wording, in sentence case, for a closed day served by appointment and for the alternate Saturday. */
export const BY_APPOINTMENT = 'By appointment only'

/**
 * Rows of the weekly hours table, Monday to Sunday. The five weekdays collapse
 * into one 'Mon-Fri' row when they share their hours (all Closed counts too).
 */
export function weeklyHoursRows(week: readonly OpeningHourEntry[], options: WeeklyHoursOptions = {}): HoursRow[] {
  const closed: Omit<HoursRow, 'label'> = options.serviceByAppointment
    ? { kind: 'by-appointment', text: BY_APPOINTMENT }
    : { kind: 'closed', text: 'Closed' }
  const row = (label: string, hours: Hours | null): HoursRow =>
    hours ? { label, kind: 'hours', text: hoursText(hours) } : { label, ...closed }

  const key = (hours: Hours | null) => (hours ? `${hours.open}-${hours.close}` : 'closed')
  const weekdayHours = WEEKDAYS.map((day) => weeklyHours(week, day))
  const collapse = weekdayHours.every((hours) => key(hours) === key(weekdayHours[0] ?? null))

  const rows: HoursRow[] = collapse
    ? [row('Mon-Fri', weekdayHours[0] ?? null)]
    : WEEKDAYS.map((day, i) => row(SHORT_LABELS[day], weekdayHours[i] ?? null))

  for (const day of [SATURDAY, SUNDAY] as const) {
    const label = SHORT_LABELS[day]
    if (
      day === SATURDAY &&
      options.alternateSaturdays &&
      isAlternateSaturdayByAppointment(saturdayOfWeek(options.now, options.zone), options.zone)
    ) {
      rows.push({ label, kind: 'by-appointment', text: BY_APPOINTMENT })
    } else if (options.enquireNowOnWeekends) {
      rows.push({ label, kind: 'enquire-now', text: 'Enquire Now' })
    } else {
      rows.push(row(label, weeklyHours(week, day)))
    }
  }
  return rows
}

/** Saturday of the Monday-to-Sunday week containing `now`, in `zone`; the table shows that week. */
function saturdayOfWeek(now: Date | DateTime, zone: string): DateTime {
  const local = inZone(now, zone)
  // luxon weekdays run 1 Monday .. 7 Sunday.
  return local.plus({ days: 6 - local.weekday })
}

/**
 * Rows of the holiday hours dialog: entries for `department` (plus 'all' and
 * unassigned ones) dated today or later in the site's zone, by date. With a
 * department, one row per date, its own entry preferred to an 'all' one.
 * Without one, every entry is listed. No entries → [] (the dialog is hidden).
 */
export function holidayHoursRows(
  special: readonly SpecialHoursEntry[],
  { zone, now, department }: { zone: string; now: Date | DateTime; department?: Department },
): HolidayRow[] {
  const today = isoDate(inZone(now, zone))
  const listed = special
    .filter((entry) => hasValidDate(entry))
    .filter((entry) => entry.date >= today && appliesTo(entry, department))
    .filter((entry) => department === undefined || specialFor(special, entry.date, department) === entry)
    // Array.prototype.sort is stable: entries of one date keep their order.
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))

  return listed.map((entry) => {
    const label = entry.date === today ? 'Today' : DateTime.fromISO(entry.date).toFormat('d/M/yyyy')
    const base = { date: entry.date, label, department: entry.department }
    if (entry.status !== 'Open') return { ...base, kind: 'closed', text: 'Closed' }
    const hours = specialHours(entry, zone)
    return { ...base, kind: 'hours', text: hours ? hoursText(hours) : 'Open' }
  })
}

/**
 * The instants [start, end) a day's hours cover. Closing at or before opening
 * runs into the next day, so '18:00'–'02:00' ends at 2 am and '00:00' closes
 * at midnight. Local times are resolved in `zone` on their own dates, so a DST
 * change between opening and closing is accounted for.
 */
function spanOn(date: string, hours: Hours, zone: string): { start: number; end: number } {
  const closeDate = minutesOf(hours.close) <= minutesOf(hours.open) ? nextDate(date) : date
  return {
    start: DateTime.fromISO(`${date}T${hours.open}`, { zone }).toMillis(),
    end: DateTime.fromISO(`${closeDate}T${hours.close}`, { zone }).toMillis(),
  }
}

/**
 * "Call Now": is the location open at `now`? Open from the opening minute
 * (inclusive) until the closing minute (exclusive), in the site's zone.
 *
 * A special entry for a date decides that whole date: Closed means closed all
 * day (even during the previous night's hours running past midnight), Open
 * means its own hours. An Open special entry without both times is ignored.
 */
export function isOpenNow(
  week: readonly OpeningHourEntry[],
  special: readonly SpecialHoursEntry[],
  zone: string,
  now: Date | DateTime,
  department?: Department,
): boolean {
  const local = inZone(now, zone)
  const instant = local.toMillis()
  const yesterday = local.minus({ days: 1 })

  // What a special entry says about a date: 'closed', its hours, or null when it has no say.
  const specialSays = (date: string): Hours | 'closed' | null => {
    const entry = specialFor(special, date, department)
    if (entry?.status === 'Closed') return 'closed'
    return entry ? specialHours(entry, zone) : null
  }

  const today = specialSays(isoDate(local))
  if (today === 'closed') return false
  const todayHours = today ?? weeklyHours(week, local.weekday % 7)
  const spans = todayHours ? [spanOn(isoDate(local), todayHours, zone)] : []

  // Last night's hours running past midnight, unless a special entry decides today.
  if (today === null) {
    const before = specialSays(isoDate(yesterday))
    const beforeHours = before === 'closed' ? null : (before ?? weeklyHours(week, yesterday.weekday % 7))
    if (beforeHours) spans.push(spanOn(isoDate(yesterday), beforeHours, zone))
  }
  return spans.some((span) => span.start <= instant && instant < span.end)
}

/**
 * schema.org OpeningHoursSpecification for JSON-LD: one per open weekday
 * (Monday first), then one per special entry (by date) valid for that date only.
 * A closed special day is opens = closes = '00:00' (schema.org's convention),
 * so a midnight closing time is written '23:59' to not read as closed.
 */
export function openingHoursSpecification(
  week: readonly OpeningHourEntry[],
  special: readonly SpecialHoursEntry[],
  zone: string,
  department?: Department,
): OpeningHoursSpecification[] {
  const closes = (time: string) => (time === '00:00' ? '23:59' : time)
  const weekly = WEEK_ORDER.flatMap((day): OpeningHoursSpecification[] => {
    const hours = weeklyHours(week, day)
    return hours
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`,
            opens: hours.open,
            closes: closes(hours.close),
          },
        ]
      : []
  })

  const specials = special
    .filter((entry) => hasValidDate(entry) && appliesTo(entry, department))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .flatMap((entry): OpeningHoursSpecification[] => {
      const validity = { '@type': 'OpeningHoursSpecification', validFrom: entry.date, validThrough: entry.date } as const
      if (entry.status !== 'Open') return [{ ...validity, opens: '00:00', closes: '00:00' }]
      const hours = specialHours(entry, zone)
      return hours ? [{ ...validity, opens: hours.open, closes: closes(hours.close) }] : []
    })

  return [...weekly, ...specials]
}

/** Holiday rows earliest first, as the admin saves them; rows without a readable date keep their order at the end. */
export function inDateOrder<R extends { date?: string | null }>(rows: readonly R[]): R[] {
  const time = (row: R) => {
    const value = row.date ? Date.parse(row.date) : Number.NaN
    return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value
  }
  return rows.map((row, index) => ({ row, index, at: time(row) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? -1 : 1))
    .map(({ row }) => row)
}
