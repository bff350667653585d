import { existsSync } from 'node:fs'

import { chromium, type Browser, type Page } from '@playwright/test'

/** CHROME_PATH, else Debian's chromium, else Playwright's own browser (on a laptop with `npx playwright install`). */
export const chromeExecutable = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/** Flags that let Chromium run as root on these machines, with nothing of its own on the network. */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Chromium for the scripts that drive pages outside Playwright's runner (screenshots, bench:pages). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromeExecutable, args: chromeArgs })
}

/**
 * Scrolls to the bottom of the page a screen at a time and back to the top,
 * so what loads as it nears the screen (lazy images, deferred sections) has
 * loaded, then waits for the network to settle.
 */
export async function scrollThrough(page: Page) {
  const viewport = page.viewportSize()?.height ?? 800
  for (let top = 0; top < (await page.evaluate(() => document.documentElement.scrollHeight)); top += viewport) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    await page.waitForTimeout(100)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
}
