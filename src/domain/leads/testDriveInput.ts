/**
 * A datetime-local input holds the shopper's wall-clock time without a zone
 * ('2026-11-25T10:30'). The form keeps the instant it means in the browser's
 * zone, with its offset, so the server judges "in the future" the same way
 * wherever it runs (carForms.ts testDriveTime). What the browser cannot
 * read is kept as typed, and the schema asks again.
 */
export function toInstant(typed: string): string {
  if (!typed) return ''
  const instant = new Date(typed)
  return Number.isNaN(instant.getTime()) ? typed : instant.toISOString()
}

/** The input's value for a moment, in the browser's zone: its `min`, so the picker starts at now. */
export function localDateTimeInput(moment: Date): string {
  const local = new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}
