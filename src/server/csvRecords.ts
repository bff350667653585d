/**
 * CSV records as RFC 4180 reads them, by csv-parse: cells separated by
 * commas, records by CRLF, LF or CR (mixed in one file too); a cell in double
 * quotes may hold commas, line breaks and doubled quotes ("" for one ").
 * Text arrives in pieces of any size, so a stock file of any length streams
 * through in little memory. A byte order mark at the start is skipped.
 *
 * Like PostgreSQL's COPY: an empty cell is null, a quoted empty cell ("") is
 * empty text, so a feed can tell "no value" from "blank".
 *
 * Forgiving where the RFC is silent: a quote inside an unquoted cell, or text
 * after a closing quote, is kept as written (the cell's quotes too); records
 * may have any number of cells, for the caller to judge.
 */
import { pipeline } from 'node:stream'

import { parse, type Options } from 'csv-parse'
import { parse as parseText } from 'csv-parse/sync'

export type CsvRecord = {
  /** As a spreadsheet numbers rows: the first record is row 1, and a cell spanning lines keeps its record one row. */
  row: number
  cells: (string | null)[]
  /** The file ended inside a quoted cell, which then swallowed the rest of the file. */
  unclosedQuote?: true
}

type Cells = CsvRecord['cells']

const OPTIONS: Options = {
  bom: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_quotes: true,
  relax_column_count: true,
  // A blank line is a record of one null cell, so the rows after it keep their spreadsheet numbers.
  skip_empty_lines: false,
  cast: (value, context) => (context.quoting || value !== '' ? value : null),
}

/** The records of CSV text arriving in pieces (a file's chunks, or one string; a string piece must not split a character); errors reading the pieces are thrown as they are. */
export async function* csvRecords(pieces: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): AsyncGenerator<CsvRecord> {
  let unclosedText: string | undefined
  const parser = parse({
    ...OPTIONS,
    // The text of the last record when its quote never closes, which csv-parse reports as an error at the end of the file.
    raw: true,
    skip_records_with_error: true,
    on_skip: (error, raw) => {
      if (error?.code !== 'CSV_QUOTE_NOT_CLOSED') throw error
      unclosedText = raw ?? ''
    },
  })
  // A failure of the source or the parser reaches the loop below, which reads the parser.
  pipeline(pieces, parser, () => {})
  let row = 0
  for await (const { record } of parser as AsyncIterable<{ record: Cells }>) yield { row: ++row, cells: record }
  if (unclosedText !== undefined) yield { row: ++row, cells: unclosed(unclosedText), unclosedQuote: true }
}

/** The cells of a record whose last quoted cell never closes: that cell runs to the end of the file. */
function unclosed(text: string): Cells {
  // Closing the quote at the end of the file makes it one well-formed record.
  return (parseText(`${text}"`, OPTIONS) as Cells[])[0] ?? []
}
