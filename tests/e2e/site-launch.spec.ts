import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { signIn } from '../support/e2eAdmin'
import { crawlSite } from '../support/httpCrawl'
import { sitePageTypes } from '../support/pageTypes'
import { root, runScript, testProcessEnv } from '../support/testEnvironment'

/**
 * A site launches complete: every path ends at stock. No link of any demo
 * site, of a used-car dealer onboarded from a minimal seed with a few cars of
 * its own, or of a new site with no stock yet, answers 404 or 5xx, and none
 * leads to a search with no cars; the platform's legal pages stand in for the
 * dealer's own; /book-test-drive books; caravan and motorcycle dealers speak
 * of vehicles; the footer shows the site's social pages; the admin lists a
 * menu's dead links.
 */

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (site: string, pathname = '/') => `http://${site}.localhost:${port}${pathname}`
const DEMO_SITES = ['swan-river-toyota', 'coastal-motors', 'sunshine-caravans']
/** Onboarded as a new dealer would be: only a name, a contact and the spec's preset menus, and no stock yet. */
const MINIMAL_SITE = 'holdout-motors'
/** A used-car dealer from the fields a new dealer must give and the platform's defaults, with four used cars from its own feed. */
const USED_SITE = 'tamar-used-cars'
const SEEDS = path.join(root, 'tests/fixtures/seeds')

test.beforeAll(async () => {
  const env = testProcessEnv(process.env.E2E_DATABASE_URL!)
  const onboarded = await runScript('scripts/tenant-onboard.ts', [path.join(SEEDS, 'holdout-motors.json'), path.join(SEEDS, 'minimal-used-dealer.json')], env)
  if (onboarded.code !== 0) throw new Error(`Onboarding the minimal seeds failed:\n${onboarded.stdout}\n${onboarded.stderr}`)
  const imported = await runScript('scripts/stock-import.ts', ['--site', USED_SITE, path.join(SEEDS, 'minimal-used-dealer-stock.json')], env)
  if (imported.code !== 0 || !/ 0 rejected$/m.test(imported.stdout)) throw new Error(`Importing the used dealer's stock failed:\n${imported.stdout}\n${imported.stderr}`)
})

for (const site of [...DEMO_SITES, USED_SITE, MINIMAL_SITE]) {
  test(`${site}: every link, from the home page on, answers and every search it links to has cars`, async () => {
    const started = Date.now()
    const report = await crawlSite({ port: Number(port), host: `${site}.localhost` })
    console.log(`${site}: ${report.visited.length} pages (${report.searchPages} searches, ${report.carPages} car pages) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    if (site === MINIMAL_SITE) {
      // No stock yet: its all-stock search (the header's search) reads "0 cars for sale", which the crawl must see; every link still answers.
      expect(report.offenders).toContain('no cars: /search/new-used-and-demo-cars reads "0 cars for sale" (linked from /)')
      expect(report.offenders.filter((offender) => !offender.startsWith('no cars: '))).toEqual([])
      return
    }
    expect(report.offenders).toEqual([])
    expect(report.visited.length).toBeGreaterThan(40)
    expect(report.carPages).toBeGreaterThan(0)
  })
}

test("a site without legal pages of its own shows the platform's, filled in from its data; the consent box links to them", async ({ page }) => {
  await page.goto(siteUrl(MINIMAL_SITE, '/privacy-policy'))
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  const main = page.locator('main')
  await expect(main).toContainText('published by Holdout Motors')
  await expect(main).toContainText('Privacy Act 1988 (Cth)')
  await expect(main).toContainText('by phone on 03 6200 1000, by email to hello@holdoutmotors.test')
  await expect(main).toContainText('We will respond within 30 days.')
  await page.goto(siteUrl(MINIMAL_SITE, '/terms-and-conditions'))
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  await expect(page.locator('main')).toContainText('governed by the laws of Tasmania')

  // A dealer who writes their own keeps it: Swan River Toyota's privacy policy is theirs.
  await page.goto(siteUrl('swan-river-toyota', '/privacy-policy'))
  await expect(page.locator('main')).not.toContainText('published by Swan River Motors Pty Ltd')

  await page.goto(siteUrl(MINIMAL_SITE, '/book-test-drive'))
  const form = page.locator('main form')
  await expect(form.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-and-conditions')
  await expect(form.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
})

test('/book-test-drive books a test drive of the chosen model and lands on /success', async ({ page }) => {
  await page.goto(siteUrl('swan-river-toyota', '/book-test-drive'))
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Test Drive' })).toBeVisible()
  const form = page.locator('main form')
  await form.getByRole('combobox', { name: 'Which car would you like to drive?' }).selectOption({ label: 'Toyota RAV4' })
  const email = `e2e-book-test-drive-${Date.now()}@example.com`
  await form.getByRole('textbox', { name: 'Name' }).fill('Jo Citizen')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await form.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }).check()
  await form.getByRole('button', { name: 'Book my test drive' }).click()
  await expect(page).toHaveURL(siteUrl('swan-river-toyota', '/success'))

  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ form: string; lead: Record<string, unknown> }>('select form, lead from customer_leads where email = $1', [email])
    expect(rows).toEqual([expect.objectContaining({ form: 'test-drive', lead: expect.objectContaining({ 'Vehicle Make': 'Toyota', 'Vehicle Model': 'RAV4' }) })])
  } finally {
    await client.end()
  }
})

test('a caravan and motorcycle dealer speaks of vehicles, never cars, and its search filters by kind', async ({ page }) => {
  await page.goto(siteUrl('sunshine-caravans', '/search/new-used-and-demo-cars'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d[\d,]* vehicles? for sale$/)
  const kind = page.locator('.filter-panel').getByRole('link', { name: /^Caravan \(\d+\)$/ })
  await expect(kind).toBeVisible()
  await kind.click()
  await expect(page).toHaveURL(/refinementList%5Bitem_type%5D%5B0%5D=caravan|refinementList\[item_type\]\[0\]=caravan/)
  await expect(page.locator('.car-card').first()).toBeVisible()

  await page.goto(siteUrl('sunshine-caravans', '/finance-enquiry'))
  await expect(page.locator('main')).toContainText('a loan for your next vehicle')
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Search vehicles' }).first()).toBeVisible()

  // Every page type, and the pages of a caravan and of a motorcycle (one without a photo where there is one): nothing a
  // shopper reads, hears from a screen reader or sees as a hint says "car". "Caravan" and "Carsales" are other words.
  const carOf = async (itemType: string, numericFilters: string[] = []) => {
    const hits = await page.evaluate(async (params) => {
      const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params }] }) })
      return (await response.json()).results[0].hits as { slug: string }[]
    }, { facetFilters: [`item_type:${itemType}`, 'status:in_stock'], numericFilters, hitsPerPage: 1 })
    return hits[0] ? `/cars/${hits[0].slug}` : null
  }
  const carPages = [await carOf('caravan'), await carOf('motorcycle'), await carOf('motorcycle', ['photos_count=0']), await carOf('caravan', ['photos_count=0'])]
  expect(carPages.slice(0, 2)).not.toContain(null)
  const pages = [...(await sitePageTypes(Number(port), 'sunshine-caravans')).map((each) => each.path), ...carPages.filter((each) => each !== null), '/sell-my-car', '/book-test-drive', '/finance-enquiry', '/search/used-cars?refinementList[item_type][0]=motorcycle']
  const found: string[] = []
  for (const address of new Set(pages)) {
    await page.goto(siteUrl('sunshine-caravans', address))
    const words = await page.evaluate(() => {
      const read = [document.title, document.body.innerText]
      for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) read.push(element.getAttribute(name) ?? '')
      }
      return read.flatMap((text) => text.split(/(?<=[.!?\n])/)).filter((text) => /\bcars?\b/i.test(text)).map((text) => text.trim())
    })
    found.push(...words.map((text) => `${address}: ${text}`))
  }
  expect(found).toEqual([])
})

test("the footer shows the site's social pages, each with an icon and an accessible name", async ({ page }) => {
  await page.goto(siteUrl('swan-river-toyota'))
  const socials = page.locator('footer.site-footer').getByRole('list', { name: 'Follow us' })
  await expect(socials.getByRole('link')).toHaveText(['Facebook', 'YouTube', 'LinkedIn'])
  await expect(socials.getByRole('link', { name: 'Swan River Toyota on YouTube (opens in a new tab)' })).toHaveAttribute('href', 'https://www.youtube.com/@swanrivertoyota')
  await expect(socials.locator('.icon')).toHaveCount(3)
})

test("dealer-site links build on the site's first domain when it sets no base domain", async ({ page }) => {
  await page.goto(siteUrl('coastal-motors'))
  await expect(page.locator('footer.site-footer').getByRole('link', { name: 'Sell My Car' })).toHaveAttribute('href', 'https://coastalmotors.com.au/sell-my-car')
})

test("the admin's link check lists a menu's dead links, with why", async ({ page }) => {
  const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await database.connect()
  try {
    const { rows } = await database.query<{ menu: number; page: number }>(
      `select m.id as menu, p.id as page from menus m join tenants t on t.id = m.tenant_id join pages p on p.tenant_id = t.id
       where t.slug = 'coastal-motors' and m.placement = 'footer' and p.slug = 'about-us' and p.placement = 'site'`,
    )
    const { menu, page: aboutUs } = rows[0]!
    await signIn(page, 'admin@forecourt.test')
    const check = page.getByTestId('menu-link-check')
    await page.goto(`http://localhost:${port}/admin/collections/menus/${menu}`)
    await expect(check).toContainText('Every link of this menu to this site leads to a page that answers.')

    // A page unpublished behind the menu's back (the check reads the database, not the site's caches): the check says which link and why.
    await database.query(`update pages set _status = 'draft' where id = $1`, [aboutUs])
    try {
      await page.reload()
      await expect(check).toContainText('1 link leads nowhere')
      await expect(check).toContainText('Coastal Motors › About Us: the page /about-us is not published')
    } finally {
      await database.query(`update pages set _status = 'published' where id = $1`, [aboutUs])
    }
  } finally {
    await database.end()
  }
})
