/**
 * npm run bench:pages: the shopper's pages on the production build, against
 * the targets of issue 5 (recorded in BENCHMARKS.md).
 *
 * 1. A database of its own (forecourt_bench_pages, as bench:search) with the
 *    demo sites and 300 demo cars each, their photos drawn into
 *    .data/bench-media (MEDIA_DIR), and the production server (scripts/serve.ts)
 *    on a free port.
 * 2. Lighthouse 13 (mobile preset: simulated slow 4G and a 4× slower CPU) on
 *    the home, search and car pages of two demo sites, in Debian's or
 *    Playwright's Chromium (CHROME_PATH to choose), `--runs` times each
 *    (default 3): the median performance score, LCP, CLS and TBT, and the
 *    JavaScript a car page downloads (compressed, as sent).
 *    The car page's scripts are also fetched as a gzip-only browser would, for
 *    the target's own measure (gzipped).
 * 3. A load test of one car page with autocannon, warm: requests per second
 *    and latency at `--connections` (default 10) for `--seconds` (default 10),
 *    from the page cache, then rendered on every request (with a cookie).
 *
 * Options: --keep keeps the database, --reuse picks it up again (no import).
 */
import { existsSync, mkdirSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { buildIfNeeded } from '../src/server/build'
import { dataDir } from '../src/server/dataDir'
import { exitWhenFlushed } from '../src/server/exit'
import { startNextServer } from '../tests/support/nextServer'
import { prepareDatabase, runScript, testProcessEnv } from '../tests/support/testEnvironment'
import { openBenchDatabase } from './lib/benchDatabase'
import { freePort } from './lib/benchHttp'
import { heading, ms, summarise, table } from './lib/benchStats'

const DATABASE = 'forecourt_bench_pages'
const SITES = ['swan-river-toyota', 'coastal-motors']
const TARGETS = { performance: 95, lcpMs: 1800, cls: 0.02, tbtMs: 100, carPageJsKb: 120, carPageRps: 400 }

const { values: options } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
  },
})
const RUNS = Math.max(1, Number(options.runs))

type PageFigures = { score: number; lcpMs: number; cls: number; tbtMs: number; scriptKb: number; scripts: string[]; bootup: string[] }

/** CHROME_PATH, else Debian's chromium, else whatever Chrome chrome-launcher finds (on a laptop). */
function chromePath(): string | undefined {
  return process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate))
}

/** A listed car's slug on the site, asked of the site's own search API. */
function firstCarSlug(port: number, site: string): Promise<string> {
  const body = JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 1, facetFilters: ['status:in_stock'] } }] })
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/search', method: 'POST', headers: { host: `${site}.localhost:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => {
          const slug = JSON.parse(text).results?.[0]?.hits?.[0]?.slug
          if (typeof slug === 'string') resolve(slug)
          else reject(new Error(`${site} has no listed car to measure: ${text.slice(0, 200)}`))
        })
      },
    )
    request.once('error', reject)
    request.end(body)
  })
}

async function lighthouseRun(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { audits, categories } = result.lhr
  const scripts = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find((item) => item.resourceType === 'script')
  const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? []
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
    scripts: requests.filter((request) => request.resourceType === 'Script').map((request) => request.url),
    // Where the main thread's time went, by script (Lighthouse's bootup-time): what TBT is made of.
    bootup: ((audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined)?.items ?? [])
      .slice(0, 6)
      .map((item) => `${Math.round(item.total)} ms (scripting ${Math.round(item.scripting)}) ${item.url.replace(/^https?:\/\/[^/]+/, '')}`),
  }
}

/** What a page's scripts weigh gzipped (the target's measure), asked of the server as a gzip-only browser would. */
async function gzippedKb(urls: string[], port: number): Promise<number> {
  const sizes = await Promise.all(
    urls.map(
      (url) =>
        new Promise<number>((resolve, reject) => {
          const { hostname, pathname, search } = new URL(url)
          http
            .get({ host: '127.0.0.1', port, path: pathname + search, headers: { host: `${hostname}:${port}`, 'accept-encoding': 'gzip' } }, (response) => {
              let bytes = 0
              response.on('data', (chunk: Buffer) => (bytes += chunk.length))
              response.on('end', () => resolve(bytes))
            })
            .once('error', reject)
        }),
    ),
  )
  return sizes.reduce((sum, size) => sum + size, 0) / 1024
}

const median = (values: number[]) => summarise(values).p50
const verdict = (met: boolean) => (met ? 'met' : 'MISSED')

async function run() {
  heading('Machine')
  console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`)

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
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
    try {
      const pages: { site: string; kind: string; url: string }[] = []
      for (const site of SITES) {
        const origin = `http://${site}.localhost:${port}`
        const slug = await firstCarSlug(port, site)
        pages.push({ site, kind: 'home', url: `${origin}/` }, { site, kind: 'search', url: `${origin}/search/new-used-and-demo-cars` }, { site, kind: 'car', url: `${origin}/cars/${slug}` })
      }

      heading(`Lighthouse ${RUNS}× per page (mobile preset; medians)`)
      // One unmeasured load of each page first, so the first run does not pay for Next compiling caches or the index build.
      for (const page of pages) await lighthouseRun(page.url, chrome.port)
      const figures = new Map<string, PageFigures>()
      for (const page of pages) {
        const runs: PageFigures[] = []
        for (let at = 0; at < RUNS; at++) runs.push(await lighthouseRun(page.url, chrome.port))
        figures.set(page.url, {
          score: median(runs.map((each) => each.score)),
          lcpMs: median(runs.map((each) => each.lcpMs)),
          cls: median(runs.map((each) => each.cls)),
          tbtMs: median(runs.map((each) => each.tbtMs)),
          scriptKb: median(runs.map((each) => each.scriptKb)),
          scripts: runs[0]!.scripts,
          bootup: runs[0]!.bootup,
        })
      }
      const gzipped = new Map<string, number>()
      for (const page of pages) gzipped.set(page.url, await gzippedKb(figures.get(page.url)!.scripts, port))
      const rows = pages.map((page) => {
        const f = figures.get(page.url)!
        return [`${page.site} ${page.kind}`, String(f.score), ms(f.lcpMs, 0), f.cls.toFixed(3), ms(f.tbtMs, 0), f.scriptKb.toFixed(1), gzipped.get(page.url)!.toFixed(1)]
      })
      console.log(table(['page', 'performance', 'LCP ms', 'CLS', 'TBT ms', 'JS KB as sent (brotli)', 'JS KB gzipped'], rows))
      if (process.env.BENCH_PAGES_DETAIL) {
        for (const page of pages) console.log(`\n${page.site} ${page.kind}: main-thread time by script (first run, simulated 4x slower CPU)\n  ${figures.get(page.url)!.bootup.join('\n  ')}`)
      }

      heading(`Load test: a car page, warm (${options.connections} connections, ${options.seconds} s)`)
      const car = pages.find((page) => page.kind === 'car')!
      const carUrl = new URL(car.url)
      // A cookie makes the page cache step aside (src/server/pageCache): that run is what every page costs to render.
      const hammer = (duration: number, extraHeaders: Record<string, string> = {}) =>
        autocannon({
          url: `http://127.0.0.1:${port}${carUrl.pathname}`,
          headers: { host: `${carUrl.hostname}:${port}`, 'accept-encoding': 'gzip, br', ...extraHeaders },
          connections: Number(options.connections),
          duration,
        })
      const report = (label: string, outcome: autocannon.Result) =>
        console.log(
          `${label}: ${outcome.requests.average.toFixed(0)} requests/s on average, latency p50 ${outcome.latency.p50} ms, p97.5 ${outcome.latency.p97_5} ms, p99 ${outcome.latency.p99} ms; ${outcome.non2xx} non-2xx, ${outcome.errors} errors.`,
        )
      await hammer(3)
      const result = await hammer(Number(options.seconds))
      report(`${car.site} ${carUrl.pathname}, from the page cache`, result)
      report(`${car.site} ${carUrl.pathname}, rendered each time (a request with a cookie)`, await hammer(Number(options.seconds), { cookie: 'bench=1' }))

      heading('Summary against the targets')
      const all = [...figures.values()]
      const cars = pages.filter((page) => page.kind === 'car').map((page) => figures.get(page.url)!)
      const worst = { score: Math.min(...all.map((f) => f.score)), lcpMs: Math.max(...all.map((f) => f.lcpMs)), cls: Math.max(...all.map((f) => f.cls)), tbtMs: Math.max(...all.map((f) => f.tbtMs)) }
      const carJs = Math.max(...cars.map((f) => f.scriptKb))
      const carJsGzipped = Math.max(...pages.filter((page) => page.kind === 'car').map((page) => gzipped.get(page.url)!))
      console.log(
        table(
          ['measure (worst page)', 'measured', 'target', ''],
          [
            ['Lighthouse performance', String(worst.score), `≥ ${TARGETS.performance}`, verdict(worst.score >= TARGETS.performance)],
            ['LCP', `${ms(worst.lcpMs, 0)} ms`, `≤ ${TARGETS.lcpMs} ms`, verdict(worst.lcpMs <= TARGETS.lcpMs)],
            ['CLS', worst.cls.toFixed(3), `≤ ${TARGETS.cls}`, verdict(worst.cls <= TARGETS.cls)],
            ['TBT', `${ms(worst.tbtMs, 0)} ms`, `≤ ${TARGETS.tbtMs} ms`, verdict(worst.tbtMs <= TARGETS.tbtMs)],
            ['JavaScript on the car page, as sent (brotli)', `${carJs.toFixed(1)} KB`, `≤ ${TARGETS.carPageJsKb} KB`, verdict(carJs <= TARGETS.carPageJsKb)],
            ['JavaScript on the car page, gzipped', `${carJsGzipped.toFixed(1)} KB`, `≤ ${TARGETS.carPageJsKb} KB`, verdict(carJsGzipped <= TARGETS.carPageJsKb)],
            ['Car page throughput, warm', `${result.requests.average.toFixed(0)} requests/s`, `≥ ${TARGETS.carPageRps}`, verdict(result.requests.average >= TARGETS.carPageRps)],
          ],
        ),
      )
      console.log(`Load average at the end: ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`)
    } finally {
      chrome.kill()
      await server.stop()
    }
  } finally {
    await database.close({ keep: options.keep })
  }
}

let exitCode = 0
try {
  await run()
} catch (error) {
  exitCode = 1
  console.error(`bench:pages failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
}
await exitWhenFlushed(exitCode)
