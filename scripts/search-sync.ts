/**
 * Fills or repairs sites' Algolia indexes from PostgreSQL:
 *
 *   npm run search:sync -- (--site <slug> | --all) [--full]
 *
 * For each site: applies the index settings where they differ from
 * Algolia's, reads every stored record (browse) and sends only the records
 * that differ or are missing, and deletes those that should not be there.
 * `--full` sends every record whatever is stored. Prints one report line per
 * site. Exits 0 when every site synced, 1 when one failed, 2 for bad
 * arguments, an unknown site, or Algolia not configured.
 */
import { parseArgs } from 'node:util'

import pg from 'pg'

import { algoliaAdminClient, algoliaConfig, applySettingsWhereChanged, repairIndex, type AlgoliaConfig } from '../src/search/algolia'
import { openDatabase } from '../src/server/database'
import { exitWhenFlushed } from '../src/server/exit'
import { findSiteForImport, stockTablesExist } from '../src/stock/importTarget'
import type { SiteForImport } from '../src/stock/runImport'
import { progressBar } from './lib/progressBar'

const USAGE = 'Usage: npm run search:sync -- (--site <slug> | --all) [--full]'

async function refuse(message: string, usage = false): Promise<never> {
  console.error(`search-sync: ${message}${usage ? `\n${USAGE}` : ''}`)
  return exitWhenFlushed(2)
}

async function parseCli(): Promise<{ site: string | null; full: boolean }> {
  let parsed
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { site: { type: 'string' }, all: { type: 'boolean', default: false }, full: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
    })
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error), true)
  }
  const { site, all, full, help } = parsed.values
  if (help) {
    console.log(USAGE)
    return exitWhenFlushed(0)
  }
  if ((site === undefined) === !all) return refuse('name one site with --site <slug>, or every site with --all', true)
  return { site: site ?? null, full }
}

function configOrRefuse(): Promise<AlgoliaConfig> | AlgoliaConfig {
  try {
    return algoliaConfig() ?? refuse('Algolia is not configured: set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (docs/algolia.md) to sync its indexes.')
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error))
  }
}

const { site: siteSlug, full } = await parseCli()
const config = await configOrRefuse()

/** The sites named on the command line; null when --site names none. */
async function sitesToSync(pool: pg.Pool): Promise<SiteForImport[] | null> {
  if (siteSlug !== null) {
    const site = await findSiteForImport(pool, siteSlug)
    return site ? [site] : null
  }
  const { rows } = await pool.query<{ slug: string }>('SELECT slug FROM tenants ORDER BY slug')
  const sites = await Promise.all(rows.map((row) => findSiteForImport(pool, row.slug)))
  return sites.filter((site) => site !== null)
}

const database = await openDatabase()
const pool = new pg.Pool({ connectionString: database.url, max: 2 })
let exitCode = 0
try {
  const sites = (await stockTablesExist(pool)) ? await sitesToSync(pool) : undefined
  if (sites === undefined) {
    console.error('search-sync: the database has no stock tables yet: run npm start or npm run db:migrate first')
    exitCode = 1
  } else if (!sites) {
    console.error(`search-sync: there is no site "${siteSlug}" (sites are onboarded with npm run tenant:onboard)`)
    exitCode = 2
  } else {
    const client = algoliaAdminClient(config)
    for (const site of sites) {
      const bar = progressBar(site.slug)
      try {
        const settings = await applySettingsWhereChanged(client, config, site.id)
        const report = await repairIndex({ client, pool, config, site, full, onProgress: bar.show })
        bar.done()
        console.log(`${site.slug}: ${report.sent} sent, ${report.deleted} deleted, ${report.unchanged} unchanged; settings written to ${settings.length} ${settings.length === 1 ? 'index' : 'indexes'}`)
      } catch (error) {
        bar.done()
        exitCode = 1
        console.error(`search-sync: ${site.slug} failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
} finally {
  await pool.end()
  await database.stop()
}
await exitWhenFlushed(exitCode)
