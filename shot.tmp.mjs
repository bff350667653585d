import { chromium } from '@playwright/test'
const [,, url, out, width = '1366', full = '1'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: width < 800 ? 844 : 900 } })
await page.goto(url, { waitUntil: 'networkidle' })
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).click(); await page.waitForTimeout(500) }
await page.screenshot({ path: out, fullPage: full === '1' })
await browser.close()
