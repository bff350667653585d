/**
 * npm run screenshots: a full-page PNG of every page type of every demo site
 * at a phone's, a tablet's and a laptop's size, for people to review (not a
 * pixel diff, and not part of npm test).
 *
 * The production build (built when the sources changed) runs against a
 * database of its own (forecourt_screenshots, on DATABASE_URL's server or an
 * embedded one) with the demo sites and their demo stock, photos drawn. The
 * pages are found from the data (tests/support/pageTypes.ts) and written to
 * .data/screenshots/<site>/<page>-<width>.png. The reserve page is shot
 * signed in as a demo shopper (signed out it is the sign-in step), and so is
 * the watchlist with saved cars (watchlist-saved).
 *
 * Options: --site <slug> for one site only; --keep keeps the database,
 * --reuse picks it up again (no import); --admin shoots the admin as each
 * site's dealer editor sees it instead (scripts/lib/adminScreenshots.ts).
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Browser, BrowserContext } from '@playwright/test'
import pg from 'pg'

import { buildIfNeeded } from '../src/server/build'
import { dataDir } from '../src/server/dataDir'
import { runToExit } from '../src/server/exit'
import { launchBrowser, scrollThrough } from '../tests/support/browser'
import { startNextServer } from '../tests/support/nextServer'
import { demoSites, SCREENSHOT_PRICE_DROP, sitePageTypes, watchlistWithSavedCars } from '../tests/support/pageTypes'
import { signInShopper } from '../tests/support/shopperSignIn'
import { prepareDatabase, runScript, testProcessEnv } from '../tests/support/testEnvironment'
import { shootAdmin } from './lib/adminScreenshots'
import { openBenchDatabase } from './lib/benchDatabase'
import { freePort } from './lib/benchHttp'

const DATABASE = 'forecourt_screenshots'
const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
]

type Screen = (typeof SCREENS)[number]

/** Pages shot signed in as the demo shopper: the reserve page, and the watchlist with its saved cars. */
const SIGNED_IN_PAGES = new Set(['reserve', 'watchlist-saved'])

/** A browser context at the screen's size: a phone's below 768 px, touch below 1024 px; with a shopper's session cookie when given. */
async function screenContext(browser: Browser, screen: Screen, session?: { site: string; cookie: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: screen, isMobile: screen.width < 768, hasTouch: screen.width < 1024 })
  if (session) {
    const at = session.cookie.indexOf('=')
    await context.addCookies([{ name: session.cookie.slice(0, at), value: session.cookie.slice(at + 1), domain: `${session.site}.localhost`, path: '/' }])
  }
  return context
}

const { values: options } = parseArgs({
  options: { site: { type: 'string' }, keep: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false }, admin: { type: 'boolean', default: false } },
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
    const pool = new pg.Pool({ connectionString: database.url })
    try {
      const outDir = path.join(dataDir(), 'screenshots')
      let written = 0
      for (const site of options.admin ? (options.site ? [options.site] : demoSites()) : []) written += await shootAdmin(browser, port, site, outDir)
      for (const site of options.admin ? [] : options.site ? [options.site] : demoSites()) {
        const siteDir = path.join(outDir, site)
        rmSync(siteDir, { recursive: true, force: true })
        mkdirSync(siteDir, { recursive: true })
        const session = { site, cookie: await signInShopper(port, pool, site, `screenshots@${site}.test`) }
        const watchlist = await watchlistWithSavedCars(port, site, session.cookie)
        // The first saved car was dearer when saved, so the shot shows a price drop.
        if (watchlist && !watchlist.favourites) await pool.query('UPDATE watchlist_entries SET saved_price = saved_price + $1 WHERE car_id = $2', [SCREENSHOT_PRICE_DROP, watchlist.savedCarIds[0]])
        const pages = [...(await sitePageTypes(port, site)), ...(watchlist ? [watchlist.page] : [])]
        for (const screen of SCREENS) {
          const context = await screenContext(browser, screen)
          const signedIn = await screenContext(browser, screen, session)
          if (watchlist?.favourites) await signedIn.addInitScript((entries) => localStorage.setItem('forecourt:favourites', JSON.stringify(entries)), watchlist.favourites)
          for (const { type, path: pagePath } of pages) {
            const page = await (SIGNED_IN_PAGES.has(type) ? signedIn : context).newPage()
            await page.goto(`http://${site}.localhost:${port}${pagePath}`)
            await scrollThrough(page)
            await page.screenshot({ path: path.join(siteDir, `${type}-${screen.width}.png`), fullPage: true })
            await page.close()
            written++
          }
          await context.close()
          await signedIn.close()
        }
        console.log(`${site}: ${pages.map((each) => `${each.type} ${each.path}`).join(', ')}`)
      }
      console.log(`${written} screenshots in ${path.relative(process.cwd(), outDir)}/`)
    } finally {
      await pool.end()
      await browser.close()
      await server.stop()
    }
  } finally {
    await database.close({ keep: options.keep })
  }
}

await runToExit('screenshots', run)
