import pg from 'pg'
import type { Migration, Payload } from 'payload'

import { migrations } from '../migrations'

/** Any constant: the advisory lock that lets one instance migrate while a second waits. */
const MIGRATION_LOCK = 724_310_001

/**
 * Applies the committed migrations in src/migrations. Two instances starting
 * together against one database take turns through an advisory lock. A
 * database whose schema was pushed in dev mode is refused with the reason,
 * rather than prompting (which would hang a server start).
 */
export async function migrateDatabase(payload: Payload, databaseUrl: string) {
  const lock = new pg.Client({ connectionString: databaseUrl })
  await lock.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    const { rows } = await lock.query<{ exists: boolean }>(
      "select exists (select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'payload_migrations') as exists",
    )
    if (rows[0]?.exists) {
      const pushed = await lock.query('select 1 from payload_migrations where batch = -1 limit 1')
      if (pushed.rowCount) {
        throw new Error(
          'This database schema was pushed in dev mode (PAYLOAD_DB_PUSH=true), so migrations cannot be applied safely. Use a fresh database, or migrate its data by hand.',
        )
      }
    }
    // Payload's migrate() exits the process with code 1 and logs the reason when a migration fails.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    await lock.end()
  }
}
