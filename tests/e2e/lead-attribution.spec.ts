import { expect, test } from '@playwright/test'
import pg from 'pg'

import { VISIT_STORAGE_KEY } from '../../src/domain/leads/visitTrail'
import { logIn, request } from '../support/http'

const port = Number(process.env.E2E_PORT ?? '3200')
const SITE = 'swan-river-toyota'
const HOST = `${SITE}.localhost`
const siteUrl = (path: string) => `http://${HOST}:${port}${path}`
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<T>(sql, params)).rows
  } finally {
    await client.end()
  }
}

type StoredLead = { id: number; attribution_source: string; attribution_category: string; attribution_page_id: string; attribution_linked_query_params: unknown; attribution_visited_pages: unknown }

test('a shopper who lands from the newsletter with a click id, looks at two more pages and enquires: the lead, its CSV row and its ADF say where it came from', async ({ page }) => {
  test.setTimeout(120_000)
  // The car, found without a page load: the landing page must be the visit's first.
  const search = await request(port, '/api/search', {
    host: HOST,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { facetFilters: ['status:in_stock'], hitsPerPage: 1 } }] }),
  })
  const car = search.json<{ results: { hits: { objectID: string; slug: string }[] }[] }>().results[0]!.hits[0]!

  // Each page is recorded once the page's scripts run, which may come after its load event: the shopper reads it first.
  const visit = async (address: string, recordedPath: string) => {
    await page.goto(siteUrl(address))
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? '', VISIT_STORAGE_KEY)).toContain(`"${recordedPath}"`)
  }
  await visit('/?utm_source=newsletter&gclid=abc&fbclid=', '/')
  await visit('/search?q=hilux', '/search')
  await visit(`/cars/${car.slug}#enquire`, `/cars/${car.slug}`)
  const section = page.locator('#enquire')
  const email = `e2e-attribution-${Date.now()}@example.com`
  await section.getByRole('textbox', { name: 'Name' }).fill('Nora Newsletter')
  await section.getByRole('textbox', { name: 'Email' }).fill(email)
  await section.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await section.getByRole('textbox', { name: 'Message' }).fill('Is it still available?')
  await section.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }).check()
  await section.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(siteUrl('/success'))

  const [lead] = await query<StoredLead>('SELECT * FROM customer_leads WHERE email = $1', [email])
  expect(lead).toMatchObject({
    attribution_source: 'newsletter',
    attribution_page_id: car.objectID,
    attribution_linked_query_params: { utm_source: 'newsletter', gclid: 'abc' },
    // The car page's #enquire is the same page; the search's query string is not kept.
    attribution_visited_pages: ['/', '/search', `/cars/${car.slug}`],
  })

  const { token } = await logIn(port, `editor@${SITE}.test`, password)
  const csv = await request(port, '/api/customer-leads/export.csv', { headers: { authorization: `JWT ${token}` } })
  const row = csv.body.split('\r\n').find((line) => line.includes(email))
  expect(row).toContain(`,newsletter,${lead!.attribution_category},${car.objectID},`)
  expect(row).toContain(`,utm_source=newsletter&gclid=abc,/ /search /cars/${car.slug}`)

  // The server's delivery queue writes the lead email with its ADF copy into the outbox (no SMTP here).
  await expect
    .poll(async () => (await query<{ adf_attachment: string | null }>('SELECT adf_attachment FROM lead_outbox WHERE lead_id = $1', [lead!.id]))[0]?.adf_attachment ?? '', { timeout: 60_000 })
    .toContain('<service>newsletter</service>')
  const [outbox] = await query<{ adf_attachment: string }>('SELECT adf_attachment FROM lead_outbox WHERE lead_id = $1', [lead!.id])
  expect(outbox!.adf_attachment).toContain(`Campaign: utm_source=newsletter, gclid=abc\nPages: / → /search → /cars/${car.slug}`)
})
