/**
 * npm run screenshots: a full-page PNG of every page type of every demo site
 * at a phone's, a tablet's and a laptop's size, for people to review (not a
 * pixel diff, and not part of npm test).
 *
 * The production build (built when the sources changed) runs against a
 * database of its own (forecourt_screenshots, on DATABASE_URL's server or an
 * embedded one) with the demo sites and their demo stock, photos drawn. The
 * pages are found from the data (tests/support/pageTypes.ts) and written to
 * .data/screenshots/<site>/<page>-<width>.png.
 *
 * Options: --site <slug> for one site only; --keep keeps the database,
 * --reuse picks it up again (no import).
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { buildIfNeeded } from '../src/server/build'
import { dataDir } from '../src/server/dataDir'
import { exitWhenFlushed } from '../src/server/exit'
import { launchBrowser, scrollThrough } from '../tests/support/browser'
import { startNextServer } from '../tests/support/nextServer'
import { demoSites, sitePageTypes } from '../tests/support/pageTypes'
import { prepareDatabase, runScript, testProcessEnv } from '../tests/support/testEnvironment'
import { openBenchDatabase } from './lib/benchDatabase'
import { freePort } from './lib/benchHttp'

const DATABASE = 'forecourt_screenshots'
const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
]

const { values: options } = parseArgs({
  options: { site: { type: 'string' }, keep: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false } },
})

async function run() {
  if ((await buildIfNeeded((line) => console.log(line))) === 'current') console.log('The production build is up to date.')
  process.env.MEDIA_DIR = path.join(dataDir(), 'screenshots-media')
  mkdirSync(process.env.MEDIA_DIR, { recursive: true })
  const database = await openBenchDatabase(DATABASE, { reuse: options.reuse })
  try {
    if (!database.reused) {
      await prepareDatabase(database.url)
      const stock = await runScript('tests/support/demoStock.ts', ['--photos'], testProcessEnv(database.url))
      if (stock.code !== 0) throw new Error(`Importing the demo stock failed:\n${stock.stdout}\n${stock.stderr}`)
      console.log('Demo sites onboarded, demo stock imported, photos drawn.')
    }
    process.env.FORECOURT_RUN_JOBS = 'false'
    const port = await freePort()
    const server = await startNextServer({ port, databaseUrl: database.url })
    const browser = await launchBrowser()
    try {
      const outDir = path.join(dataDir(), 'screenshots')
      let written = 0
      for (const site of options.site ? [options.site] : demoSites()) {
        const siteDir = path.join(outDir, site)
        rmSync(siteDir, { recursive: true, force: true })
        mkdirSync(siteDir, { recursive: true })
        const pages = await sitePageTypes(port, site)
        for (const screen of SCREENS) {
          const context = await browser.newContext({ viewport: screen, isMobile: screen.width < 768, hasTouch: screen.width < 1024 })
          const page = await context.newPage()
          for (const { type, path: pagePath } of pages) {
            await page.goto(`http://${site}.localhost:${port}${pagePath}`)
            await scrollThrough(page)
            await page.screenshot({ path: path.join(siteDir, `${type}-${screen.width}.png`), fullPage: true })
            written++
          }
          await context.close()
        }
        console.log(`${site}: ${pages.map((each) => `${each.type} ${each.path}`).join(', ')}`)
      }
      console.log(`${written} screenshots in ${path.relative(process.cwd(), outDir)}/`)
    } finally {
      await browser.close()
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
  console.error(`screenshots failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
}
await exitWhenFlushed(exitCode)
