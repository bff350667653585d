import path from 'node:path'

import { dataDir } from './dataDir'
import { ensureDatabaseExists, startEmbeddedPostgres, withDatabase } from './embeddedPostgres'

export const DEFAULT_EMBEDDED_PORT = 54329
const DATABASE_NAME = 'forecourt'

export type Database = { url: string; embedded: boolean; location: string; stop: () => Promise<void> }

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under <data dir>/postgres. */
export async function openDatabase(log: (line: string) => void = () => undefined): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, location: 'DATABASE_URL', stop: async () => undefined }
  }
  const port = Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PORT)
  const databaseDir = path.join(dataDir(), 'postgres')
  const server = await startEmbeddedPostgres({ databaseDir, port, log })
  await ensureDatabaseExists(server.serverUrl, DATABASE_NAME)
  return { url: withDatabase(server.serverUrl, DATABASE_NAME), embedded: true, location: databaseDir, stop: server.stop }
}
