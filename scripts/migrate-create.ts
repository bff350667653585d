/**
 * Writes a new migration in src/migrations from the difference between the
 * collections and the last migration's snapshot: `npm run migrate:create -- <name>`.
 */
import { openDatabase } from '../src/server/database'
import { ensurePayloadSecret } from '../src/server/environment'
import { closePayload, scriptPayload } from './lib/scriptPayload'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(2)
}

const database = await openDatabase()
process.env.DATABASE_URL = database.url
ensurePayloadSecret()
const payload = await scriptPayload()
try {
  await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
} finally {
  await closePayload(payload)
  await database.stop()
}
