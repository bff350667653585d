import type { ImportReport, RejectedRecord } from './importStock'

/** `coastal-motors: 120 created, 3 updated, 877 unchanged, 2 removed, 1 rejected` */
export function summaryLine(site: string, { created, updated, unchanged, removed, rejected }: ImportReport): string {
  return `${site}: ${created} created, ${updated} updated, ${unchanged} unchanged, ${removed} removed, ${rejected.length} rejected`
}

/** One line per rejected record (`  row 17: price: Number must be greater than or equal to 0`), at most `limit`. */
export function rejectedLines(rejected: readonly RejectedRecord[], limit = 50): string[] {
  const lines = rejected.slice(0, limit).map(({ row, field, reason }) => `  row ${row}: ${field ? `${field}: ` : ''}${reason}`)
  if (rejected.length > limit) lines.push(`  ... and ${rejected.length - limit} more rejected`)
  return lines
}
