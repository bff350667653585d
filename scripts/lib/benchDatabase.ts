/**
 * The benchmarks' own database (forecourt_bench_*), so a benchmark never
 * touches a developer's data: on DATABASE_URL's server when it is set, else
 * on an embedded server of the benchmarks' own under .data/bench-postgres
 * (port 54359, or EMBEDDED_PG_BENCH_PORT), as the tests use .data/test-postgres.
 * The app's embedded server is stopped by whichever process started it, so a
 * benchmark sharing it could stop under an app (or stop an app's database).
 * The database is migrated like the app's and dropped afterwards.
 */
import path from 'node:path'

import pg from 'pg'

import { dataDir } from '../../src/server/dataDir'
import { withDatabase } from '../../src/server/embeddedPostgres'
import { ensurePayloadSecret } from '../../src/server/environment'
import { migrateDatabase } from '../../src/server/migrate'
import { closePayload, scriptPayload } from './scriptPayload'
import { startOwnPostgres } from '../../tests/support/ownPostgres'

export type BenchDatabase = {
  name: string
  url: string
  /** True when --reuse found the database of an earlier --keep run. */
  reused: boolean
  /** Where the server is, for the report: "embedded (.data/postgres)" or "DATABASE_URL's server". */
  server: string
  /** Drops the database (unless kept) and stops an embedded server this process started. */
  close: (options: { keep: boolean }) => Promise<void>
  /** Stops and starts the embedded server again (bench:leads); null on DATABASE_URL's server, which is not ours to restart. */
  restart: (() => Promise<void>) | null
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Opens the bench database `name`: created empty, or, with `reuse`, the one
 * an earlier `--keep` run left (created empty when there is none).
 */
export async function openBenchDatabase(name: string, { reuse }: { reuse: boolean }): Promise<BenchDatabase> {
  let serverUrl: string
  let stopServer: () => Promise<void> = async () => undefined
  let restart: BenchDatabase['restart'] = null
  let server: string
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL
    server = "DATABASE_URL's server"
  } else {
    const port = Number(process.env.EMBEDDED_PG_BENCH_PORT ?? 54359)
    const databaseDir = path.join(dataDir(), 'bench-postgres')
    const embedded = await startOwnPostgres({ databaseDir, port })
    serverUrl = embedded.serverUrl
    stopServer = embedded.stop
    restart = embedded.restart
    server = `embedded PostgreSQL (${path.relative(process.cwd(), databaseDir)}, port ${port})`
  }
  const reused = await withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount && reuse) return true
    if (rowCount) await client.query(`drop database ${client.escapeIdentifier(name)} with (force)`)
    await client.query(`create database ${client.escapeIdentifier(name)}`)
    return false
  })
  return {
    name,
    url: withDatabase(serverUrl, name),
    reused,
    server,
    restart,
    close: async ({ keep }) => {
      if (!keep) await withClient(serverUrl, (client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`))
      await stopServer()
    },
  }
}

export type BenchSite = { id: number; slug: string; name: string }

/**
 * Migrates the bench database and creates the sites that are missing, through
 * Payload's Local API as onboarding does. Payload is booted in this process
 * against the bench database only, with the jobs queue off, and closed again.
 */
export async function prepareSites(databaseUrl: string, sites: { slug: string; name: string }[]): Promise<BenchSite[]> {
  process.env.DATABASE_URL = databaseUrl
  process.env.FORECOURT_RUN_JOBS = 'false'
  ensurePayloadSecret()
  const payload = await scriptPayload()
  try {
    await migrateDatabase(payload, databaseUrl)
    const { docs } = await payload.find({ collection: 'tenants', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    const existing = new Map(docs.map((doc) => [doc.slug, doc.id]))
    const result: BenchSite[] = []
    for (const site of sites) {
      let id = existing.get(site.slug)
      if (id === undefined) {
        const created = await payload.create({ collection: 'tenants', data: { name: site.name, slug: site.slug, timeZone: 'Australia/Sydney' }, overrideAccess: true })
        id = created.id
      }
      result.push({ id, ...site })
    }
    return result
  } finally {
    await closePayload(payload)
  }
}

/** How many vehicles each site has in stock_vehicles. */
export async function stockCounts(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ site_id: number; count: string }>('SELECT site_id, count(*) FROM stock_vehicles GROUP BY site_id')
  return new Map(rows.map((row) => [row.site_id, Number(row.count)]))
}
