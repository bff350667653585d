import type { z } from 'zod'

/**
 * A search request the client must change before resending: the route answers
 * it with 400 and the message, so every message names the parameter and says
 * what is accepted.
 */
export class SearchRequestError extends Error {
  readonly status = 400

  constructor(message: string) {
    super(message)
    this.name = 'SearchRequestError'
  }
}

/**
 * Whether an error is a SearchRequestError. The engine is one per process
 * (src/search/searchEngine.ts), built by whichever bundle searched first (a
 * page, a route, the jobs runner); each bundle has its own copy of this class,
 * so `instanceof` fails across them and the name decides.
 */
export function isSearchRequestError(error: unknown): error is SearchRequestError {
  return error instanceof Error && error.name === 'SearchRequestError'
}

/** Parses with a zod schema whose issues carry our own messages, throwing them as one SearchRequestError. */
export function parseWithSchema<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const messages = new Set(result.error.issues.map((issue) => issue.message))
  throw new SearchRequestError([...messages].join('; '))
}

/**
 * A received value as a message can show it: short values verbatim, long ones
 * by size, so a 500-character query does not flood the error.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.length <= 60 ? JSON.stringify(value) : `a string of ${value.length} characters`
  if (Array.isArray(value)) {
    const json = jsonOrUndefined(value)
    return json !== undefined && json.length <= 60 ? json : `a list of ${value.length} items`
  }
  if (typeof value === 'object' && value !== null) return 'an object'
  return String(value)
}

/** "got …" wording for a schema rule: zod's error hook receives the offending input. */
export function rule(text: string): { error: (issue: { input?: unknown }) => string } {
  return { error: (issue) => `${text} (got ${describeValue(issue.input)})` }
}

/** JSON.stringify throws on lists nested deeper than the call stack; such a value is only described by size. */
function jsonOrUndefined(value: unknown): string | undefined {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}
