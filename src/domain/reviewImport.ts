/**
 * A location's reviews from a CSV file, as a Google Business Profile review
 * export has them (docs/reviews-import.md): one review a row, a header row
 * naming the columns. Each row is checked on its own; a bad row is reported
 * with its row number and reason and the others still go in.
 *
 * Columns, found by header name in any order and case (spaces, dots and
 * underscores ignored); others are ignored:
 * - reviewer (required): Reviewer, Reviewer name, reviewer.displayName, Name, Author
 * - rating (required): Star rating, starRating, Rating, Stars: 1 to 5, or ONE to FIVE
 * - time (required): Create time, createTime, Date, Review date: ISO 8601
 *   (2026-11-20T03:15:00Z), or a date (2026-11-20, 20/11/2026) with an
 *   optional time (14:30), read in the site's time zone
 * - comment: Comment, Review, Text, Review text
 * - reply: Reply, reviewReply.comment, Owner reply, Response
 *
 * A review is the same review when its reviewer and time are (reviewImportKey),
 * so a file imported twice adds nothing.
 */

import { DateTime } from 'luxon'

/** Bounds of a reviews CSV import (ours): a name, a comment or reply, rows a file, and the file's size. */
export const REVIEW_IMPORT_LIMITS = { name: 120, text: 5000, rows: 5000, fileBytes: 2 * 1024 * 1024 } as const

export type ReviewColumn = 'reviewer' | 'rating' | 'time' | 'comment' | 'reply'

/** Header names each column is known by, squashed (lower case, letters and digits only). */
const COLUMN_NAMES: Record<ReviewColumn, readonly string[]> = {
  reviewer: ['reviewer', 'reviewername', 'reviewerdisplayname', 'name', 'author', 'customername'],
  rating: ['starrating', 'rating', 'stars'],
  time: ['createtime', 'date', 'reviewdate', 'createdat', 'time'],
  comment: ['comment', 'review', 'text', 'reviewtext'],
  reply: ['reply', 'reviewreplycomment', 'ownerreply', 'response', 'replycomment'],
}
const REQUIRED: readonly ReviewColumn[] = ['reviewer', 'rating', 'time']
/** How the required columns are named in messages. */
const COLUMN_LABELS: Record<ReviewColumn, string> = { reviewer: 'Reviewer', rating: 'Star rating', time: 'Create time', comment: 'Comment', reply: 'Reply' }

const STAR_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 }

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')

export type ColumnPositions = Partial<Record<ReviewColumn, number>>

/** Where each column is, or a message naming the required columns the header lacks. */
export function reviewColumns(header: readonly (string | null)[]): { columns: ColumnPositions } | { problem: string } {
  const squashed = header.map((cell) => squash((cell ?? '').replace(/^\uFEFF/, '')))
  const columns: ColumnPositions = {}
  for (const column of Object.keys(COLUMN_NAMES) as ReviewColumn[]) {
    const at = squashed.findIndex((name) => COLUMN_NAMES[column].includes(name))
    if (at !== -1) columns[column] = at
  }
  const missing = REQUIRED.filter((column) => columns[column] === undefined)
  if (missing.length === 0) return { columns }
  return {
    problem: `The first row must name the columns; it has no ${missing.map((column) => COLUMN_LABELS[column]).join(', ')} column. Use the headers of a Google Business Profile review export: Reviewer, Star rating, Comment, Create time, Reply.`,
  }
}

export type ImportedReview = {
  row: number
  customerName: string
  rating: number
  /** ISO 8601, UTC. */
  reviewDate: string
  text: string | null
  reply: string | null
  importKey: string
}

export type RejectedRow = { row: number; reason: string }

/** The star rating as a whole number 1 to 5, or null. */
export function starRating(cell: string): number | null {
  const text = cell.trim().toLowerCase().replace(/\s*stars?$/, '')
  if (text in STAR_WORDS) return STAR_WORDS[text]!
  if (!/^\d(\.0+)?$/.test(text)) return null
  const value = Number(text)
  return value >= 1 && value <= 5 ? value : null
}

const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/

/** The review's time, or null: ISO 8601 as written (with its offset), else a date and time in the site's zone. */
export function reviewTime(cell: string, timeZone: string): Date | null {
  const text = cell.trim()
  const iso = DateTime.fromISO(text, { zone: timeZone, setZone: false })
  if (iso.isValid) return iso.toJSDate()
  const dayFirst = DAY_FIRST.exec(text)
  if (!dayFirst) return null
  const [, day, month, year, hour = '0', minute = '0', second = '0'] = dayFirst
  const local = DateTime.fromObject({ year: +year!, month: +month!, day: +day!, hour: +hour, minute: +minute, second: +second }, { zone: timeZone })
  return local.isValid ? local.toJSDate() : null
}

/** The same reviewer at the same moment is the same review, whatever the spacing or case of the name. */
export function reviewImportKey(customerName: string, reviewDate: string): string {
  return `${customerName.trim().replace(/\s+/g, ' ').toLowerCase()}|${reviewDate}`
}

type Cells = readonly (string | null)[]

/** One data row: the review, or why it is refused. */
export function reviewOfRow(row: number, cells: Cells, columns: ColumnPositions, timeZone: string, now: Date): ImportedReview | RejectedRow {
  const cell = (column: ReviewColumn) => (columns[column] === undefined ? '' : (cells[columns[column]] ?? '').trim())
  const refuse = (reason: string): RejectedRow => ({ row, reason })
  const customerName = cell('reviewer').replace(/\s+/g, ' ')
  if (!customerName) return refuse('The reviewer’s name is empty.')
  if (customerName.length > REVIEW_IMPORT_LIMITS.name) return refuse(`The reviewer’s name is longer than ${REVIEW_IMPORT_LIMITS.name} characters.`)
  const rating = starRating(cell('rating'))
  if (rating === null) return refuse(`The star rating “${cell('rating').slice(0, 20)}” is not 1 to 5 (or ONE to FIVE).`)
  const time = reviewTime(cell('time'), timeZone)
  if (!time) return refuse(`The create time “${cell('time').slice(0, 40)}” is not a date such as 2026-11-20T03:15:00Z, 2026-11-20 or 20/11/2026.`)
  if (time.getTime() > now.getTime()) return refuse('The create time is in the future.')
  const text = cell('comment')
  const reply = cell('reply')
  if (text.length > REVIEW_IMPORT_LIMITS.text) return refuse(`The comment is longer than ${REVIEW_IMPORT_LIMITS.text} characters.`)
  if (reply.length > REVIEW_IMPORT_LIMITS.text) return refuse(`The reply is longer than ${REVIEW_IMPORT_LIMITS.text} characters.`)
  const reviewDate = time.toISOString()
  return { row, customerName, rating, reviewDate, text: text || null, reply: reply || null, importKey: reviewImportKey(customerName, reviewDate) }
}

export type ReviewFile = { accepted: ImportedReview[]; rejected: RejectedRow[] }

/**
 * Every data row of a file (the header is row 1): blank rows are skipped,
 * a second row of the same review is refused naming the first.
 */
export function reviewsOfFile(records: readonly { row: number; cells: Cells; unclosedQuote?: true }[], columns: ColumnPositions, timeZone: string, now: Date): ReviewFile {
  const accepted: ImportedReview[] = []
  const rejected: RejectedRow[] = []
  const firstRowOf = new Map<string, number>()
  for (const record of records) {
    if (record.cells.every((cell) => !cell?.trim())) continue
    if (record.unclosedQuote) {
      rejected.push({ row: record.row, reason: 'A quoted cell is never closed: the rest of the file was read into it. Check the quotes in this row.' })
      continue
    }
    const review = reviewOfRow(record.row, record.cells, columns, timeZone, now)
    if ('reason' in review) {
      rejected.push(review)
      continue
    }
    const first = firstRowOf.get(review.importKey)
    if (first !== undefined) {
      rejected.push({ row: record.row, reason: `The same reviewer and time as row ${first}.` })
      continue
    }
    firstRowOf.set(review.importKey, record.row)
    accepted.push(review)
  }
  return { accepted, rejected }
}
