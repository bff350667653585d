/**
 * Whether an error means PostgreSQL could not be reached or went away
 * mid-request (a restart, a failover): the lead was not stored, and the
 * shopper's browser should send it again with the same Idempotency-Key, so
 * the endpoint answers 503 with Retry-After instead of a bare 500.
 */

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    // SQLSTATE class 08 is "connection exception"; 57P01-57P03 are shutdowns and "cannot connect now" (starting up).
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true
    if (typeof message === 'string' && /Connection terminated|connect ECONNREFUSED|the database system is (starting up|shutting down)/i.test(message)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}
