/**
 * Applies the committed migrations: `npm run db:migrate`. `npm start` does
 * this itself; this script is for deployments that migrate as a separate step.
 * Exits non-zero, with the reason, when a migration cannot be applied.
 */
import { exitWhenFlushed } from '../src/server/exit'
import { openDatabase } from '../src/server/database'
import { ensurePayloadSecret } from '../src/server/environment'
import { migrateDatabase } from '../src/server/migrate'
import { closePayload, scriptPayload } from './lib/scriptPayload'

const database = await openDatabase()
process.env.DATABASE_URL = database.url
ensurePayloadSecret()
let exitCode = 0
const payload = await scriptPayload()
try {
  await migrateDatabase(payload, database.url)
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await closePayload(payload)
  await database.stop()
}
await exitWhenFlushed(exitCode)
