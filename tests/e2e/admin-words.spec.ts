import { expect, test, type Page } from '@playwright/test'

import { adminUrl, signIn } from '../support/e2eAdmin'

const port = process.env.E2E_PORT ?? '3200'
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'
const api = (path: string) => `http://localhost:${port}/api${path}`
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`

/** What a person should never read in any list cell: a value as the program stores it. */
const RAW_VALUE = /^(true|false|\[\]|\{\}|null|undefined|<No .*>)$/
/** An option's code (general-enquiry, in_stock, cabChassis, sales) rather than its words. */
const RAW_CODE = /^([a-z0-9]+(-[a-z0-9]+)+|[a-z0-9]+(_[a-z0-9]+)+|[a-z]+[A-Z][A-Za-z]*|[a-z]+)$/
/** Columns whose values people type as addresses or codes of their own (a page's slug, a file's name, an email, a car's id). */
const TYPED_COLUMNS = /^(Slug|Filename|Email|To|Old address|New address|Stock Number|Car Id|Phone|Alt)$/i
/** The goal for an admin screen, warm (the second visit): printed beside each time, not asserted (speed is measured, not tested: `npm run bench:admin` measures it on a warmed server, beside Payload's own account screen). */
const WARM_SCREEN_MS = 1_500
/** The screens timed warm: the dashboard, and the lists and forms editors spend their day in. */
const TIMED_LISTS = new Set(['customer-leads', 'pages', 'offers'])

test.describe.configure({ timeout: 240_000 })

type Doc = { id: number } & Record<string, unknown>

async function first(page: Page, collection: string, where: string): Promise<Doc> {
  const response = await page.request.get(api(`/${collection}?${where}&limit=1&depth=0`))
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { docs: Doc[] }).docs[0]!
}

/** Milliseconds from asking for an admin address until `ready` shows, on the last of `visits` visits. */
async function warmLoad(page: Page, path: string, ready: (page: Page) => Promise<void>, visits = 2): Promise<number> {
  let took = 0
  for (let visit = 0; visit < visits; visit += 1) {
    const started = Date.now()
    await page.goto(adminUrl(path))
    await ready(page)
    took = Date.now() - started
  }
  return took
}

/** A list, or the one document of a collection a site has one of (its list opens that document). */
const listReady = async (page: Page) => {
  await expect(page).toHaveURL(/[?&]limit=|\/collections\/[^/?]+\/\d+/, { timeout: 60_000 })
  await expect(page.locator('.collection-list table, .collection-list .no-results, .document-fields').first()).toBeVisible({ timeout: 60_000 })
}
const formReady = async (page: Page) => {
  await expect(page.locator('.document-fields').first()).toBeVisible({ timeout: 60_000 })
  // The document's controls bar (Save, or nothing to save on a record the editor may only read) is drawn with the form.
  await expect(page.locator('.doc-controls').first()).toBeVisible({ timeout: 60_000 })
}
const dashboardReady = async (page: Page) => {
  await expect(page.getByTestId('staff-dashboard').first()).toBeVisible({ timeout: 60_000 })
}

test('every list a dealer editor opens reads as words, no screen has an API tab, and the main screens print their warm load times', async ({ page }) => {
  // About forty screens, the timed ones twice.
  test.setTimeout(480_000)
  await signIn(page, 'editor@swan-river-toyota.test')
  const timings: [string, number][] = [['dashboard', await warmLoad(page, '', dashboardReady)]]

  const lists = await page.locator('nav a[href*="/admin/collections/"]').evaluateAll((links) =>
    [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/')[3]!))],
  )
  expect(lists.length).toBeGreaterThan(8)
  const raw: string[] = []
  for (const slug of lists) {
    timings.push([`${slug} list`, await warmLoad(page, `/collections/${slug}`, listReady, TIMED_LISTS.has(slug) ? 2 : 1)])
    console.log(`  ${timings.at(-1)![0].padEnd(28)} ${timings.at(-1)![1]}`)
    const headings = await page.locator('.collection-list table thead th').allInnerTexts()
    const rows = await page.locator('.collection-list table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())))
    for (const cells of rows) {
      cells.forEach((cell, column) => {
        const heading = (headings[column] ?? '').trim()
        if (RAW_VALUE.test(cell) || (!TYPED_COLUMNS.test(heading) && RAW_CODE.test(cell))) raw.push(`${slug} · ${heading}: ${cell}`)
      })
    }
    const docLinks = page.locator('.collection-list table tbody tr a[href*="/collections/"]')
    const firstDoc = (await docLinks.count()) ? await docLinks.first().getAttribute('href') : null
    if (firstDoc) {
      const path = firstDoc.replace(/^.*\/admin/, '')
      timings.push([`${slug} form`, await warmLoad(page, path, formReady, TIMED_LISTS.has(slug) ? 2 : 1)])
      console.log(`  ${timings.at(-1)![0].padEnd(28)} ${timings.at(-1)![1]}`)
      await expect(page.locator('.doc-tabs, .doc-tab').filter({ hasText: /^API$/ }), `${slug} shows an API tab`).toHaveCount(0)
    }
  }
  const warm = timings.filter(([screen]) => screen === 'dashboard' || TIMED_LISTS.has(screen.split(' ')[0]!))
  console.log(`Admin screens, warm, as a dealer editor (ms; goal ${WARM_SCREEN_MS}):\n${warm.map(([screen, ms]) => `  ${screen.padEnd(28)} ${ms}${ms > WARM_SCREEN_MS ? '  over' : ''}`).join('\n')}`)
  expect(raw, 'cells that read as codes').toEqual([])
})

test('a model’s slug fills from its name, its make has no Toyota default on a multi-brand site, and an editor sees no agency offer controls', async ({ page }) => {
  await signIn(page, 'editor@coastal-motors.test')
  await page.goto(adminUrl('/collections/models/create'))
  await expect(page.locator('input[name="name"]')).toBeEditable({ timeout: 60_000 })
  await expect(page.locator('input[name="manufacturer"]')).toHaveValue('')
  await page.locator('input[name="name"]').fill('Carnival Platinum 2024')
  await expect(page.locator('input[name="slug"]')).toHaveValue('carnival-platinum-2024')

  const offer = await first(page, 'offers', 'where[id][exists]=true')
  await page.goto(adminUrl(`/collections/offers/${offer.id}`))
  await formReady(page)
  await expect(page.getByText('Network offer', { exact: true })).toHaveCount(0)
  await expect(page.locator('#field-excludedSites')).toHaveCount(0)
})

test('a used invitation link says what to do in one message, not a list of fragments', async ({ page }) => {
  const response = await page.request.post(api('/users/reset-password'), { data: { token: 'used-long-ago', password: 'a-fresh-password-9' } })
  expect(response.status()).toBe(403)
  const message = ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message
  expect(message).toMatch(/^This link no longer works\./)
  // The admin's toast splits a message at its first colon and then at commas.
  expect(message).not.toMatch(/[:,]/)
})

test('redirects from the old site: loops refused beside the field, a CSV imported, and the old path answers 301', async ({ page, browser }) => {
  await signIn(page, 'editor@swan-river-toyota.test')
  const site = await first(page, 'tenants', 'where[slug][equals]=swan-river-toyota')
  const made = await page.request.post(api('/redirects'), { data: { tenant: site.id, oldPath: '/Used-Vehicles.aspx', newAddress: '/search' } })
  expect(made.status(), await made.text()).toBe(201)

  // A loop typed in the form is refused with the reason beside the field.
  await page.goto(adminUrl('/collections/redirects/create'))
  await expect(page.locator('input[name="oldPath"]')).toBeEditable({ timeout: 60_000 })
  await page.locator('input[name="oldPath"]').fill('/search')
  await page.locator('input[name="newAddress"]').fill('/Used-Vehicles.aspx')
  await page.locator('#action-save').click()
  await expect(page.getByText(/\/search → \/used-vehicles\.aspx → \/search goes round in a loop/).first()).toBeVisible({ timeout: 30_000 })

  // The CSV import: headings skipped, a chain and a bad line named with their reasons.
  await page.goto(adminUrl('/collections/redirects'))
  await expect(page.getByText(/Import redirects from a CSV file/)).toBeVisible({ timeout: 60_000 })
  const csv = 'Old URL,New URL\n/specials.html,/offers\n/finance.php,https://www.toyota.com.au/finance\n/new-cars,/Used-Vehicles.aspx\nno-slash,/offers\n'
  await page.locator('input[type="file"]').setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Import redirects', exact: true }).click()
  await expect(page.getByTestId('redirect-import-summary')).toHaveText('2 created, 0 updated, 2 rejected.')
  await expect(page.getByRole('list', { name: 'Rejected lines' })).toContainText('Line 4: /new-cars → /used-vehicles.aspx → /search is a chain')
  await expect(page.getByRole('list', { name: 'Rejected lines' })).toContainText('Line 5: no-slash')

  // The public site sends the old path (any case, its query kept) on with a 301.
  const shopper = await (await browser.newContext()).newPage()
  const landed = await shopper.goto(siteUrl('swan-river-toyota', '/SPECIALS.html?utm_source=old'))
  expect(new URL(shopper.url()).pathname + new URL(shopper.url()).search).toBe('/offers?utm_source=old')
  expect(await landed!.request().redirectedFrom()!.response().then((answer) => answer!.status())).toBe(301)
  await shopper.close()
})

test('marketing tags: ids checked beside the field, loaded only after the shopper allows them, allowed by the page policy, and a default share picture', async ({ page, browser }) => {
  const login = await page.request.post(api('/users/login'), { data: { email: 'admin@forecourt.test', password } })
  expect(login.status()).toBe(200)
  const site = await first(page, 'tenants', 'where[slug][equals]=sunshine-caravans')
  const refused = await page.request.patch(api(`/tenants/${site.id}`), { data: { marketing: { googleTagId: 'UA-1234-1', metaPixelId: '12ab' } } })
  expect(refused.status()).toBe(400)
  const errors = JSON.stringify(await refused.json())
  expect(errors).toContain('GTM-5XK2P9Q')
  expect(errors).toContain('15 or 16 digits')

  const picture = await first(page, 'media', `where[tenant][equals]=${site.id}`)
  const saved = await page.request.patch(api(`/tenants/${site.id}`), { data: { marketing: { googleTagId: 'GTM-5XK2P9Q', metaPixelId: '1234567890123456', askBeforeTracking: true, shareImage: picture.id } } })
  expect(saved.status(), await saved.text()).toBe(200)
  try {
    const context = await browser.newContext()
    const tagRequests: string[] = []
    // Google's and Meta's servers are not reached from a test: their scripts answer empty, and each ask is counted.
    await context.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
      tagRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    const shopper = await context.newPage()
    const home = await shopper.goto(siteUrl('sunshine-caravans', '/'))
    const policy = home!.headers()['content-security-policy'] ?? ''
    expect(policy).toContain('https://*.googletagmanager.com')
    expect(policy).toContain('https://connect.facebook.net')
    await expect(shopper.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/[^/]+\/api\/media\/file\//)

    await expect(shopper.getByTestId('tracking-consent')).toBeVisible()
    expect(tagRequests).toEqual([])
    await shopper.getByRole('button', { name: 'Allow' }).click()
    await expect.poll(() => tagRequests.length).toBe(2)
    expect(tagRequests.some((url) => url.includes('gtm.js?id=GTM-5XK2P9Q'))).toBe(true)
    // Answered once: the next page asks no more and loads the tags.
    await shopper.reload()
    await expect.poll(() => tagRequests.length).toBe(4)
    await expect(shopper.getByTestId('tracking-consent')).toHaveCount(0)
    await context.close()

    // A site with no tags allows neither origin.
    const other = await (await browser.newContext()).newPage()
    const plain = await other.goto(siteUrl('coastal-motors', '/'))
    expect(plain!.headers()['content-security-policy']).not.toMatch(/googletagmanager|facebook/)
    await other.close()
  } finally {
    await page.request.patch(api(`/tenants/${site.id}`), { data: { marketing: { googleTagId: null, metaPixelId: null, shareImage: null } } })
  }
})
