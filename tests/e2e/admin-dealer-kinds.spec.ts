import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { crawlSite } from '../support/httpCrawl'
import { adminUrl, signIn } from '../support/e2eAdmin'
import { root } from '../support/testEnvironment'

/**
 * Agency staff onboard one dealer of each kind from the admin, each with its
 * stock feed file: the test import shows what was read and rejected, the site
 * is live with its stock, every link it shows answers (no 404, no search with
 * 0 results, no link to the dealer's old website), and its dashboard lists the
 * next steps. Each step is timed and the typing counted, for the ≤ 10 minute
 * onboarding (docs/onboarding.md).
 */

const port = Number(process.env.E2E_PORT ?? '3200')
const run = Date.now().toString(36)
const FEEDS = path.join(root, 'tests/fixtures/feeds')

type Kind = { template: string; feed: string; name: string; makes: string; street: string; city: string; state: string; postcode: string; absent: RegExp }
const KINDS: Kind[] = [
  { template: 'New car franchise (new, demo and used cars)', feed: 'franchise.csv', name: 'Bayside Mazda', makes: 'Mazda', street: '1 Nepean Highway', city: 'Brighton', state: 'VIC', postcode: '3186', absent: /Toyota|Book a Service/ },
  // Harbour Auto, as the issue found it: no New Cars or Demo Cars links, no models page, no Book a Service link to its own old domain.
  { template: 'Multi-brand used cars', feed: 'used.csv', name: 'Harbour Auto', makes: '', street: '12 Davey Street', city: 'Hobart', state: 'TAS', postcode: '7000', absent: /New Cars|Demo Cars|New Vehicle|Toyota|Book a Service/ },
  { template: 'Caravans', feed: 'caravans.csv', name: 'Van World', makes: '', street: '5 Bruce Highway', city: 'Caboolture', state: 'QLD', postcode: '4510', absent: /Motorcycle|Toyota|New Cars|Book a Service/ },
  { template: 'Motorcycles', feed: 'motorcycles.csv', name: 'Ride On Motorcycles', makes: '', street: '40 Parramatta Road', city: 'Granville', state: 'NSW', postcode: '2142', absent: /Caravan|Toyota|New Cars|Book a Service/ },
]

/** Each step's time per kind, printed at the end. */
const timings: { kind: string; step: string; ms: number }[] = []
/** Characters a person types per site (the rest is choosing from lists and clicking). */
const typed: number[] = []

async function timed<T>(kind: string, step: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await work()
  timings.push({ kind, step, ms: Date.now() - started })
  return result
}

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1366, height: 900 } })

let page: Page
test.beforeAll(async ({ browser }) => {
  // The first sign-in after the server starts compiles the admin's pages: slow on a busy machine.
  test.setTimeout(120_000)
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
  await signIn(page, 'admin@forecourt.test')
})
test.afterAll(async () => {
  await page?.close()
  const table = timings.map((row) => `${row.kind.padEnd(22)} ${row.step.padEnd(34)} ${String(row.ms).padStart(6)} ms`)
  const perSite = typed.length > 0 ? Math.round(typed.reduce((sum, count) => sum + count, 0) / typed.length) : 0
  console.log(`Onboarding steps (machine time):\n${table.join('\n')}\nTyped per site: about ${perSite} characters`)
})

for (const kind of KINDS) {
  test(`${kind.template}: onboarded with its feed file, live with its stock, no dead link and no empty search, next steps on the dashboard`, async () => {
    // About 25 s on an idle machine; a busy shared one has taken up to 2 minutes.
    test.setTimeout(180_000)
    const name = `${kind.name} ${run}`
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const domain = `${slug}.com.au`
    let characters = 0
    const type = async (label: string, value: string, exact = false) => {
      characters += value.length
      await page.getByLabel(label, { exact }).fill(value)
    }

    await timed(kind.template, 'open the form', async () => {
      await page.goto(adminUrl('/new-dealer-site'))
      await expect(page.getByLabel('Dealer name')).toBeVisible()
    })
    await timed(kind.template, 'fill the site, location and editor', async () => {
      await page.getByLabel('Template or site to copy').selectOption({ label: kind.template })
      await type('Dealer name', name)
      await expect(page.getByLabel('Slug')).toHaveValue(slug)
      await type('Domains', domain)
      await type('Phone', '02 9555 0100', true)
      await type('Email', `hello@${domain}`, true)
      await type('Legal name', `${name} Pty Ltd`)
      await type('Dealership name', name)
      if (kind.makes) await type('Makes sold new', kind.makes)
      await type('Location name', `${name} - Sales`)
      await type('Street address', kind.street)
      await type('Suburb or town', kind.city)
      await page.getByLabel('State').selectOption(kind.state)
      await type('Postcode', kind.postcode)
      await type('Editor 1 email', `sales-${run}@${domain}`)
    })

    await timed(kind.template, 'choose the feed and test it', async () => {
      await page.getByLabel('Stock comes from').selectOption('file')
      await page.getByLabel('Feed file').setInputFiles(path.join(FEEDS, kind.feed))
      await page.getByRole('button', { name: 'Test import' }).click()
      const trial = page.getByRole('status', { name: 'Test import' })
      await expect(trial).toContainText('Read 5 rows: 4 vehicles would be imported, 1 row rejected.', { timeout: 30_000 })
      await expect(trial.getByRole('list', { name: 'Rows rejected' })).toContainText('Row 6: make')
      await expect(trial.getByRole('list', { name: 'Vehicles read' }).getByRole('listitem')).toHaveCount(4)
    })

    await timed(kind.template, 'create the site', async () => {
      await page.getByRole('button', { name: 'Create the dealer site' }).click()
      const created = page.getByRole('status').filter({ hasText: 'is live.' })
      await expect(created).toContainText(`${name} is live. Stock: 4 vehicles imported, 1 row rejected`, { timeout: 60_000 })
    })

    const report = await timed(kind.template, 'crawl the new site', () => crawlSite({ port, host: `${slug}.localhost`, maxPages: 60 }))
    expect(report.offenders).toEqual([])
    expect(report.searchPages).toBeGreaterThan(0)
    expect(report.carPages).toBeGreaterThan(0)

    // The menus chosen for the kind: nothing it does not sell, nothing Toyota, no link to the dealer's own (old) website.
    await page.goto(`http://${slug}.localhost:${port}/`)
    const menus = page.locator('header.site-header, footer.site-footer')
    const menuText = (await menus.allInnerTexts()).join(' ')
    expect(menuText).not.toMatch(kind.absent)
    const external = (await menus.locator('a[href^="http"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).filter((href) => !href.includes(`${slug}.localhost`))
    const failing: string[] = []
    for (const href of new Set(external)) {
      const status = await fetch(href, { method: 'HEAD', signal: AbortSignal.timeout(5_000) }).then((response) => response.status, (error: Error) => error.name)
      if (typeof status !== 'number' || status >= 400) failing.push(`${href}: ${status}`)
    }
    expect(failing).toEqual([])

    // The dashboard's next steps for the new site: stock, domain and staff done by onboarding; the rest linked to their screens.
    await timed(kind.template, 'open the dashboard', async () => {
      await page.goto(adminUrl(''))
      await expect(page.locator(`[data-testid="dashboard-site"][data-site="${slug}"] [data-testid="next-steps"]`)).toBeVisible({ timeout: 30_000 })
    })
    const steps = page.locator(`[data-testid="dashboard-site"][data-site="${slug}"] [data-testid="next-steps"]`)
    await expect(steps.getByRole('heading')).toHaveText('Next steps: 3 of 6 done')
    for (const done of ['stock', 'domain', 'staff']) await expect(steps.locator(`li[data-step="${done}"]`)).toHaveAttribute('data-done', 'true')
    for (const todo of ['offers', 'about', 'team']) await expect(steps.locator(`li[data-step="${todo}"]`)).toHaveAttribute('data-done', 'false')
    await expect(steps.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', /\/admin\/collections\/offers\?where/)
    typed.push(characters)
  })
}
