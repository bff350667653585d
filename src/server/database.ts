import path from 'node:path'

import { dataDir } from './dataDir'
import { ensureDatabaseExists, startEmbeddedPostgres, withDatabase } from './embeddedPostgres'

export const DEFAULT_EMBEDDED_PORT = 54329
const DATABASE_NAME = 'forecourt'

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> }

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under <data dir>/postgres. */
export async function openDatabase(log: (line: string) => void = () => undefined): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined }
  }
  const port = Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PORT)
  const server = await startEmbeddedPostgres({ databaseDir: path.join(dataDir(), 'postgres'), port, log })
  await ensureDatabaseExists(server.serverUrl, DATABASE_NAME)
  return { url: withDatabase(server.serverUrl, DATABASE_NAME), embedded: true, stop: server.stop }
}
