import type { VersionRow } from './expiry'

/**
 * The version rows last read, to tell which moved since. The first reading
 * only sets the baseline: whatever changed before it was read from the
 * database afresh anyway.
 */
export class VersionWatch {
  private seen: Map<string, number> | null = null

  /** The rows whose version differs from the last reading (new rows included), remembering this reading. */
  moved(rows: VersionRow[]): VersionRow[] {
    const seen = new Map(rows.map((row) => [`${row.table}:${row.site}`, row.version]))
    const previous = this.seen
    this.seen = seen
    if (!previous) return []
    return rows.filter((row) => previous.get(`${row.table}:${row.site}`) !== row.version)
  }
}
