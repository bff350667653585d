import { randomBytes } from 'node:crypto'
import path from 'node:path'

import pg from 'pg'

import { dataDir } from '../../src/server/dataDir'
import { startEmbeddedPostgres, withDatabase } from '../../src/server/embeddedPostgres'

export type TestDatabase = { url: string; serverUrl: string; embedded: boolean; drop: () => Promise<void> }

/**
 * A fresh, empty database for one test run, on real PostgreSQL: the server in
 * DATABASE_URL when set (CI proves that path), else the embedded server under
 * <data dir>/test-postgres. Never a developer's own database: a new one is
 * created and dropped afterwards. `template` names the database to copy.
 */
export async function createTestDatabase(label: string, options: { template?: (serverUrl: string) => Promise<string> } = {}): Promise<TestDatabase> {
  let serverUrl: string
  let stopServer = async () => undefined as void
  const embedded = !process.env.DATABASE_URL
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL
  } else {
    const server = await startEmbeddedPostgres({
      databaseDir: path.join(dataDir(), 'test-postgres'),
      port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339),
    })
    serverUrl = server.serverUrl
    stopServer = server.stop
  }
  const name = `forecourt_test_${label}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  // A copy of a prepared database when asked for one: PostgreSQL copies its files, in well under a second.
  const from = options.template ? ` template ${admin.escapeIdentifier(await options.template(serverUrl))}` : ''
  await admin.query(`create database ${admin.escapeIdentifier(name)}${from}`)
  await admin.end()
  return {
    url: withDatabase(serverUrl, name),
    serverUrl,
    embedded,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)
      await client.end()
      await stopServer()
    },
  }
}
