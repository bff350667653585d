/**
 * npm run bench:pages: the shopper's pages on the production build, against
 * the targets of issue 23 (scripts/lib/benchPagesSummary.ts; recorded in
 * BENCHMARKS.md with the benchmarkIndex and the load average).
 *
 * 1. A database of its own (forecourt_bench_pages, as bench:search) with the
 *    demo sites (every seed in tenants-seed/) and 300 demo cars each, their
 *    photos drawn into .data/bench-media (MEDIA_DIR), and the production
 *    server (scripts/serve.ts) on a free port, with the styleguide's flag on
 *    as in every test server (FORECOURT_STYLEGUIDE=1), which opens the
 *    baseline page too.
 * 2. Every page type of every site (tests/support/pageTypes.ts) in
 *    Playwright (scripts/lib/benchLayout.ts): layout shift at 390 × 844 and
 *    1366 × 900 while it loads and is scrolled through, and the scripts it
 *    runs on first load. Our JavaScript is every script beyond the baseline
 *    page's (the framework's floor), gzipped as the target measures it
 *    (scripts/lib/benchPageJs.ts). The pass also warms the server's caches.
 * 3. The document weight of each home, search and car page, uncompressed,
 *    beside the page budgets the test suite holds (scripts/lib/benchPageWeight.ts).
 * 4. Lighthouse 13, mobile preset (simulated slow 4G), on the home, search
 *    and car page of every site and on the baseline page (/_baseline: the
 *    same build's root layout with no client component) on each site's host
 *    before them, in Debian's or Playwright's Chromium (CHROME_PATH to
 *    choose), `--runs` times each (default 3; medians). Calibration runs on
 *    the first baseline page read the machine's benchmarkIndex first, and the
 *    CPU slowdown is chosen from it as Lighthouse's docs say
 *    (scripts/lib/benchLighthouse.ts); every figure is printed beside the
 *    index and the slowdown of its run, and a run whose index moved more than
 *    20% from its first page to its last is marked UNRELIABLE. Each page's
 *    LCP and TBT are judged as a difference from its site's baseline, which
 *    a busy machine slows alike.
 * 5. A load test with autocannon, warm, at `--connections` (default 10) for
 *    `--seconds` (default 10): one car page from the page cache, then
 *    rendered on every request (with a cookie), then the health route
 *    (scripts/lib/benchThroughput.ts).
 *
 * Options: --keep keeps the database, --reuse picks it up again (no import),
 * --runs N, --calibration-runs N (default 3), --connections N, --seconds N,
 * --site SLUG (only that demo site; default all).
 */
import { existsSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'

import { buildIfNeeded } from '../src/server/build'
import { dataDir } from '../src/server/dataDir'
import { BASELINE_PATH } from '../src/server/baselinePage'
import { runToExit } from '../src/server/exit'
import { startNextServer } from '../tests/support/nextServer'
import { demoSites, keyPages } from '../tests/support/pageTypes'
import { prepareDatabase, runScript, testProcessEnv } from '../tests/support/testEnvironment'
import { openBenchDatabase } from './lib/benchDatabase'
import { freePort } from './lib/benchHttp'
import { measurePageTypes } from './lib/benchLayout'
import { indexDrift } from './lib/benchCalibration'
import { calibrate, lighthouseRun, medianFigures, type PageFigures } from './lib/benchLighthouse'
import { pageJs } from './lib/benchPageJs'
import { loadAverage, printSummary, type MeasuredPage } from './lib/benchPagesSummary'
import { weighPages } from './lib/benchPageWeight'
import { heading } from './lib/benchStats'
import { carPageThroughput } from './lib/benchThroughput'

const DATABASE = 'forecourt_bench_pages'

const { values: options } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'calibration-runs': { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    site: { type: 'string' },
  },
})
const RUNS = Math.max(1, Number(options.runs))
const CALIBRATION_RUNS = Math.max(1, Number(options['calibration-runs']))

/** CHROME_PATH, else Debian's chromium, else whatever Chrome chrome-launcher finds (on a laptop). */
function chromePath(): string | undefined {
  return process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate))
}

/** The demo sites to measure: all, or the one --site names. */
function sitesToMeasure(): string[] {
  const all = demoSites()
  if (!options.site) return all
  if (!all.includes(options.site)) throw new Error(`--site ${options.site} is not a demo site: ${all.join(', ')}`)
  return [options.site]
}

/**
 * Lighthouse on every page: calibration runs on the first (a baseline page)
 * choose the CPU slowdown, then each page is measured `RUNS` times at it and
 * its medians printed as they come. Returns the medians, the calibration, and
 * how far the benchmarkIndex (each page's median) moved from page to page.
 */
async function measureLighthouse(pages: MeasuredPage[]) {
  heading(`Lighthouse ${RUNS}× per page (mobile preset, CPU slowdown calibrated first; medians)`)
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  try {
    const calibration = await calibrate(pages[0]!.url, chrome.port, CALIBRATION_RUNS)
    console.log(`Calibration on ${pages[0]!.url}: benchmarkIndex ${calibration.indexes.map((index) => index.toFixed(0)).join(', ')}; median ${calibration.benchmarkIndex.toFixed(0)} → CPU slowdown ${calibration.cpuSlowdown}×.`)
    const figures = new Map<string, PageFigures>()
    for (const page of pages) {
      const runs: PageFigures[] = []
      for (let at = 0; at < RUNS; at++) runs.push(await lighthouseRun(page.url, chrome.port, calibration.cpuSlowdown))
      const f = medianFigures(runs)
      figures.set(page.url, f)
      console.log(
        `${page.site} ${page.kind}: index ${runs.map((each) => each.benchmarkIndex.toFixed(0)).join(', ')} at ${f.cpuSlowdown}×: performance ${f.score}, TBT ${f.tbtMs.toFixed(0)} ms, LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)} (load average ${loadAverage(os.loadavg())})`,
      )
      if (process.env.BENCH_PAGES_DETAIL) console.log(`  main-thread time by script (first run, simulated ${f.cpuSlowdown}× slower CPU):\n  ${f.bootup.join('\n  ')}`)
    }
    return { calibration, figures, drift: indexDrift(pages.map((page) => figures.get(page.url)!.benchmarkIndex)) }
  } finally {
    chrome.kill()
  }
}

async function run() {
  const loadAtStart = os.loadavg()
  heading('Machine')
  console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, load average ${loadAverage(loadAtStart)} at the start`)

  heading('Build and data')
  if ((await buildIfNeeded((line) => console.log(line))) === 'current') console.log('The production build is up to date.')
  process.env.MEDIA_DIR = path.join(dataDir(), 'bench-media')
  mkdirSync(process.env.MEDIA_DIR, { recursive: true })
  const database = await openBenchDatabase(DATABASE, { reuse: options.reuse })
  console.log(`Database ${DATABASE} on the ${database.server}${database.reused ? ' (reused)' : ''}.`)
  try {
    if (!database.reused) {
      await prepareDatabase(database.url)
      const stock = await runScript('tests/support/demoStock.ts', ['--count', '300', '--photos'], testProcessEnv(database.url))
      if (stock.code !== 0) throw new Error(`Importing the demo stock failed:\n${stock.stdout}\n${stock.stderr}`)
      console.log('Demo sites onboarded, 300 cars each imported, photos drawn.')
    }
    process.env.FORECOURT_RUN_JOBS = 'false'
    const port = await freePort()
    const server = await startNextServer({ port, databaseUrl: database.url })
    try {
      const sites = sitesToMeasure()
      const pageTypes = await measurePageTypes(port, sites)
      const js = await pageJs(pageTypes.scripts, port)

      const pages: MeasuredPage[] = []
      for (const site of sites) {
        const origin = `http://${site}.localhost:${port}`
        pages.push({ site, kind: 'baseline', url: `${origin}${BASELINE_PATH}` }, ...(await keyPages(port, site)).map((page) => ({ site, kind: page.type, url: `${origin}${page.path}` })))
      }
      const weights = await weighPages(port, pages)
      const { calibration, figures, drift } = await measureLighthouse(pages)

      heading(`Load test: a car page and the health route, warm (${options.connections} connections, ${options.seconds} s each)`)
      const car = pages.find((page) => page.kind === 'car')!
      const throughput = await carPageThroughput(port, car.site, new URL(car.url).pathname, Number(options.connections), Number(options.seconds))

      printSummary({ loadAtStart, calibration, drift, runs: RUNS, pages, figures, weights, js, worstCls: pageTypes.worstCls, throughput })
    } finally {
      await server.stop()
    }
  } finally {
    await database.close({ keep: options.keep })
  }
}

await runToExit('bench:pages', run)
