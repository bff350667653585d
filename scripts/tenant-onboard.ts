/**
 * Creates or updates dealer sites from seed files, idempotently:
 *   npm run tenant:onboard -- tenants-seed/<file>.json [more files]
 * An invalid file exits non-zero naming the file, the field and the problem.
 */
import { exitWhenFlushed } from '../src/server/exit'
import path from 'node:path'

import { onboardSite } from '../src/onboarding/onboardSite'
import { readSeedFile, SeedFileError } from '../src/onboarding/readSeedFile'
import { openDatabase } from '../src/server/database'
import { demoPassword, ensurePayloadSecret } from '../src/server/environment'
import { migrateDatabase } from '../src/server/migrate'
import { closePayload, scriptPayload } from './lib/scriptPayload'

const files = process.argv.slice(2).filter((arg) => arg !== '--')
if (files.length === 0) {
  console.error('Usage: npm run tenant:onboard -- tenants-seed/<file>.json [more files]')
  process.exit(2)
}

// Validate every file before touching the database, so a bad file changes nothing.
const seeds = []
try {
  for (const file of files) seeds.push({ file, seed: await readSeedFile(file) })
} catch (error) {
  if (error instanceof SeedFileError) {
    console.error(`Onboarding stopped: ${error.message}`)
    await exitWhenFlushed(1)
  }
  throw error
}

const database = await openDatabase()
process.env.DATABASE_URL = database.url
ensurePayloadSecret()
const payload = await scriptPayload()
let exitCode = 0
try {
  await migrateDatabase(payload, database.url)
  for (const { file, seed } of seeds) {
    const report = await onboardSite(payload, seed, { seedDir: path.dirname(path.resolve(file)), editorPassword: demoPassword() })
    console.log(`${seed.site.slug}: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged`)
    for (const change of report.changes) console.log(`  ${change}`)
  }
} catch (error) {
  console.error(`Onboarding failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await closePayload(payload)
  await database.stop()
}
await exitWhenFlushed(exitCode)
