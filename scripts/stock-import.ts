/**
 * Imports a dealer's stock feed (JSON array, NDJSON or CSV, with the spec's
 * Car field names) into one site's stock:
 *
 *   npm run stock:import -- --site <slug> [--mode full|delta] <file>
 *
 * `full` (the default) also removes the site's vehicles the file does not
 * list; `delta` only adds and updates. Prints one summary line, then the
 * rejected rows. Exits 0 when the import ran (rejected rows included), 1 when
 * the file cannot be read at all or the database is not ready, 2 for bad
 * arguments or an unknown site.
 *
 * Talks to PostgreSQL directly (no Payload boot); the schema must already be
 * migrated, as `npm start` and `npm run db:migrate` do.
 */
import { parseArgs } from 'node:util'

import pg from 'pg'

import { openDatabase } from '../src/server/database'
import { exitWhenFlushed } from '../src/server/exit'
import { openFeed, FeedUnreadableError, type Feed } from '../src/stock/feedReader'
import type { ImportMode, ImportProgress } from '../src/stock/importStock'
import { rejectedLines, summaryLine } from '../src/stock/importSummary'
import { findSiteForImport, stockTablesExist } from '../src/stock/importTarget'
import { runImport } from '../src/stock/runImport'

const USAGE = 'Usage: npm run stock:import -- --site <slug> [--mode full|delta] <file>'

async function usageError(message: string): Promise<never> {
  console.error(`stock-import: ${message}\n${USAGE}`)
  return exitWhenFlushed(2)
}

async function parseCli(): Promise<{ site: string; mode: ImportMode; file: string }> {
  let parsed
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { site: { type: 'string' }, mode: { type: 'string', default: 'full' }, help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals: true,
      strict: true,
    })
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(USAGE)
    return exitWhenFlushed(0)
  }
  const { site, mode } = values
  const [file, ...more] = positionals
  if (!site) return usageError('--site is required')
  if (mode !== 'full' && mode !== 'delta') return usageError(`--mode must be full or delta, got "${mode}"`)
  if (!file || more.length > 0) return usageError(file ? 'name one feed file' : 'name the feed file')
  return { site, mode, file }
}

const { site: siteSlug, mode, file: feedFile } = await parseCli()

async function openFeedOrExit(path: string): Promise<Feed> {
  try {
    return await openFeed(path)
  } catch (error) {
    if (!(error instanceof FeedUnreadableError)) throw error
    console.error(`stock-import: ${error.message}`)
    return exitWhenFlushed(1)
  }
}

// Read the file before starting the database: a file that cannot be imported changes nothing.
await openFeedOrExit(feedFile)

const database = await openDatabase()
const pool = new pg.Pool({ connectionString: database.url, max: 2 })
let exitCode = 0
try {
  const site = (await stockTablesExist(pool)) ? await findSiteForImport(pool, siteSlug) : undefined
  if (site === undefined) {
    console.error('stock-import: the database has no stock tables yet: run npm start or npm run db:migrate first')
    exitCode = 1
  } else if (site === null) {
    console.error(`stock-import: there is no site "${siteSlug}" (sites are onboarded with npm run tenant:onboard)`)
    exitCode = 2
  } else {
    const progress = process.stdout.isTTY && process.stderr.isTTY ? progressLine(siteSlug) : undefined
    // runImport reads the feed again, records the import for the admin and syncs Algolia when configured.
    const report = await runImport(pool, { site, source: feedFile, mode, trigger: 'command', onProgress: progress?.show, onFeedOpened: progress?.follow })
    progress?.done()
    console.log(summaryLine(siteSlug, report))
    for (const line of rejectedLines(report.rejected)) console.log(line)
  }
} catch (error) {
  exitCode = 1
  if (error instanceof FeedUnreadableError) console.error(`stock-import: ${error.message}`)
  else console.error(`stock-import: the import failed and changed nothing: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await pool.end()
  await database.stop()
}
await exitWhenFlushed(exitCode)

/** A bar on stderr, redrawn in place, so stdout keeps only the summary. */
function progressLine(label: string) {
  const width = 30
  let fractionRead = () => 0
  return {
    follow(read: () => number) {
      fractionRead = read
    },
    show({ phase, read }: ImportProgress) {
      const fraction = fractionRead()
      const filled = Math.round(fraction * width)
      const state = phase === 'writing' ? 'saving' : `${Math.floor(fraction * 100)}%`
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${state}, ${read.toLocaleString('en-AU')} records read `)
    },
    done() {
      process.stderr.write('\n')
    },
  }
}
