/**
 * Splits CSV text into records as RFC 4180 reads it: cells separated by
 * commas, records by CRLF, LF or CR; a cell in double quotes may hold commas,
 * line breaks and doubled quotes ("" for one "). Text arrives in pieces of
 * any size, so a stock file of any length streams through in little memory.
 *
 * Like PostgreSQL's COPY: an empty cell is null, a quoted empty cell ("") is
 * empty text, so a feed can tell "no value" from "blank".
 *
 * Forgiving where the RFC is silent: a quote inside an unquoted cell, or text
 * after a closing quote, is kept as written.
 */

export type CsvRecord = {
  /** As a spreadsheet numbers rows: the first record is row 1, and a cell spanning lines keeps its record one row. */
  row: number
  cells: (string | null)[]
  /** The file ended inside a quoted cell, which then swallowed the rest of the file. */
  unclosedQuote?: true
}

type State = 'cellStart' | 'plain' | 'quoted' | 'quoteInQuoted'

const PLAIN_STOP = /[,"\r\n]/g

export class CsvSplitter {
  private state: State = 'cellStart'
  private cell = ''
  private quoted = false
  private cells: (string | null)[] = []
  private row = 0
  /** A record ended with CR at the end of a piece: an LF opening the next piece belongs to it. */
  private lineFeedMayFollow = false

  /** Takes the next piece of text and returns the records it completed. */
  push(text: string): CsvRecord[] {
    const records: CsvRecord[] = []
    let i = 0
    if (this.lineFeedMayFollow && text.length > 0) {
      this.lineFeedMayFollow = false
      if (text[0] === '\n') i = 1
    }
    while (i < text.length) {
      switch (this.state) {
        case 'cellStart':
          if (text[i] === '"') {
            this.quoted = true
            this.state = 'quoted'
            i++
          } else {
            this.state = 'plain'
          }
          break
        case 'quoted': {
          const quote = text.indexOf('"', i)
          if (quote === -1) {
            this.cell += text.slice(i)
            i = text.length
          } else {
            this.cell += text.slice(i, quote)
            this.state = 'quoteInQuoted'
            i = quote + 1
          }
          break
        }
        case 'quoteInQuoted':
          // Either the first of a doubled quote, or the quote that closes the cell.
          if (text[i] === '"') {
            this.cell += '"'
            this.state = 'quoted'
            i++
          } else {
            this.state = 'plain'
          }
          break
        case 'plain': {
          PLAIN_STOP.lastIndex = i
          const stop = PLAIN_STOP.exec(text)
          const at = stop ? stop.index : text.length
          this.cell += text.slice(i, at)
          i = at
          if (!stop) break
          i++
          if (stop[0] === ',') this.endCell()
          else if (stop[0] === '"') this.cell += '"'
          else {
            records.push(this.endRecord())
            if (stop[0] === '\r') {
              if (i === text.length) this.lineFeedMayFollow = true
              else if (text[i] === '\n') i++
            }
          }
          break
        }
      }
    }
    return records
  }

  /** The last record, when the text did not end with a line break. */
  end(): CsvRecord[] {
    if (this.state === 'quoted') return [{ ...this.endRecord(), unclosedQuote: true }]
    if (this.state === 'cellStart' && this.cells.length === 0) return []
    return [this.endRecord()]
  }

  private endCell() {
    this.cells.push(this.quoted || this.cell !== '' ? this.cell : null)
    this.cell = ''
    this.quoted = false
    this.state = 'cellStart'
  }

  private endRecord(): CsvRecord {
    this.endCell()
    const record = { row: ++this.row, cells: this.cells }
    this.cells = []
    return record
  }
}
