import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { adminUrl, openList, signIn } from '../support/e2eAdmin'
import { solvedAltcha } from '../support/spamAnswer'

const port = process.env.E2E_PORT ?? '3200'

// The admin runs under its own Content-Security-Policy: anything the policy blocks fails the test that met it.
let blockedByPolicy: string[] = []
test.beforeEach(({ page }) => {
  blockedByPolicy = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blockedByPolicy.push(message.text())
  })
})
test.afterEach(() => {
  expect(blockedByPolicy).toEqual([])
})

test('agency staff sign in and manage every dealer site', async ({ page }) => {
  await signIn(page, 'admin@forecourt.test')
  await page.goto(adminUrl('/collections/tenants'))
  // Every site, the demo sites among them (the onboarding test may have added one before this one).
  const sites = (await (await page.request.get(`http://localhost:${port}/api/tenants?depth=0&limit=1`)).json()).totalDocs as number
  expect(sites).toBeGreaterThanOrEqual(3)
  await expect(page.locator('table tbody tr')).toHaveCount(sites)
  for (const name of ['Swan River Toyota', 'Coastal Motors', 'Sunshine Caravans & Motorcycles']) {
    await expect(page.locator('table').getByText(name, { exact: true })).toBeVisible()
  }
  await page.goto(adminUrl('/collections/tenants/create'))
  await expect(page.locator('input[name="name"]')).toBeEditable()
})

test('a dealer editor sees only their own site and its images, and cannot change the site or their role', async ({ page }) => {
  await signIn(page, 'editor@swan-river-toyota.test')

  await page.goto(adminUrl('/collections/tenants'))
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(page.locator('table').getByText('Swan River Toyota', { exact: true })).toBeVisible()
  await expect(page.getByText('Coastal Motors')).toHaveCount(0)

  // The site's logo, promo card images and drawn demo images; nothing of another dealer.
  const { docs: sites } = (await (await page.request.get(new URL('/api/tenants?depth=0', adminUrl('/')).href)).json()) as { docs: { id: number; slug: string }[] }
  const { docs: media, totalDocs } = (await (await page.request.get(new URL('/api/media?depth=0&limit=500', adminUrl('/')).href)).json()) as { docs: { tenant: number }[]; totalDocs: number }
  expect(sites.map((site) => site.slug)).toEqual(['swan-river-toyota'])
  expect(totalDocs).toBeGreaterThan(4)
  expect(new Set(media.map((each) => each.tenant))).toEqual(new Set([sites[0]!.id]))
  await page.goto(adminUrl('/collections/media?limit=100'))
  await expect(page.locator('table tbody tr')).toHaveCount(totalDocs)
  await expect(page.locator('table')).toContainText('logo-swan-river-toyota')
  await expect(page.locator('table')).not.toContainText('coastal-motors')

  await openList(page, 'tenants')
  await page.locator('table tbody tr a').first().click()
  await expect(page.locator('input[name="name"]')).toBeVisible()
  await expect(page.locator('input[name="name"]')).not.toBeEditable()

  await page.goto(adminUrl('/account'))
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await expect(page.locator('#field-roles')).toBeVisible()
  await expect(page.locator('#field-roles input')).toBeDisabled()
})

test('a dealer editor finds a shopper’s lead in the admin and exports their site’s leads as CSV', async ({ page }) => {
  // A shopper's enquiry about one of the site's cars, sent from the site itself (Node cannot resolve *.localhost; the browser can).
  const name = `Export Check ${Date.now()}`
  await page.goto(`http://swan-river-toyota.localhost:${port}/`)
  const altcha = await solvedAltcha('swan-river-toyota.localhost', Number(port))
  const status = await page.evaluate(async ({ shopper, answer }) => {
    const search = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 1, facetFilters: ['status:in_stock'] } }] }) })
    const car = (await search.json()).results[0].hits[0] as { objectID: string }
    const lead = { name: shopper, email: 'export.check@example.com.au', phone: '0412 000 111', message: 'Still there?', car_id: car.objectID, terms_agreed: true }
    return (await fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ form: 'enquiry', lead, altcha: answer }) })).status
  }, { shopper: name, answer: altcha })
  expect(status).toBe(201)

  await signIn(page, 'editor@swan-river-toyota.test')
  await page.goto(adminUrl('/collections/customer-leads'))
  await expect(page.locator('table')).toContainText(name)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export leads as CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await file.path())!, 'utf8')
  expect(csv).toContain('Received (Australia/Perth)')
  expect(csv).toContain(name)
})

test('while a dealer editor edits their own location, the platform admin sees who holds it, and the editor still saves it', async ({ page, browser }) => {
  await signIn(page, 'editor@swan-river-toyota.test')
  await openList(page, 'locations')
  await page.locator('table tbody tr a').first().click()
  const licence = page.locator('input[name="dealerLicenceNumber"]')
  await expect(licence).toBeEditable()
  const stored = await licence.inputValue()
  // Editing takes the lock, in the editor's own name, on a document of their own site.
  await licence.fill(`${stored} (checking)`)

  const agency = await (await browser.newContext()).newPage()
  await signIn(agency, 'admin@forecourt.test')
  // Locks on this location only: earlier tests may have left locks on other documents.
  const locationId = /\/collections\/locations\/(\d+)/.exec(page.url())![1]
  const lockQuery = `where[document.relationTo][equals]=locations&where[document.value][equals]=${locationId}`
  const locksSeenBy = async (staff: typeof page) =>
    (await (await staff.request.get(`http://localhost:${port}/api/payload-locked-documents?depth=0&${lockQuery}`)).json()).totalDocs as number
  await expect.poll(() => locksSeenBy(agency), { timeout: 10_000 }).toBe(1)
  // Another dealer's editor neither sees the lock nor learns who is editing what.
  const otherDealer = await (await browser.newContext()).newPage()
  await signIn(otherDealer, 'editor@coastal-motors.test')
  expect(await locksSeenBy(otherDealer)).toBe(0)
  await otherDealer.context().close()
  await agency.goto(page.url())
  await expect(agency.getByText('editor@swan-river-toyota.test is currently editing this document', { exact: false })).toBeVisible({ timeout: 15_000 })
  await agency.context().close()

  await licence.fill(`${stored} `)
  await licence.fill(stored)
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
})
