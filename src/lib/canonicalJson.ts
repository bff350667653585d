import { createHash } from 'node:crypto'

/**
 * JSON with every object's keys in sorted order, so two records with the same
 * content give the same text whatever order the feed wrote their fields in
 * (a CSV's columns, a JSON file's keys).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (isPlainObject(item) ? sortedKeys(item) : item))
}

/** What an import compares to tell a changed vehicle from an unchanged one. */
export function contentHash(json: string): string {
  return createHash('sha256').update(json).digest('hex')
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sortedKeys(object: Record<string, unknown>): Record<string, unknown> {
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(object).sort()) sorted[key] = object[key]
  return sorted
}
