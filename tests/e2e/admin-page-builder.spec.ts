import { createHash } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'
import { DateTime } from 'luxon'

import { siteTimeText } from '../../src/domain/timeZones'
import { adminUrl, openList, signIn } from '../support/e2eAdmin'

const port = process.env.E2E_PORT ?? '3200'
const api = (path: string) => `http://localhost:${port}/api${path}`
const SITE = 'swan-river-toyota'
/** Swan River Toyota's own time zone (its site settings), not the admin's default (Sydney) nor this machine's. */
const SITE_ZONE = 'Australia/Perth'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let page: Page
const created: number[] = []

/** A page of the editor's site made through the REST API with the editor's session; its id. */
async function createPage(data: Record<string, unknown>): Promise<number> {
  const site = await page.request.get(api(`/tenants?where[slug][equals]=${SITE}&depth=0&limit=1`))
  const tenant = ((await site.json()) as { docs: { id: number }[] }).docs[0]!.id
  const response = await page.request.post(api('/pages?depth=0'), { data: { tenant, placement: 'content', ...data } })
  expect(response.status(), await response.text()).toBe(201)
  const id = ((await response.json()) as { doc: { id: number } }).doc.id
  created.push(id)
  return id
}

const rowLabel = (at: number) => page.locator(`#layout-row-${at} .block-row-label`)

test.beforeAll(async ({ browser }) => {
  // The admin's first page on a fresh server, on a busy shared machine.
  test.setTimeout(180_000)
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
  // Leaving a form with unsaved changes asks first: the test leaves on purpose.
  page.on('dialog', (dialog) => void dialog.accept())
  await signIn(page, `editor@${SITE}.test`)
})

test.afterAll(async () => {
  for (const id of created) await page.request.delete(api(`/pages/${id}`))
  await page.close()
})

test('layout rows are named by their own heading, and stay so after a reorder', async () => {
  const carousel = (heading: string) => ({ blockType: 'stockCarousel', heading, count: 4 })
  const id = await createPage({ title: 'Three carousels', slug: 'three-carousels', _status: 'draft', layout: [carousel('Utes'), carousel('SUVs'), carousel('Under $20,000')] })
  await page.goto(adminUrl(`/collections/pages/${id}`))
  await expect(rowLabel(0)).toHaveText(/Stock carousel\s*Utes/)
  await expect(rowLabel(1)).toHaveText(/Stock carousel\s*SUVs/)
  await expect(page.getByText('Untitled')).toHaveCount(0)

  // The first row moved down: each row keeps its own name.
  await page.locator('#layout-row-0 .array-actions__button').first().click()
  await page.getByRole('button', { name: 'Move Down' }).click()
  await expect(rowLabel(0)).toHaveText(/Stock carousel\s*SUVs/)
  await expect(rowLabel(1)).toHaveText(/Stock carousel\s*Utes/)
  await expect(rowLabel(2)).toHaveText(/Stock carousel\s*Under \$20,000/)
})

test('"Add Block" opens a picker with a distinct picture of every block', async () => {
  await page.getByRole('button', { name: 'Add Block', exact: true }).click()
  const cards = page.locator('button.thumbnail-card')
  await expect(cards.first()).toBeVisible()
  const sources = await cards.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''))
  expect(sources.length).toBe(await cards.count())
  expect(sources.every((source) => source.startsWith('/block-previews/'))).toBe(true)
  // Each picture loads, and no two are the same picture.
  const digests = new Set<string>()
  for (const source of sources) {
    const answer = await page.request.get(`http://localhost:${port}${source}`)
    expect(answer.status(), source).toBe(200)
    digests.add(createHash('sha256').update(await answer.body()).digest('hex'))
  }
  expect(digests.size).toBe(sources.length)
  await page.keyboard.press('Escape')
})

test('a call to action shows its heading on the site', async () => {
  await createPage({
    title: 'Ways to buy',
    slug: 'ways-to-buy',
    _status: 'published',
    layout: [{ blockType: 'callToAction', heading: 'Ways we can help', actions: [{ title: 'Finance', text: 'Repayments that suit you', href: '/finance', icon: 'tag' }] }],
  })
  const shopper = await page.context().browser()!.newPage()
  await shopper.goto(`http://${SITE}.localhost:${port}/pages/ways-to-buy`)
  const heading = shopper.getByRole('heading', { level: 2, name: 'Ways we can help' })
  await expect(heading).toBeVisible()
  // Shown, not kept for screen readers only (a 1 px clipped box).
  expect((await heading.boundingBox())!.height).toBeGreaterThan(16)
  await shopper.close()
})

test('Schedule stands beside Publish; a typed time is scheduled in the site’s zone and shown in the list', async () => {
  // On a new page's form already.
  await page.goto(adminUrl('/collections/pages/create'))
  await expect(page.locator('#action-save')).toBeVisible()
  await expect(page.locator('#action-schedule')).toBeVisible()

  const title = 'Summer sale page'
  const id = await createPage({ title, slug: 'summer-sale-page', _status: 'draft' })
  await page.goto(adminUrl(`/collections/pages/${id}`))
  await page.locator('#action-schedule').click()
  const drawer = page.locator('.schedule-control')
  await expect(drawer.getByText('Perth (WA) time, AWST')).toBeVisible()
  // Tomorrow at 9:37 on a Perth clock, the minute typed (no 5-minute steps).
  const day = DateTime.now().setZone(SITE_ZONE).plus({ days: 1 }).toISODate()!
  await drawer.locator('#schedule-day').fill(day)
  await drawer.locator('#schedule-time').click()
  await page.keyboard.type('0937AM')
  await expect(drawer.locator('#schedule-time')).toHaveValue('09:37')
  await drawer.locator('#schedule-save').click()
  const when = `Publishes ${siteTimeText(DateTime.fromISO(`${day}T09:37`, { zone: SITE_ZONE }).toJSDate(), SITE_ZONE)}`
  await expect(drawer.locator('.schedule-control__upcoming')).toContainText(when)

  await openList(page, 'pages')
  await expect(page.locator('tr', { hasText: title }).locator('.scheduled-cell')).toHaveText(when)
})
