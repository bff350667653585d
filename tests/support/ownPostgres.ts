import { startEmbeddedPostgres, type RunningDatabase } from '../../src/server/embeddedPostgres'

/** An embedded PostgreSQL this process started, and may stop and start again: a database outage on demand. */
export type OwnPostgres = {
  /** Connection string of the server's `postgres` maintenance database; the same after each start. */
  serverUrl: string
  stop: () => Promise<void>
  start: () => Promise<void>
  restart: () => Promise<void>
}

/**
 * Starts the embedded PostgreSQL with its data in `databaseDir` on `port`.
 * Only a server of its own can be stopped under a running app: DATABASE_URL's
 * server, or the one the test suites share, is not ours to stop.
 */
export async function startOwnPostgres(options: { databaseDir: string; port: number }): Promise<OwnPostgres> {
  let running: RunningDatabase | null = await startEmbeddedPostgres(options)
  const { serverUrl } = running
  const stop = async () => {
    const stopping = running
    running = null
    await stopping?.stop()
  }
  const start = async () => {
    running ??= await startEmbeddedPostgres(options)
  }
  return {
    serverUrl,
    stop,
    start,
    restart: async () => {
      await stop()
      await start()
    },
  }
}
