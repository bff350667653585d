/**
 * `npm start`: database (DATABASE_URL, or the embedded PostgreSQL), migrations,
 * demo sites and stock on an empty database, a production build when the
 * sources changed, then the server on PORT (default 3000).
 * `npm run dev` does the same with `next dev` and no build.
 */
import { spawn } from 'node:child_process'

import { buildIfNeeded, forgetCachedSiteDataOnNewDatabase } from '../src/server/build'
import { openDatabase } from '../src/server/database'
import { ensurePlatformAdmin, generateDemoFeeds, onboardDemoSites } from '@/onboarding/demoData'
import { algoliaConfig } from '../src/search/algolia'
import { ADMIN_EMAIL, demoPassword, ensurePayloadSecret } from '../src/server/environment'
import { migrateDatabase } from '../src/server/migrate'
import { ensureReferenceData } from '../src/server/referenceData'
import { closePayload, scriptPayload } from './lib/scriptPayload'
import { serverNodeOptions } from '../src/server/nodeOptions'
import { serverHeapLimitMb } from '../src/server/heapLimit'
import { readIndexedStock } from '../src/server/indexedStock'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const log = (line: string) => console.log(`[forecourt] ${line}`)

const postgresLog: string[] = []
const database = await openDatabase((line) => {
  postgresLog.push(line)
  if (postgresLog.length > 50) postgresLog.shift()
}).catch((error: unknown) => {
  console.error(postgresLog.join('\n'))
  console.error(`[forecourt] The database did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
log(database.embedded ? `Embedded PostgreSQL is running (data in ${database.location}).` : 'Using the PostgreSQL server in DATABASE_URL.')
process.env.DATABASE_URL = database.url
ensurePayloadSecret()
// A half-set Algolia configuration stops here, with the missing variable named, rather than at the first search.
const algolia = algoliaConfig()

async function stopAndExit(code: number): Promise<never> {
  await database.stop().catch(() => undefined)
  process.exit(code)
}

// FORECOURT_SKIP_BUILD=1: the build was made in an earlier step (CI, a container image, the test suite).
// The build (minutes on a fresh clone) runs while the database is migrated and the demo sites onboarded.
const build = dev || process.env.FORECOURT_SKIP_BUILD === '1' ? null : buildIfNeeded(log)
// Its failure is reported where it is awaited, below.
build?.catch(() => undefined)

let siteSlugs: string[] = []
let heapLimitMb: number | null = null
try {
  const payload = await scriptPayload()
  await migrateDatabase(payload, database.url)
  const { totalDocs: sites } = await payload.count({ collection: 'tenants', overrideAccess: true })
  if (sites === 0) {
    log('Empty database: onboarding the demo dealer sites from tenants-seed/ ...')
    await onboardDemoSites(payload, log)
    log('Generating demo stock feeds ...')
    await generateDemoFeeds(log)
  }
  const filled = await ensureReferenceData(payload)
  if (filled.length > 0) log(`Filled the platform reference data (${filled.join(', ')}).`)
  if (await ensurePlatformAdmin(payload)) log(`Created the platform admin ${ADMIN_EMAIL}.`)
  const tenants = await payload.find({ collection: 'tenants', limit: 50, depth: 0, sort: 'name', overrideAccess: true })
  siteSlugs = tenants.docs.map((site) => site.slug)
  // The built-in engine holds every site's index in the server's heap: its limit follows the stock (Algolia holds none here).
  const stock = algolia ? null : await readIndexedStock(payload)
  heapLimitMb = serverHeapLimitMb(stock)
  if (heapLimitMb !== null) log(`Server heap limit ${heapLimitMb} MB (${process.env.FORECOURT_MAX_OLD_SPACE_MB ? 'FORECOURT_MAX_OLD_SPACE_MB' : `${stock!.cars.toLocaleString('en-AU')} cars in stock`}).`)
  await closePayload(payload)
  if ((await build) === 'current') log('The production build is up to date.')
  if (forgetCachedSiteDataOnNewDatabase(database.url)) log('Another database than last time: cleared the cached site data.')
} catch (error) {
  console.error(`[forecourt] Start-up failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
  await stopAndExit(1)
}

// Production runs Next behind the page cache (scripts/serve.ts); development runs next dev as it is.
const server = spawn(dev ? 'node_modules/.bin/next' : process.execPath, dev ? ['dev', '--port', String(port)] : ['scripts/run.mjs', 'scripts/serve.ts', '--port', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS, heapLimitMb), NEXT_TELEMETRY_DISABLED: '1' },
})
server.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  if (/Ready in|✓ Ready|started server/i.test(chunk.toString())) {
    console.log('')
    log(`Forecourt is ready. Admin: http://localhost:${port}/admin`)
    log(`  Sign in as ${ADMIN_EMAIL} with password ${demoPassword()}`)
    log('  Dealer editors: editor@<site>.test with the same password')
    for (const slug of siteSlugs) log(`  Site: http://${slug}.localhost:${port}/`)
    log('Stop with Ctrl+C; data is kept for the next start.')
  }
})

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.kill('SIGTERM')
  })
}
server.once('exit', (code) => {
  void stopAndExit(stopping ? 0 : (code ?? 1))
})
