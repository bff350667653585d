/**
 * PostgreSQL's "data exception" errors (SQLSTATE class 22) raised by a
 * request's own values: a NUL byte or malformed UTF-8 in text (22021), a
 * word where a number or date belongs (22P02, 22007, 22008), a number out of
 * range (22003). They mean the request was wrong, not the server, so
 * Payload's REST and GraphQL APIs answer them with a 400 that says so,
 * where they would otherwise answer 500 "Something went wrong".
 */

import type { AfterErrorHook } from 'payload'

const MESSAGES: Record<string, string> = {
  '22021': 'A value in the request holds a character that cannot be stored (a NUL byte or malformed UTF-8). Remove it and try again.',
  '22P02': 'A value in the request is not of the kind its field takes (for example, a word where an id number belongs). Check the ids and values sent.',
  '22P05': 'A value in the request holds a character that cannot be stored. Remove it and try again.',
  '22003': 'A number in the request is out of range for its field.',
  '22007': 'A date in the request is not a valid date.',
  '22008': 'A date in the request is out of range.',
}
const OTHER_DATA_EXCEPTION = 'A value in the request cannot be used for its field. Check the values sent.'

/** The message for a database error caused by the request's values (found through wrapping errors' causes), or null for any other error. */
export function databaseInputProblem(error: unknown): string | null {
  for (let cause: unknown = error, depth = 0; cause && depth < 6; depth += 1) {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return MESSAGES[code] ?? OTHER_DATA_EXCEPTION
    const next = cause as { cause?: unknown; originalError?: unknown }
    cause = next.cause ?? next.originalError
  }
  return null
}

/** Payload's afterError hook: such errors become a 400 with a message a person can act on, in REST and in GraphQL. */
export const answerDatabaseInputErrors: AfterErrorHook = ({ error, graphqlResult }) => {
  const message = databaseInputProblem(error)
  if (!message) return
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message, extensions: { ...graphqlResult.extensions, name: 'ValidationError', statusCode: 400 } } }
  return { response: { errors: [{ message }] }, status: 400 }
}
