import { expect, test } from '@playwright/test'

import { adminUrl, signIn } from '../support/e2eAdmin'
import { solvedAltcha } from '../support/spamAnswer'

const port = process.env.E2E_PORT ?? '3200'

test('a dealer editor sees a lead delivered with its log, resends it, and finds both emails in the outbox; the dashboard charts leads', async ({ page }) => {
  // The server's delivery queue runs every 10 s; on a busy machine a tick can run late.
  test.setTimeout(180_000)
  const name = `Resend Check ${Date.now()}`
  await page.goto(`http://swan-river-toyota.localhost:${port}/`)
  const altcha = await solvedAltcha('swan-river-toyota.localhost', Number(port))
  const leadId = await page.evaluate(async ({ shopper, answer }) => {
    const search = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 1, facetFilters: ['status:in_stock'] } }] }) })
    const car = (await search.json()).results[0].hits[0] as { objectID: string }
    const lead = { name: shopper, email: 'resend.check@example.com.au', phone: '0412 000 222', message: 'Still there?', car_id: car.objectID, terms_agreed: true }
    const response = await fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ form: 'enquiry', lead, altcha: answer }) })
    return ((await response.json()) as { lead_id: number }).lead_id
  }, { shopper: name, answer: altcha })

  await signIn(page, 'editor@swan-river-toyota.test')
  await expect(page.locator('#leads-dashboard-title')).toHaveText('Leads, last 30 days')
  await expect(page.getByRole('img', { name: 'Leads per day' })).toBeVisible()

  // The server's queue delivers it within seconds: the lead page shows the log.
  const leadPage = adminUrl(`/collections/customer-leads/${leadId}`)
  await expect(async () => {
    await page.goto(leadPage)
    await expect(page.locator('#field-deliveryLog')).toContainText('sent', { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })

  await page.getByRole('button', { name: 'Resend lead' }).click()
  await expect(page.getByText('The lead is queued to be sent again.')).toBeVisible()

  await expect(async () => {
    await page.goto(adminUrl(`/collections/lead-outbox?where[lead][equals]=${leadId}`))
    await expect(page.locator('table tbody tr')).toHaveCount(2, { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expect(page.locator('table').first()).toContainText(name)
})
