import type { Pool } from 'pg'
import type { Payload } from 'payload'

/** The pool under Payload: sign-in and the watchlist are single statements whose atomicity the Local API cannot express. */
export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}
