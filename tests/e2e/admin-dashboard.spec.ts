import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import { adminUrl } from '../support/e2eAdmin'
import { solvedAltcha } from '../support/spamAnswer'

const port = process.env.E2E_PORT ?? '3200'

/**
 * Signs in through the admin's login form, then opens the dashboard. A dealer editor with one site has the multi-tenant
 * plugin choose that site and refresh the page right after sign-in, which can race the form's own move to the dashboard
 * on a busy machine and leave the browser on the login page; opening the dashboard ourselves takes that race away.
 */
async function signInToDashboard(page: Page, email: string) {
  await page.goto(adminUrl('/login'))
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(process.env.DEMO_PASSWORD ?? 'test-password-123')
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/users/login') && response.request().method() === 'POST')
  await page.locator('button[type="submit"]').click()
  expect((await signedIn).status()).toBe(200)
  await page.goto(adminUrl(''), { timeout: 60_000 })
  // The admin's own redirect after sign-in may still be drawing its dashboard beside this one for a moment.
  await expect(page.getByTestId('staff-dashboard').first()).toBeVisible({ timeout: 30_000 })
}

/** Fixtures the admin cannot make by hand (a failed import, a scheduled job), written to the server's own database. */
async function withDatabase<T>(work: (database: pg.Client) => Promise<T>): Promise<T> {
  const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await database.connect()
  try {
    return await work(database)
  } finally {
    await database.end()
  }
}

/** A shopper's enquiry about one of the site's cars, sent from the site itself (Node cannot resolve *.localhost; the browser can). */
async function sendEnquiry(page: Page, site: string, name: string) {
  await page.goto(`http://${site}.localhost:${port}/`)
  const altcha = await solvedAltcha(`${site}.localhost`, Number(port))
  const status = await page.evaluate(async ({ shopper, answer }) => {
    const search = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 1, facetFilters: ['status:in_stock'] } }] }) })
    const car = (await search.json()).results[0].hits[0] as { objectID: string }
    const lead = { name: shopper, email: 'dashboard.check@example.com.au', phone: '0412 000 333', message: 'Still there?', car_id: car.objectID, terms_agreed: true }
    return (await fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ form: 'enquiry', lead, altcha: answer }) })).status
  }, { shopper: name, answer: altcha })
  expect(status).toBe(201)
}

// The server has just started: its dashboard is drawn once before the tests sign in, so a cold first render on a busy machine
// does not outlast the sign-in's wait (the timed visits below are later ones anyway).
test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  const page = await browser.newPage()
  const login = await page.request.post(new URL('/api/users/login', adminUrl('/')).href, { data: { email: 'admin@forecourt.test', password: process.env.DEMO_PASSWORD ?? 'test-password-123' } })
  expect(login.status()).toBe(200)
  await page.goto(adminUrl(''), { timeout: 200_000 })
  await page.getByTestId('staff-dashboard').waitFor({ timeout: 30_000 })
  await page.close()
})

test('a dealer editor’s dashboard counts their own site’s leads only, links to their site and to the leads, and has no Platform group', async ({ page }) => {
  test.setTimeout(120_000)
  await signInToDashboard(page, 'editor@swan-river-toyota.test')
  const sites = page.getByTestId('dashboard-site')
  await expect(sites).toHaveCount(1)
  await expect(sites).toHaveAttribute('data-site', 'swan-river-toyota')
  const today = sites.getByTestId('leads-today')
  const [todayBefore, monthBefore] = [Number(await today.textContent()), Number(await sites.getByTestId('leads-month').textContent())]

  const name = `Dashboard Check ${Date.now()}`
  await sendEnquiry(page, 'swan-river-toyota', name)
  await sendEnquiry(page, 'coastal-motors', `Other Dealer ${Date.now()}`)
  // On each of the two sites, a published offer that ends in 3 days and a publish scheduled for the day after tomorrow.
  const offers = await withDatabase(async (database) => {
    const names: Record<string, string> = {}
    for (const site of ['swan-river-toyota', 'coastal-motors']) {
      const { rows } = await database.query<{ id: number; name: string }>(
        `UPDATE offers SET expiry_date = now() + interval '3 days'
          WHERE id = (SELECT o.id FROM offers o JOIN tenants t ON t.id = o.tenant_id WHERE t.slug = $1 AND o._status = 'published' ORDER BY o.id LIMIT 1)
          RETURNING id, name`,
        [site],
      )
      const offer = rows[0]!
      names[site] = offer.name
      await database.query(
        `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', now() + interval '2 days')`,
        [JSON.stringify({ type: 'publish', doc: { relationTo: 'offers', value: String(offer.id) } })],
      )
    }
    return names
  })

  // The second visit to the dashboard: from navigation to its figures drawn (the server sends them in the page; links are plain anchors).
  const started = Date.now()
  await page.goto(adminUrl(''), { waitUntil: 'commit' })
  await expect(today).toHaveText(String(todayBefore + 1))
  const elapsed = Date.now() - started
  console.log(`Dashboard (dealer editor), second visit: figures visible ${elapsed} ms after navigation`)
  // The goal is 1.5 s; the machine is shared by several test runs, so only a gross regression fails here.
  expect(elapsed).toBeLessThan(8_000)
  // One lead more on their site; the other dealer's lead counts nowhere here.
  await expect(sites.getByTestId('leads-month')).toHaveText(String(monthBefore + 1))
  await expect(sites.getByRole('row', { name: /Submit an enquiry/ })).toBeVisible()
  await expect(page.getByText('Coastal Motors')).toHaveCount(0)

  await expect(sites.getByRole('link', { name: 'View my site' })).toHaveAttribute('href', `http://swan-river-toyota.localhost:${port}`)
  for (const list of ['expiring-soon', 'scheduled-publishes']) {
    await expect(page.getByTestId(list)).toContainText(offers['swan-river-toyota']!)
    await expect(page.getByTestId(list)).not.toContainText(offers['coastal-motors']!)
  }
  await expect(page.getByTestId('drafts-awaiting-publish')).toBeVisible()
  await expect(page.getByTestId('import-health')).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'Leads per day' })).toBeVisible()

  // Nothing of the Platform group, in the nav or among the tiles; their own account is still theirs.
  await expect(page.locator('nav').getByText('Platform', { exact: true })).toHaveCount(0)
  await expect(page.locator('nav').getByRole('link', { name: 'Staff' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^(Staff|Consumer regulators|Service plans|Makes and body types)$/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Platform', exact: true })).toHaveCount(0)
  await expect(page.locator('nav').getByRole('link', { name: 'Dealer sites' })).toBeVisible()

  // Today's figure opens the site's leads from today on.
  await today.click()
  await expect(page).toHaveURL(/\/admin\/collections\/customer-leads\?where/)
  await expect(page.locator('table')).toContainText(name)
  await expect(page.locator('table')).not.toContainText('Other Dealer')

  await page.goto(adminUrl('/account'))
  await expect(page.locator('input[name="email"]')).toHaveValue('editor@swan-river-toyota.test')
  await expect(page.locator('body')).not.toContainText(/tenant/i, { useInnerText: true })
})

test('a platform admin’s dashboard covers every site and lists the sites whose stock import failed', async ({ page }) => {
  // A failed import of one site, as the scheduled job records it when a feed cannot be read.
  await withDatabase((database) =>
    database.query(
      `INSERT INTO stock_imports (tenant_id, summary, outcome, trigger, mode, source, started_at, finished_at, error)
       SELECT id, slug || ': failed: feed unreachable', 'failed', 'schedule', 'full', 'https://feeds.example.invalid/stock.json', now(), now(), 'feed unreachable'
         FROM tenants WHERE slug = 'sunshine-caravans'`,
    ),
  )

  await signInToDashboard(page, 'admin@forecourt.test')
  const sites = page.getByTestId('dashboard-site')
  await expect(sites).toHaveCount(3)
  await expect(sites.getByRole('link', { name: 'View site' }).first()).toHaveAttribute('href', new RegExp(`^http://[a-z-]+\\.localhost:${port}$`))
  const health = page.getByTestId('import-health')
  await expect(health.locator('li[data-site="sunshine-caravans"]')).toContainText('last import failed')
  await expect(page.locator('[data-site="sunshine-caravans"]').getByTestId('last-import')).toContainText('Last stock import failed')

  const started = Date.now()
  await page.goto(adminUrl(''), { waitUntil: 'commit' })
  await expect(sites.first().getByTestId('leads-today')).toBeVisible()
  const elapsed = Date.now() - started
  console.log(`Dashboard (platform admin), second visit: figures visible ${elapsed} ms after navigation`)
  expect(elapsed).toBeLessThan(8_000)

  // The Platform group is the agency's own.
  await expect(page.locator('nav').getByText('Platform', { exact: true })).toBeVisible()
  await health.locator('li[data-site="sunshine-caravans"] a').click()
  await expect(page.locator('textarea[name="error"], #field-error')).toContainText('feed unreachable')
})

test('the admin says "Dealer site", never "Tenant": the site selector, an offer’s edit page and its Assign dialog', async ({ page }) => {
  await signInToDashboard(page, 'admin@forecourt.test')
  await expect(page.locator('.tenant-selector')).toContainText('Dealer site')
  const { docs } = (await (await page.request.get(new URL('/api/offers?depth=0&limit=1&sort=id', adminUrl('/')).href)).json()) as { docs: { id: number }[] }
  await page.goto(adminUrl(`/collections/offers/${docs[0]!.id}`))
  await expect(page.locator('input[name="name"]')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('body')).not.toContainText(/tenant/i, { useInnerText: true })

  await page.locator('.doc-controls__popup button').first().click()
  await page.getByRole('button', { name: 'Assign dealer site' }).click()
  const dialog = page.locator('.assign-tenant-field-modal')
  await expect(dialog).toContainText('to a dealer site')
  await expect(dialog).toContainText('Dealer site')
  await expect(page.locator('body')).not.toContainText(/tenant/i, { useInnerText: true })
})
