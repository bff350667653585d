import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import { adminUrl } from '../support/e2eAdmin'

const SITE = 'swan-river-toyota'
const EDITOR = `editor@${SITE}.test`
/** The editor's name in the demo seed (tenants-seed/swan-river-toyota.json). */
const EDITOR_NAME = 'Priya Nair'

/** Leads arrive through the shopper's endpoint, never the admin: written straight to the server's database, as that endpoint does. */
async function withDatabase<T>(work: (database: pg.Client) => Promise<T>): Promise<T> {
  const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await database.connect()
  try {
    return await work(database)
  } finally {
    await database.end()
  }
}

/** A lead received `daysAgo` days ago that nobody has touched. */
const insertLead = (name: string, daysAgo: number) =>
  withDatabase(async (database) => {
    const { rows } = await database.query<{ id: number }>(
      `INSERT INTO customer_leads (tenant_id, form, name, email, phone, lead, created_at, updated_at)
       SELECT id, 'general-enquiry', $2, 'lead.work@example.com.au', '+61412000444', '{}', now() - make_interval(days => $3), now() - make_interval(days => $3)
         FROM tenants WHERE slug = $1 RETURNING id`,
      [SITE, name, daysAgo],
    )
    return rows[0]!.id
  })

async function untouchedCount(page: Page): Promise<number> {
  await page.goto(adminUrl(''), { timeout: 60_000 })
  const figure = page.getByTestId('dashboard-site').getByTestId('untouched-leads')
  await expect(figure).toBeVisible({ timeout: 30_000 })
  const text = (await figure.textContent()) ?? ''
  return /^Every new lead/.test(text) ? 0 : Number(/^(\d+) new leads? untouched/.exec(text)?.[1])
}

/** The list's address filtered on `field` `operator` `value`, its brackets encoded or not (the list rewrites its own address). */
const filteredOn = (field: string, operator: string, value: string) => new RegExp(`${field}(%5D|\\])(%5B|\\[)${operator}(%5D|\\])=${value}`)

test.describe.configure({ mode: 'serial' })
// A reader far from the dealer: the lead's history still reads in the site's own zone.
test.use({ timezoneId: 'America/New_York' })

test('a dealer editor works a lead: status, owner and a note with its history, the list filtered by them, and the dashboard’s count of untouched leads', async ({ page }) => {
  test.setTimeout(180_000)
  const name = `Lead Work ${Date.now()}`
  const leadId = await insertLead(name, 10)

  await page.goto(adminUrl('/login'))
  await page.locator('input[name="email"]').fill(EDITOR)
  await page.locator('input[name="password"]').fill(process.env.DEMO_PASSWORD ?? 'test-password-123')
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/users/login') && response.request().method() === 'POST')
  await page.locator('button[type="submit"]').click()
  expect((await signedIn).status()).toBe(200)

  // Ten days old and untouched: more than a business day, whatever today is.
  const before = await untouchedCount(page)
  expect(before).toBeGreaterThanOrEqual(1)
  const chart = page.getByRole('img', { name: 'Leads per day' })
  await expect(chart.getByTestId('leads-chart-y-axis').locator('text').first()).toHaveText('0')
  await expect(chart.getByTestId('leads-chart-days').locator('text').last()).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/)

  // The lead: status, owner from the site's staff, and a note.
  await page.goto(adminUrl(`/collections/customer-leads/${leadId}`))
  await expect(page.getByTestId('lead-history')).toContainText('Nobody has worked this lead yet.')
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: /^Contacted$/ }).click()
  const owner = page.locator('#field-owner')
  await expect(owner.locator('option', { hasText: EDITOR_NAME })).toHaveCount(1)
  await owner.selectOption({ label: EDITOR_NAME })
  await page.locator('#field-newNote').fill('Rang her, call back Friday after 4')
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

  const history = page.getByTestId('lead-history')
  await expect(history.locator('li')).toHaveCount(3)
  await expect(history).toContainText('Status: New → Contacted')
  await expect(history).toContainText(`Owner: Nobody → ${EDITOR_NAME}`)
  await expect(history).toContainText('Note: Rang her, call back Friday after 4')
  await expect(history.locator('li').first()).toContainText(EDITOR_NAME)
  // Each time reads in the site's zone, named (Perth: AWST), wherever the reader's computer is.
  await expect(history.locator('time').first()).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) AWST$/)
  // The note lives in the history only: its box empties as the save lands, and the lead opened again has an empty box too.
  await expect(page.locator('#field-newNote')).toHaveValue('')
  await page.reload()
  await expect(page.getByTestId('lead-history').locator('li')).toHaveCount(3)
  await expect(page.locator('#field-newNote')).toHaveValue('')

  // The list, filtered by status and by owner.
  await page.goto(adminUrl('/collections/customer-leads'))
  const filters = page.getByRole('group', { name: 'Filter leads' })
  await filters.getByLabel('Status').selectOption({ label: 'Contacted' })
  await expect(page).toHaveURL(filteredOn('status', 'equals', 'contacted'))
  await expect(page.locator('tbody tr', { hasText: name })).toHaveCount(1)
  await filters.getByLabel('Owner').selectOption({ label: EDITOR_NAME })
  await expect(page).toHaveURL(filteredOn('owner', 'equals', '\\d+'))
  const row = page.locator('tbody tr', { hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(EDITOR_NAME)
  await filters.getByLabel('Status').selectOption({ label: 'New' })
  await expect(page).toHaveURL(filteredOn('status', 'equals', 'new'))
  await expect(page.locator('tbody tr', { hasText: name })).toHaveCount(0)

  // Worked now: the dashboard counts one untouched lead fewer.
  expect(await untouchedCount(page)).toBe(before - 1)
})
