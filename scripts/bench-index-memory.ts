/**
 * `npm run bench:memory [-- --keep] [-- --reuse]`
 *
 * How much JavaScript heap the built-in engine's indexes hold, for the
 * server's heap limit (src/server/heapLimit.ts) and the point at which to
 * move to Algolia. On its own database (forecourt_bench_memory), with two
 * dealer-group sites of 10 000 and 40 000 generated cars:
 *
 * 1. the baseline: the heap with Payload loaded (it migrated the database
 *    and created the sites) and no index, after a full garbage collection
 *    (the script runs with --expose-gc);
 * 2. the 10 000-car site's index is built through SiteIndexStore, as the
 *    server builds it, then the 40 000-car site's; after each, a full
 *    collection and the heap again. The store keeps each site's prepared
 *    vehicles beside its index, and both are counted.
 *
 * Figures: BENCHMARKS.md, "Memory".
 */
import { parseArgs } from 'node:util'

import pg from 'pg'

import { SiteIndexStore } from '../src/search/builtIn/indexStore'
import { runToExit } from '../src/server/exit'
import { importStock } from '../src/stock/importStock'
import { openBenchDatabase, prepareSites, stockCounts } from './lib/benchDatabase'
import { generateEntries, groupSitePlan } from './lib/benchStock'
import { heading, seconds, table, timed } from './lib/benchStats'

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { keep: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false } },
})
const DATABASE = 'forecourt_bench_memory'
const PLANS = [groupSitePlan(10_000, 'bench-10k'), groupSitePlan(40_000, 'bench-40k')]
const MB = 2 ** 20

const collect = (globalThis as { gc?: () => void }).gc
if (!collect) throw new Error('Run with node --expose-gc (npm run bench:memory does).')

/** The heap in use once everything unreachable is gone. */
function settledHeapMb(): number {
  for (let round = 0; round < 3; round++) collect!()
  return process.memoryUsage().heapUsed / MB
}

const database = await openBenchDatabase(DATABASE, { reuse: options.reuse })
console.log(`Database ${DATABASE} on the ${database.server}${database.reused ? ' (reused from a --keep run)' : ''}.`)
await runToExit('bench:memory', run, async () => {
  await database.close({ keep: options.keep })
  console.log(options.keep ? `\nKept the database ${DATABASE} (run again with --reuse to skip the import).` : `\nDropped the database ${DATABASE}.`)
})

async function run() {
  heading('Stock')
  const sites = await prepareSites(database.url, PLANS.map(({ slug, name }) => ({ slug, name })))
  const pool = new pg.Pool({ connectionString: database.url, max: 4 })
  try {
    const counts = await stockCounts(pool)
    const now = new Date()
    for (const [at, plan] of PLANS.entries()) {
      const siteId = sites[at]!.id
      if (counts.get(siteId) === plan.count) continue
      const { ms } = await timed(() => importStock({ pool, siteId, records: generateEntries(plan, now), mode: 'full' }))
      console.log(`Imported ${plan.count.toLocaleString('en-AU')} cars into ${plan.slug} in ${seconds(ms)}.`)
    }

    heading('Heap (after a full collection)')
    const store = new SiteIndexStore(pool)
    const baseline = settledHeapMb()
    const rows: string[][] = [['no index (Payload loaded)', '–', baseline.toFixed(0), '–', '–']]
    let before = baseline
    for (const [at, plan] of PLANS.entries()) {
      const { ms } = await timed(() => store.get(sites[at]!.id))
      const after = settledHeapMb()
      const perTenThousand = ((after - before) / plan.count) * 10_000
      rows.push([`+ ${plan.slug} (${plan.count.toLocaleString('en-AU')} cars)`, seconds(ms), after.toFixed(0), (after - before).toFixed(0), perTenThousand.toFixed(1)])
      before = after
    }
    const cars = PLANS.reduce((sum, plan) => sum + plan.count, 0)
    console.log(table(['state', 'build', 'heap used (MB)', 'this index (MB)', 'MB per 10 000 cars'], rows))
    console.log(`Both indexes: ${(before - baseline).toFixed(0)} MB for ${cars.toLocaleString('en-AU')} cars, ${(((before - baseline) / cars) * 10_000).toFixed(1)} MB per 10 000 cars.`)
    store.close()
  } finally {
    await pool.end()
  }
}
