/**
 * A dealer editor's export of their site's leads (issue 6) as RFC 4180 CSV:
 * a header row, CRLF line ends, and fields with a comma, quote or line break
 * quoted with inner quotes doubled.
 *
 * Leads hold text typed by strangers, and dealers open the file in a
 * spreadsheet: a cell starting with = + - @ tab or CR would run as a formula
 * there, so it gets a leading apostrophe (OWASP's advice on CSV injection).
 * Phone numbers are written as Australians read them, in national form with
 * spaces ('0412 345 678', '08 9200 1234'): that can never start a formula,
 * and the spaces keep a spreadsheet from reading it as a number and dropping
 * its 0. Only a number that is not Australian keeps its stored form, guarded.
 */

import { DateTime } from 'luxon'

import { nationalPhoneDigits } from './fields'
import type { LeadDeliveryStatus } from './deliveryChannels'
import type { StoredAttribution } from './attribution'

export interface LeadCsvRow {
  receivedAt: Date
  name: string
  email: string | null
  phone: string | null
  /** The form's category as the shopper saw it, e.g. "Test Drive". */
  category: string
  car: { year: number | null; make: string; model: string; badge: string | null } | null
  stockNumber: string | null
  locationName: string | null
  optIn: boolean
  optInFinance: boolean
  optInTrade: boolean
  message: string | null
  deliveryStatus: LeadDeliveryStatus
  /** Where the lead came from (attribution.ts). */
  attribution: StoredAttribution
}

/** The columns, in order: what a dealer follows a lead up with comes first. */
const COLUMNS: readonly [string, (row: LeadCsvRow, timeZone: string) => string][] = [
  ['Received', (row, timeZone) => receivedAt(row.receivedAt, timeZone)],
  ['Name', (row) => row.name],
  ['Email', (row) => row.email ?? ''],
  ['Phone', (row) => (row.phone ? nationalPhoneText(row.phone) : '')],
  ['Category', (row) => row.category],
  ['Car', (row) => carName(row.car)],
  ['Stock number', (row) => row.stockNumber ?? ''],
  ['Location', (row) => row.locationName ?? ''],
  ['Marketing opt-in', (row) => yesNo(row.optIn)],
  ['Interested in finance', (row) => yesNo(row.optInFinance)],
  ['Has a trade-in', (row) => yesNo(row.optInTrade)],
  ['Message', (row) => row.message ?? ''],
  ['Delivery status', (row) => row.deliveryStatus],
  // Where it came from, last: the columns a dealer's existing sheets read keep their places.
  ['Source', (row) => row.attribution.source ?? ''],
  ['Lead category', (row) => row.attribution.category],
  ['Page id', (row) => row.attribution.pageId ?? ''],
  ['Manufacturer', (row) => row.attribution.manufacturerSlug ?? ''],
  ['Campaign', (row) => Object.entries(row.attribution.linkedQueryParams).map(([name, value]) => `${name}=${value}`).join('&')],
  ['Pages visited', (row) => row.attribution.visitedPages.join(' ')],
]

/** Excel reads a UTF-8 file as its local code page unless it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF'
const LINE_END = '\r\n'
/** What a spreadsheet treats as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/

/** The CSV file for `rows`, times in the site's `timeZone` (named in the header). */
export function leadsCsv(rows: readonly LeadCsvRow[], timeZone: string): string {
  const header = COLUMNS.map(([name]) => (name === 'Received' ? `Received (${timeZone})` : name))
  const records = rows.map((row) => COLUMNS.map(([, value]) => value(row, timeZone)))
  return BYTE_ORDER_MARK + [header, ...records].map((cells) => cells.map(csvField).join(',') + LINE_END).join('')
}

/** One field: formula starts neutralised first, so the apostrophe sits inside any quotes. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

function receivedAt(date: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(date, { zone: timeZone })
  if (!local.isValid) throw new RangeError(`Cannot show lead times in time zone ${timeZone}: ${local.invalidExplanation}`)
  // Sorts as text and reads as a date in a spreadsheet.
  return local.toFormat('yyyy-MM-dd HH:mm')
}

/** An Australian number in national form, grouped as it is read: mobiles 4-3-3, landlines 2-4-4. Anything else as stored. */
export function nationalPhoneText(phone: string): string {
  const digits = nationalPhoneDigits(phone)
  if (!digits) return phone
  return /^0[45]/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`
}

function carName(car: LeadCsvRow['car']): string {
  if (!car) return ''
  return [car.year, car.make, car.model, car.badge].filter((part) => part !== null && part !== '').join(' ')
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
