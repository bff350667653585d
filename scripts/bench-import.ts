/**
 * `npm run bench:import [-- --keep] [-- --no-cli] [-- --count N]`
 *
 * On its own database (forecourt_bench_import, dropped at the end unless
 * --keep), for one dealer-group site with 100 000 vehicles:
 *
 * 1. a full import into the empty site, through importStock (timed by phase:
 *    reading, validating, hashing and staging; then writing and commit);
 * 2. the same feed again (nothing changed), and the feed with 1 000 changed
 *    prices in full mode: what a daily feed costs;
 * 3. a 1 000-vehicle delta (1 000 changed prices, --mode delta);
 * 4. the CPU part alone (validation, canonical JSON, SHA-256) without the
 *    database, to tell where the full import's time goes;
 * 5. the same full import and delta through the CLI (`npm run stock:import`,
 *    NDJSON files, a second site): process start, file parsing and the import
 *    record included. --no-cli skips it.
 *
 * Figures: BENCHMARKS.md.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { dataDir } from '../src/server/dataDir'
import { runToExit } from '../src/server/exit'
import type { Car } from '../src/stock-demo/generate'
import { canonicalJson, contentHash } from '../src/lib/canonicalJson'
import { importStock, type ImportMode, type ImportReport } from '../src/stock/importStock'
import { parseVehicle } from '../src/stock/vehicleSchema'
import { openBenchDatabase, prepareSites } from './lib/benchDatabase'
import { generateEntries, groupSitePlan } from './lib/benchStock'
import { heading, seconds, table, timed } from './lib/benchStats'

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    keep: { type: 'boolean', default: false },
    'no-cli': { type: 'boolean', default: false },
    count: { type: 'string', default: '100000' },
  },
})
const COUNT = Math.max(1000, Number(options.count) || 100_000)
const DELTA = 1000
const DATABASE = 'forecourt_bench_import'
const TARGETS = { full: 60_000, delta: 3_000 }
const SITE = 'bench-import'
const CLI_SITE = 'bench-import-cli'

type Entry = { row: number; value: Car }
type Row = { label: string; ms: number; report: ImportReport; phases?: { readMs: number; writeMs: number }; target?: number }

heading('Machine')
console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`)

const database = await openBenchDatabase(DATABASE, { reuse: false })
console.log(`Database ${DATABASE} on the ${database.server}.`)
const pool = new pg.Pool({ connectionString: database.url, max: 4 })
const feedDir = path.join(dataDir(), 'bench')
await runToExit('bench:import', run, async () => {
  await pool.end()
  await database.close({ keep: options.keep })
  await rm(feedDir, { recursive: true, force: true })
  console.log(options.keep ? `\nKept the database ${DATABASE}.` : `\nDropped the database ${DATABASE}.`)
})

async function run() {
  const sites = await prepareSites(database.url, [
    { slug: SITE, name: 'Bench Import' },
    { slug: CLI_SITE, name: 'Bench Import (CLI)' },
  ])
  const siteId = sites[0]!.id

  heading(`Feed: ${COUNT.toLocaleString('en-AU')} vehicles for one site`)
  const plan = groupSitePlan(COUNT, SITE)
  const { result: feed, ms: generateMs } = await timed(() => generateEntries(plan, new Date()))
  console.log(`Generated in ${seconds(generateMs)} (not part of any figure below).`)
  // 1 000 cars spread through the feed, each $500 cheaper (or dearer, when it was priced under $1 000).
  const step = Math.floor(COUNT / DELTA)
  const changedAt = new Set(Array.from({ length: DELTA }, (_, at) => at * step))
  const repriced = (entry: Entry): Entry => ({ row: entry.row, value: { ...entry.value, price: entry.value.price >= 1000 ? entry.value.price - 500 : entry.value.price + 500 } })
  const dailyFeed = feed.map((entry, at) => (changedAt.has(at) ? repriced(entry) : entry))
  const delta = [...changedAt].map((at, row) => ({ ...repriced(feed[at]!), row: row + 1 }))
  const runs: Row[] = []
  runs.push({ ...(await importTimed(siteId, feed, 'full')), label: `full import, ${COUNT.toLocaleString('en-AU')} new vehicles`, target: TARGETS.full })
  runs.push({ ...(await importTimed(siteId, feed, 'full')), label: 'same feed again, nothing changed' })
  runs.push({ ...(await importTimed(siteId, dailyFeed, 'full')), label: `full feed with ${DELTA.toLocaleString('en-AU')} changed prices` })
  // Back to the original prices (not reported), so the delta changes 1 000 prices again.
  await importTimed(siteId, feed, 'full')
  runs.push({ ...(await importTimed(siteId, delta, 'delta')), label: `delta, ${DELTA.toLocaleString('en-AU')} changed prices`, target: TARGETS.delta })

  heading('importStock (in process)')
  console.log(
    table(
      ['import', 'time', 'reading+staging', 'writing+commit', 'created', 'updated', 'unchanged', 'target', ''],
      runs.map((row) => [
        row.label,
        seconds(row.ms),
        row.phases ? seconds(row.phases.readMs) : '',
        row.phases ? seconds(row.phases.writeMs) : '',
        String(row.report.created),
        String(row.report.updated),
        String(row.report.unchanged),
        row.target ? `≤ ${seconds(row.target)}` : '',
        row.target ? (row.ms <= row.target ? 'met' : 'MISSED') : '',
      ]),
    ),
  )

  heading('Where the time goes: the CPU part alone, no database')
  const vehicles: unknown[] = []
  const { ms: validateMs } = await timed(() => {
    for (const entry of feed) {
      const result = parseVehicle(entry.value)
      if ('vehicle' in result) vehicles.push(result.vehicle)
    }
  })
  const texts: string[] = []
  const { ms: canonicalMs } = await timed(() => {
    for (const vehicle of vehicles) texts.push(canonicalJson(vehicle))
  })
  const { ms: hashMs } = await timed(() => {
    for (const text of texts) contentHash(text)
  })
  console.log(
    table(
      ['step, over the whole feed', 'time'],
      [
        ['validate (zod, parseVehicle)', seconds(validateMs)],
        ['canonical JSON (canonicalJson)', seconds(canonicalMs)],
        ['SHA-256 (contentHash)', seconds(hashMs)],
      ],
    ),
  )
  const { ms: stockedMs } = await timed(() => pool.query('SELECT id, slug, content_hash FROM stock_vehicles WHERE site_id = $1', [siteId]))
  console.log(`Reading the site's stored ids, slugs and hashes (the first step of every import, delta included): ${seconds(stockedMs)}.`)
  const { rows } = await pool.query<{ table: string; index: string }>(
    "SELECT pg_size_pretty(pg_table_size('stock_vehicles')) AS table, pg_size_pretty(pg_indexes_size('stock_vehicles')) AS index",
  )
  console.log(`stock_vehicles holds ${rows[0]!.table} of rows (with TOAST) and ${rows[0]!.index} of indexes.`)

  if (options['no-cli']) {
    console.log('\nCLI not timed (--no-cli).')
    return
  }
  heading('The CLI: npm run stock:import (a second site, NDJSON files)')
  await mkdir(feedDir, { recursive: true })
  const fullFile = await writeNdjson(path.join(feedDir, 'full.ndjson'), feed)
  const deltaFile = await writeNdjson(path.join(feedDir, 'delta.ndjson'), delta)
  const cli = [
    { label: `full import, ${COUNT.toLocaleString('en-AU')} new vehicles`, args: ['--site', CLI_SITE, fullFile], target: TARGETS.full },
    { label: `delta, ${DELTA.toLocaleString('en-AU')} changed prices`, args: ['--site', CLI_SITE, '--mode', 'delta', deltaFile], target: TARGETS.delta },
  ]
  const cliRows: string[][] = []
  for (const { label, args, target } of cli) {
    const { result, ms: wall } = await timed(() => runCli(args))
    cliRows.push([label, seconds(wall), result.trim().split('\n')[0] ?? '', `≤ ${seconds(target)}`, wall <= target ? 'met' : 'MISSED'])
  }
  console.log(table(['import', 'wall time', 'CLI summary', 'target', ''], cliRows))
  console.log('Wall time includes starting Node, bundling the script with esbuild and reading the file.')
}

async function importTimed(siteId: number, records: Entry[], mode: ImportMode): Promise<Omit<Row, 'label'>> {
  let readDone = 0
  const started = performance.now()
  const report = await importStock({
    pool,
    siteId,
    records,
    mode,
    onProgress: (progress) => {
      if (progress.phase === 'writing') readDone = performance.now()
    },
  })
  const finished = performance.now()
  if (report.rejected.length > 0) throw new Error(`${report.rejected.length} records rejected, first: ${JSON.stringify(report.rejected[0])}`)
  return { ms: finished - started, report, phases: { readMs: readDone - started, writeMs: finished - readDone } }
}

async function writeNdjson(file: string, entries: Entry[]): Promise<string> {
  const out = createWriteStream(file)
  for (const { value } of entries) if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain')
  out.end()
  await once(out, 'finish')
  return file
}

function runCli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/stock-import.ts', ...args], {
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`stock:import exited ${code}: ${output}`))))
  })
}
