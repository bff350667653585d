import { expect, test } from '@playwright/test'
import pg from 'pg'

import { adminUrl, signIn } from '../support/e2eAdmin'

const SITE = 'swan-river-toyota'

test('a dealer editor imports a location’s reviews from a CSV file and sees the rejected rows; importing it again adds nothing', async ({ page }) => {
  test.setTimeout(120_000)
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  const [location] = (await client.query<{ id: number }>('SELECT l.id FROM locations l JOIN tenants t ON t.id = l.tenant_id WHERE t.slug = $1 ORDER BY l.id LIMIT 1', [SITE])).rows
  await client.end()
  const csv = ['Reviewer,Star rating,Comment,Create time,Reply', 'E2E Reviewer One,FIVE,Lovely people,2026-09-01T01:00:00Z,Thank you!', 'E2E Reviewer Two,0,Bad rating,2026-09-02,', 'E2E Reviewer Three,4,Good,03/09/2026,'].join('\r\n')
  const file = { name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }

  await signIn(page, `editor@${SITE}.test`)
  await page.goto(adminUrl(`/collections/locations/${location!.id}`))
  await page.getByLabel('Reviews file (CSV)').setInputFiles(file)
  await page.getByRole('button', { name: 'Import reviews (CSV)' }).click()
  await expect(page.getByTestId('review-import-summary')).toHaveText('2 created, 0 updated, 0 unchanged, 1 rejected.')
  await expect(page.getByRole('list', { name: 'Rejected rows' })).toHaveText('Row 3: The star rating “0” is not 1 to 5 (or ONE to FIVE).')

  await page.getByLabel('Reviews file (CSV)').setInputFiles(file)
  await page.getByRole('button', { name: 'Import reviews (CSV)' }).click()
  await expect(page.getByTestId('review-import-summary')).toHaveText('0 created, 0 updated, 2 unchanged, 1 rejected.')

  await page.goto(adminUrl('/collections/reviews?search=E2E%20Reviewer'))
  await expect(page.locator('table tbody tr')).toHaveCount(2)
})
