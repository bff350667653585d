import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from '@playwright/test'

import { TEST_PASSWORD } from '../../tests/support/testEnvironment'

const ADMIN_SCREEN = { width: 1366, height: 900 }

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
}

/**
 * `npm run screenshots -- --admin`: what a dealer editor sees, at 1366 px,
 * signed in as the site's demo editor: the dashboard, and for every list in
 * the side menu the list, its first document's form and a new document's
 * form, written to .data/screenshots/admin/<site>/<collection>-<screen>.png.
 */
export async function shootAdmin(browser: Browser, port: number, site: string, outDir: string): Promise<number> {
  const dir = path.join(outDir, 'admin', site)
  mkdirSync(dir, { recursive: true })
  const context = await browser.newContext({ viewport: ADMIN_SCREEN })
  const page = await context.newPage()
  const admin = (route: string) => `http://localhost:${port}/admin${route}`
  const login = await page.request.post(`http://localhost:${port}/api/users/login`, { data: { email: `editor@${site}.test`, password: TEST_PASSWORD } })
  if (login.status() !== 200) throw new Error(`editor@${site}.test could not sign in (HTTP ${login.status()})`)
  let written = 0
  const shoot = async (route: string, name: string) => {
    await page.goto(admin(route))
    await settle(page)
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
    written++
  }
  await shoot('', 'dashboard')
  const lists = await page.locator('nav a[href*="/admin/collections/"]').evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/')[3]!))])
  for (const slug of lists) {
    await shoot(`/collections/${slug}`, `${slug}-list`)
    const firstDoc = await page.locator('.collection-list table tbody tr a[href*="/collections/"]').first().getAttribute('href', { timeout: 2_000 }).catch(() => null)
    if (firstDoc) await shoot(firstDoc.replace(/^.*\/admin/, ''), `${slug}-edit`)
    if (await page.locator('a[href$="/create"]').count()) await shoot(`/collections/${slug}/create`, `${slug}-create`)
  }
  await context.close()
  return written
}
