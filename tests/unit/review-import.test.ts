import { describe, expect, it } from 'vitest'

import { reviewColumns, reviewImportKey, reviewsOfFile, reviewTime, starRating, type ColumnPositions } from '@/domain/reviewImport'
import { csvRecords, type CsvRecord } from '@/server/csvRecords'

const PERTH = 'Australia/Perth'
const NOW = new Date('2026-11-25T00:00:00Z')

async function read(csv: string) {
  const records: CsvRecord[] = []
  for await (const record of csvRecords([csv])) records.push(record)
  const [header, ...rows] = records
  const found = reviewColumns(header!.cells)
  if ('problem' in found) throw new Error(found.problem)
  return reviewsOfFile(rows, found.columns, PERTH, NOW)
}

describe('the columns of a reviews CSV (a Google Business Profile export)', () => {
  it('finds the columns by header name in any order, case and spelling of the export', () => {
    expect(reviewColumns(['Create Time', 'reviewer.displayName', 'starRating', 'comment', 'reviewReply.comment', 'Update Time'])).toEqual({
      columns: { time: 0, reviewer: 1, rating: 2, comment: 3, reply: 4 },
    })
  })

  it('refuses a header without the reviewer, rating or time, naming what is missing', () => {
    const found = reviewColumns(['Reviewer', 'Comment'])
    expect('problem' in found && found.problem).toMatch(/has no Star rating, Create time column/)
  })
})

describe('a review row', () => {
  it('takes star ratings as numbers or as Google’s words', () => {
    expect([starRating('5'), starRating('FIVE'), starRating('4 stars'), starRating('3.0'), starRating('one')]).toEqual([5, 5, 4, 3, 1])
    expect([starRating('0'), starRating('6'), starRating('4.5'), starRating(''), starRating('great')]).toEqual([null, null, null, null, null])
  })

  it('reads ISO times with their offset, and dates without one in the site’s time zone (Australian day order)', () => {
    expect(reviewTime('2026-11-20T03:15:00Z', PERTH)?.toISOString()).toBe('2026-11-20T03:15:00.000Z')
    expect(reviewTime('2026-11-20', PERTH)?.toISOString()).toBe('2026-11-19T16:00:00.000Z')
    expect(reviewTime('02/11/2026 14:30', PERTH)?.toISOString()).toBe('2026-11-02T06:30:00.000Z')
    expect(reviewTime('31/02/2026', PERTH)).toBeNull()
    expect(reviewTime('last week', PERTH)).toBeNull()
  })

  it('the same reviewer at the same time is the same review, whatever the spacing or case', () => {
    expect(reviewImportKey('  Jo   Citizen ', '2026-11-20T03:15:00.000Z')).toBe(reviewImportKey('jo citizen', '2026-11-20T03:15:00.000Z'))
  })
})

describe('a reviews file', () => {
  const csv = [
    'Reviewer,Star rating,Comment,Create time,Reply',
    'Jo Citizen,FIVE,"Great service, thanks!",2026-11-20T03:15:00Z,Thanks Jo',
    ',5,No name,2026-11-20T03:15:00Z,',
    'Sam,7,Too many stars,2026-11-20T03:15:00Z,',
    'Alex,4,,someday,',
    '',
    'Jo Citizen,5,Again,2026-11-20T03:15:00Z,',
    'Kim,3,From the future,2027-01-01,',
    'Lee,4,"Line one',
    'line two",21/11/2026,',
  ].join('\r\n')

  it('accepts the good rows and reports each rejected row with its spreadsheet row number and reason', async () => {
    const { accepted, rejected } = await read(csv)
    expect(accepted.map((review) => [review.row, review.customerName, review.rating, review.text, review.reply])).toEqual([
      [2, 'Jo Citizen', 5, 'Great service, thanks!', 'Thanks Jo'],
      [9, 'Lee', 4, 'Line one\r\nline two', null],
    ])
    expect(rejected).toEqual([
      { row: 3, reason: 'The reviewer’s name is empty.' },
      { row: 4, reason: 'The star rating “7” is not 1 to 5 (or ONE to FIVE).' },
      { row: 5, reason: 'The create time “someday” is not a date such as 2026-11-20T03:15:00Z, 2026-11-20 or 20/11/2026.' },
      { row: 7, reason: 'The same reviewer and time as row 2.' },
      { row: 8, reason: 'The create time is in the future.' },
    ])
  })

  it('a quote never closed is reported, not read silently into one giant comment', async () => {
    const { rejected } = await read('Reviewer,Star rating,Comment,Create time\r\nJo,5,"Unclosed,2026-11-20\r\nSam,5,ok,2026-11-20\r\n')
    expect(rejected).toEqual([{ row: 2, reason: expect.stringMatching(/quoted cell is never closed/) }])
  })

  it('bounds names and comments', () => {
    const columns: ColumnPositions = { reviewer: 0, rating: 1, time: 2, comment: 3 }
    const rows = [
      { row: 2, cells: ['x'.repeat(121), '5', '2026-11-20', ''] },
      { row: 3, cells: ['Jo', '5', '2026-11-20', 'x'.repeat(5001)] },
    ]
    expect(reviewsOfFile(rows, columns, PERTH, NOW).rejected.map((row) => row.reason)).toEqual([
      'The reviewer’s name is longer than 120 characters.',
      'The comment is longer than 5000 characters.',
    ])
  })
})
