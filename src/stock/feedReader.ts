/**
 * Reads a dealer's stock feed: a JSON array of vehicles, NDJSON (one vehicle
 * per line) or CSV with the same field names as its header. The format comes
 * from the extension (.json, .ndjson or .jsonl, .csv), else from the first
 * character: `[` is a JSON array, `{` NDJSON, anything else CSV.
 *
 * Each record comes out with its row, numbered as the dealer finds it in the
 * file: the array position from 1 in JSON, the line in NDJSON, the
 * spreadsheet row in CSV (the header is row 1). A record that cannot be read
 * on its own (a line that is not JSON, a CSV row with the wrong number of
 * cells) comes out as an error for its row, and reading goes on. A file that
 * cannot be read at all throws FeedUnreadableError.
 *
 * NDJSON and CSV stream through in pieces, so 100 000 vehicles take little
 * memory; a JSON array is parsed whole.
 */
import { createReadStream, type ReadStream } from 'node:fs'
import { open, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import readline from 'node:readline'

import { csvRecords } from '@/server/csvRecords'

export type FeedFormat = 'json' | 'ndjson' | 'csv'

export type FeedEntry = { row: number; value: unknown } | { row: number; error: string }

export type Feed = {
  format: FeedFormat
  entries: AsyncIterable<FeedEntry>
  /** How much of the file has been read, from 0 to 1 (for a progress bar). */
  fractionRead: () => number
}

/** The file cannot be used at all; the message names the file and the reason. */
export class FeedUnreadableError extends Error {}

const BYTE_ORDER_MARK = /^\uFEFF/
const EXTENSIONS: Record<string, FeedFormat> = { '.json': 'json', '.ndjson': 'ndjson', '.jsonl': 'ndjson', '.csv': 'csv' }

export async function openFeed(file: string): Promise<Feed> {
  let size: number
  let format: FeedFormat
  try {
    const info = await stat(file)
    if (!info.isFile()) throw new FeedUnreadableError(`${file}: is not a file`)
    size = info.size
    format = EXTENSIONS[path.extname(file).toLowerCase()] ?? (await sniffFormat(file))
  } catch (error) {
    throw error instanceof FeedUnreadableError ? error : cannotRead(file, error)
  }
  if (format === 'json') return openJsonArray(file)
  if (format === 'ndjson') return openNdjson(file, size)
  return openCsv(file, size)
}

async function sniffFormat(file: string): Promise<FeedFormat> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(4096), position: 0 })
    const first = buffer.subarray(0, bytesRead).toString('utf8').replace(BYTE_ORDER_MARK, '').trimStart()[0]
    return first === '[' ? 'json' : first === '{' ? 'ndjson' : 'csv'
  } finally {
    await handle.close()
  }
}

async function openJsonArray(file: string): Promise<Feed> {
  let text: string
  try {
    text = (await readFile(file, 'utf8')).replace(BYTE_ORDER_MARK, '')
  } catch (error) {
    throw cannotRead(file, error)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new FeedUnreadableError(`${file}: is not valid JSON (${(error as Error).message})`)
  }
  if (!Array.isArray(parsed)) throw new FeedUnreadableError(`${file}: is not a JSON array of vehicles`)
  const vehicles: unknown[] = parsed
  let position = 0
  async function* entries(): AsyncGenerator<FeedEntry> {
    for (; position < vehicles.length; position++) {
      yield { row: position + 1, value: vehicles[position] }
      vehicles[position] = undefined // let the record go once it has been read
    }
  }
  return { format: 'json', entries: entries(), fractionRead: () => (vehicles.length === 0 ? 1 : position / vehicles.length) }
}

function openNdjson(file: string, size: number): Feed {
  const stream = createReadStream(file, { encoding: 'utf8' })
  async function* entries(): AsyncGenerator<FeedEntry> {
    let row = 0
    for await (const line of readUnlessBroken(file, readline.createInterface({ input: stream, crlfDelay: Infinity }))) {
      row++
      const text = row === 1 ? line.replace(BYTE_ORDER_MARK, '') : line
      if (!text.trim()) continue
      let entry: FeedEntry
      try {
        entry = { row, value: JSON.parse(text) as unknown }
      } catch (error) {
        entry = { row, error: `is not valid JSON (${(error as Error).message})` }
      }
      yield entry
    }
  }
  return { format: 'ndjson', entries: entries(), fractionRead: () => fractionOf(stream, size) }
}

async function openCsv(file: string, size: number): Promise<Feed> {
  const stream = createReadStream(file)
  const records = csvRecords(readUnlessBroken(file, stream))
  const first = await records.next()
  const header = first.done ? [] : first.value.cells.map((name) => (name ?? '').trim())
  if (header.length === 0 || header.every((name) => name === '')) {
    stream.destroy()
    throw new FeedUnreadableError(`${file}: has no header row naming the columns`)
  }
  const unnamed = header.indexOf('')
  const repeated = header.find((name, index) => header.indexOf(name) !== index)
  if (unnamed !== -1 || repeated !== undefined) {
    stream.destroy()
    throw new FeedUnreadableError(`${file}: ${unnamed !== -1 ? `column ${unnamed + 1} of the header has no name` : `the header names the column "${repeated}" twice`}`)
  }
  async function* entries(): AsyncGenerator<FeedEntry> {
    for await (const { row, cells, unclosedQuote } of records) {
      if (cells.length === 1 && cells[0] === null) continue // a blank line
      if (unclosedQuote) yield { row, error: 'a quoted cell is not closed, so it runs to the end of the file' }
      else if (cells.length !== header.length) yield { row, error: `has ${cells.length} cells, the header has ${header.length}` }
      else yield { row, value: Object.fromEntries(header.map((name, index) => [name, cells[index]])) }
    }
  }
  return { format: 'csv', entries: entries(), fractionRead: () => fractionOf(stream, size) }
}

/** A read that fails part-way (a disk error, a file swapped for a directory) makes the whole file unreadable. */
async function* readUnlessBroken<T>(file: string, source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source
  } catch (error) {
    throw cannotRead(file, error)
  }
}

function cannotRead(file: string, error: unknown): FeedUnreadableError {
  return new FeedUnreadableError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
}

function fractionOf(stream: ReadStream, size: number): number {
  return size === 0 ? 1 : Math.min(1, stream.bytesRead / size)
}
