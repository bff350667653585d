import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { csvRecords, type CsvRecord } from '@/server/csvRecords'
import { FeedUnreadableError, openFeed, type FeedEntry } from '../../src/stock/feedReader'

const dir = mkdtempSync(path.join(tmpdir(), 'stock-feed-'))

function feedFile(name: string, text: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, text)
  return file
}

async function entriesOf(file: string): Promise<FeedEntry[]> {
  const feed = await openFeed(file)
  const entries: FeedEntry[] = []
  for await (const entry of feed.entries) entries.push(entry)
  expect(feed.fractionRead()).toBe(1)
  return entries
}

async function splitCsv(text: string, pieceLength = text.length) {
  const pieces: string[] = []
  for (let at = 0; at < text.length; at += pieceLength) pieces.push(text.slice(at, at + pieceLength))
  const records: CsvRecord[] = []
  for await (const record of csvRecords(pieces)) records.push(record)
  return records
}

describe('CSV splitting (RFC 4180)', () => {
  const tricky = 'id,comments,price\r\n1,"Leather, sunroof",18990\r\n2,"Says ""as new""",\r\n3,"Line one\nline two\r\nline three",""\r\n4,plain'

  it('reads quoted commas, doubled quotes and line breaks inside quotes; an empty cell is null, a quoted empty cell is empty text', async () => {
    expect(await splitCsv(tricky)).toEqual([
      { row: 1, cells: ['id', 'comments', 'price'] },
      { row: 2, cells: ['1', 'Leather, sunroof', '18990'] },
      { row: 3, cells: ['2', 'Says "as new"', null] },
      { row: 4, cells: ['3', 'Line one\nline two\r\nline three', ''] },
      { row: 5, cells: ['4', 'plain'] },
    ])
  })

  it('gives the same records whatever size the pieces of text arrive in', async () => {
    const whole = await splitCsv(tricky)
    for (const pieceLength of [1, 2, 3, 7]) expect(await splitCsv(tricky, pieceLength)).toEqual(whole)
  })

  it('ends records at LF, CRLF or CR, and a trailing comma makes a last null cell', async () => {
    expect((await splitCsv('a,b\nc,\rd,e\r\n')).map((record) => record.cells)).toEqual([['a', 'b'], ['c', null], ['d', 'e']])
  })

  it('keeps stray quotes as written and flags a quote that never closes', async () => {
    expect(await splitCsv('5" wheels,"12"x\n')).toEqual([{ row: 1, cells: ['5" wheels', '"12"x'] }])
    expect(await splitCsv('a,"never closed\nb,c')).toEqual([{ row: 1, cells: ['a', 'never closed\nb,c'], unclosedQuote: true }])
  })
})

describe('stock feeds', () => {
  const cars = [
    { id: 1, make: 'Toyota', model: 'HiLux', price: 45990 },
    { id: 2, make: 'Mazda', model: 'CX-5', price: 18990 },
  ]

  it('reads a JSON array, numbering rows from 1', async () => {
    const file = feedFile('stock.json', `\uFEFF${JSON.stringify(cars, null, 2)}`)
    expect((await openFeed(file)).format).toBe('json')
    expect(await entriesOf(file)).toEqual([
      { row: 1, value: cars[0] },
      { row: 2, value: cars[1] },
    ])
  })

  it('reads NDJSON by line number, skipping blank lines and reporting a line that is not JSON', async () => {
    const file = feedFile('stock.ndjson', `\uFEFF${JSON.stringify(cars[0])}\r\n\n{"id": 3, "make":\n${JSON.stringify(cars[1])}\n`)
    const entries = await entriesOf(file)
    expect(entries).toHaveLength(3)
    expect(entries[0]).toEqual({ row: 1, value: cars[0] })
    expect(entries[1]).toMatchObject({ row: 3, error: expect.stringMatching(/^is not valid JSON \(/) })
    expect(entries[2]).toEqual({ row: 4, value: cars[1] })
  })

  it('reads .jsonl as NDJSON', async () => {
    const file = feedFile('stock.jsonl', `${JSON.stringify(cars[0])}\n`)
    expect((await openFeed(file)).format).toBe('ndjson')
  })

  it('reads CSV with the header as row 1, keeping cells as text for the schema to type', async () => {
    const file = feedFile('stock.csv', '\uFEFFid, make ,model,price,comments\n1,Toyota,HiLux,45990,"Tow bar,\nbull bar"\n\n2,Mazda,3,,""\n3,Kia\n')
    expect(await entriesOf(file)).toEqual([
      { row: 2, value: { id: '1', make: 'Toyota', model: 'HiLux', price: '45990', comments: 'Tow bar,\nbull bar' } },
      { row: 4, value: { id: '2', make: 'Mazda', model: '3', price: null, comments: '' } },
      { row: 5, error: 'has 2 cells, the header has 5' },
    ])
  })

  it('reports a CSV quote that never closes on the row where it opened', async () => {
    const file = feedFile('open-quote.csv', 'id,make\n1,Toyota\n2,"Mazda\n3,Kia\n')
    expect(await entriesOf(file)).toEqual([
      { row: 2, value: { id: '1', make: 'Toyota' } },
      { row: 3, error: 'a quoted cell is not closed, so it runs to the end of the file' },
    ])
  })

  it('tells the format from the first character when the extension does not', async () => {
    expect((await openFeed(feedFile('array.txt', `  \n${JSON.stringify(cars)}`))).format).toBe('json')
    expect((await openFeed(feedFile('lines.txt', JSON.stringify(cars[0])))).format).toBe('ndjson')
    expect((await openFeed(feedFile('table', 'id,make,model\n1,Toyota,HiLux\n'))).format).toBe('csv')
  })

  it('reads an empty JSON array or NDJSON file as no records', async () => {
    expect(await entriesOf(feedFile('empty.json', '[]'))).toEqual([])
    expect(await entriesOf(feedFile('empty.ndjson', ''))).toEqual([])
  })

  it.each([
    ['a missing file', () => path.join(dir, 'missing.ndjson'), /missing\.ndjson: cannot be read \(ENOENT\)/],
    ['a directory', () => (mkdirSync(path.join(dir, 'folder.csv'), { recursive: true }), path.join(dir, 'folder.csv')), /folder\.csv: is not a file/],
    ['a .json file that is not JSON', () => feedFile('broken.json', '[{"id": 1,'), /broken\.json: is not valid JSON \(/],
    ['a JSON file that is not an array', () => feedFile('object.json', JSON.stringify(cars[0])), /object\.json: is not a JSON array of vehicles/],
    ['an empty CSV', () => feedFile('empty.csv', ''), /empty\.csv: has no header row/],
    ['a CSV whose header has a blank name', () => feedFile('blank.csv', 'id,,model\n'), /blank\.csv: column 2 of the header has no name/],
    ['a CSV whose header repeats a name', () => feedFile('twice.csv', 'id,make,id\n'), /twice\.csv: the header names the column "id" twice/],
  ])('refuses %s as unreadable', async (_what, makeFile, message) => {
    const opening = openFeed(makeFile())
    await expect(opening).rejects.toBeInstanceOf(FeedUnreadableError)
    await expect(opening).rejects.toThrow(message)
  })
})
