import type { Payload } from 'payload'

/**
 * Payload for our own scripts. The config is imported only after
 * DATABASE_URL and PAYLOAD_SECRET are in the environment, because the config
 * reads them when it is evaluated. (We avoid the Payload CLI: on Node 20 it
 * sometimes exits 0 having done nothing.)
 */
export async function scriptPayload(): Promise<Payload> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must be set before Payload starts')
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../payload.config')])
  return getPayload({ config })
}

/**
 * Payload's destroy() leaves its pg pool open, and the adapter keeps one
 * client checked out for good, so pool.end() would wait forever. We start the
 * end without waiting, and ignore the errors the pool emits when the database
 * closes that last connection.
 */
export async function closePayload(payload: Payload) {
  await payload.destroy()
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void } }).pool
  if (!pool) return
  pool.on('error', () => undefined)
  void pool.end().catch(() => undefined)
}
