/**
 * Writes a dealer site as a seed file that tenant:onboard accepts:
 *   npm run tenant:export -- <site slug> [file.json]
 * Without a file the seed goes to standard output.
 */
import { writeFile } from 'node:fs/promises'

import { exportSiteSeed } from '../src/onboarding/exportSeed'
import { openDatabase } from '../src/server/database'
import { ensurePayloadSecret } from '../src/server/environment'
import { exitWhenFlushed } from '../src/server/exit'
import { migrateDatabase } from '../src/server/migrate'
import { closePayload, scriptPayload } from './lib/scriptPayload'

const [slug, file] = process.argv.slice(2).filter((arg) => arg !== '--')
if (!slug) {
  console.error('Usage: npm run tenant:export -- <site slug> [file.json]')
  process.exit(2)
}

const database = await openDatabase()
process.env.DATABASE_URL = database.url
ensurePayloadSecret()
const payload = await scriptPayload()
let exitCode = 0
try {
  await migrateDatabase(payload, database.url)
  const found = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true })
  const site = found.docs[0]
  if (!site) {
    console.error(`Export stopped: no site "${slug}"`)
    exitCode = 1
  } else {
    const json = `${JSON.stringify(await exportSiteSeed(payload, site.id), null, 2)}\n`
    if (file) await writeFile(file, json)
    else process.stdout.write(json)
  }
} catch (error) {
  console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await closePayload(payload)
  await database.stop()
}
await exitWhenFlushed(exitCode)
