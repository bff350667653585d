/**
 * npm run bench:admin: how long a dealer editor waits for the admin screens
 * they spend their day in (the dashboard, the offers and pages lists and
 * forms, the leads list), warm, against the goal of 1.5 s each.
 *
 * Each screen is a full load in Chromium (asking for the address until the
 * screen is drawn and the page's load event has fired), as `e2e/admin-words`
 * times it, but on a server warmed first: the e2e's figure is a server's
 * first minutes, in the middle of a busy suite. The baseline is Payload's own
 * account screen, measured in the same rounds: the admin's fixed cost (its
 * scripts and shell), which no screen of ours can go below. Screens are
 * visited in turn, round after round, so the machine's noise falls on all.
 */
import os from 'node:os'
import path from 'node:path'
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'

import type { Page } from '@playwright/test'

import { buildIfNeeded } from '../src/server/build'
import { dataDir } from '../src/server/dataDir'
import { runToExit } from '../src/server/exit'
import { launchBrowser } from '../tests/support/browser'
import { startNextServer } from '../tests/support/nextServer'
import { prepareDatabase, TEST_PASSWORD } from '../tests/support/testEnvironment'
import { openBenchDatabase } from './lib/benchDatabase'
import { freePort } from './lib/benchHttp'
import { loadAverage } from './lib/benchPagesSummary'
import { heading, summarise, table } from './lib/benchStats'

const DATABASE = 'forecourt_bench_admin'
/** The goal for each screen, warm. */
const WARM_SCREEN_MS = 1_500
const EDITOR = 'editor@swan-river-toyota.test'

const { values: options } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '9' },
    'warm-up': { type: 'string', default: '3' },
  },
})

type Screen = { name: string; path: string; ready: string }

const FORM = '.document-fields .doc-controls, .doc-controls'
const LIST = '.collection-list table, .collection-list .no-results'

/** The screens, each with what shows once it is drawn; document forms open the first document of the editor's list. */
async function screens(page: Page, origin: string): Promise<Screen[]> {
  const firstId = async (collection: string) => {
    const answer = await page.request.get(`${origin}/api/${collection}?limit=1&depth=0&sort=-updatedAt`)
    return ((await answer.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  return [
    { name: 'baseline: account (Payload)', path: '/account', ready: FORM },
    { name: 'dashboard', path: '', ready: '[data-testid="staff-dashboard"]' },
    { name: 'offers list', path: '/collections/offers', ready: LIST },
    { name: 'offers form', path: `/collections/offers/${await firstId('offers')}`, ready: FORM },
    { name: 'pages list', path: '/collections/pages', ready: LIST },
    { name: 'pages form', path: `/collections/pages/${await firstId('pages')}`, ready: FORM },
    { name: 'leads list', path: '/collections/customer-leads', ready: LIST },
  ]
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/admin/login`)
  await page.locator('input[name="email"]').fill(EDITOR)
  await page.locator('input[name="password"]').fill(TEST_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 })
}

/** Milliseconds from asking for the screen until it is drawn and loaded; then a pause for its own after-load requests, as a person reads. */
async function loadScreen(page: Page, origin: string, screen: Screen): Promise<number> {
  const started = performance.now()
  await page.goto(`${origin}/admin${screen.path}`)
  await page.locator(screen.ready).first().waitFor({ timeout: 60_000 })
  const took = performance.now() - started
  await page.waitForLoadState('networkidle').catch(() => undefined)
  return took
}

async function measure(origin: string) {
  const browser = await launchBrowser()
  try {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
    await signIn(page, origin)
    const list = await screens(page, origin)
    const samples = new Map(list.map((screen) => [screen.name, [] as number[]]))
    const warmUp = Number(options['warm-up'])
    const rounds = Number(options.rounds)
    for (let round = 0; round < warmUp + rounds; round += 1) {
      for (const screen of list) {
        const took = await loadScreen(page, origin, screen)
        if (round >= warmUp) samples.get(screen.name)!.push(took)
      }
      process.stdout.write(round < warmUp ? 'w' : '.')
    }
    console.log()
    return { list, samples }
  } finally {
    await browser.close()
  }
}

async function run() {
  const loadAtStart = os.loadavg()
  heading('Machine')
  console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadAverage(loadAtStart)} at the start`)
  if ((await buildIfNeeded((line) => console.log(line))) === 'current') console.log('The production build is up to date.')
  process.env.MEDIA_DIR = path.join(dataDir(), 'bench-media')
  mkdirSync(process.env.MEDIA_DIR, { recursive: true })
  const database = await openBenchDatabase(DATABASE, { reuse: options.reuse })
  try {
    if (!database.reused) await prepareDatabase(database.url)
    process.env.FORECOURT_RUN_JOBS = 'false'
    const port = await freePort()
    const server = await startNextServer({ port, databaseUrl: database.url })
    try {
      heading(`Admin screens as a dealer editor (${EDITOR}), warm: ${options['warm-up']} rounds to warm up, then ${options.rounds} measured`)
      const { list, samples } = await measure(`http://localhost:${port}`)
      const rows = list.map((screen) => {
        const figures = summarise(samples.get(screen.name)!)
        const verdict = screen.name.startsWith('baseline') ? '' : figures.p50 <= WARM_SCREEN_MS ? 'PASS' : 'FAIL'
        return [screen.name, figures.p50.toFixed(0), figures.p95.toFixed(0), figures.max.toFixed(0), verdict]
      })
      console.log(table(['screen', 'p50 ms', 'p95 ms', 'max ms', `p50 ≤ ${WARM_SCREEN_MS}`], rows))
      console.log(`Load average at the end: ${loadAverage(os.loadavg())}.`)
    } finally {
      await server.stop()
    }
  } finally {
    await database.close({ keep: options.keep })
  }
}

await runToExit('bench:admin', run)
