import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DateTime } from 'luxon'

import { adminUrl, signIn } from '../support/e2eAdmin'

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

const port = process.env.E2E_PORT ?? '3200'
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'
const api = (path: string) => `http://localhost:${port}/api${path}`
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type HomePage = { id: number; layout: unknown[] }

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(api('/users/login'), { data: { email, password } })
  return ((await login.json()) as { token: string }).token
}

/** The site's home page document (placement "home") as stored, its latest draft. */
async function homePage(request: APIRequestContext, token: string, slug: string): Promise<HomePage> {
  const found = await request.get(api(`/pages?where[placement][equals]=home&where[tenant.slug][equals]=${slug}&depth=0&draft=true&limit=1`), { headers: { authorization: `JWT ${token}` } })
  const doc = ((await found.json()) as { docs: HomePage[] }).docs[0]
  expect(doc, `${slug} has a home page`).toBeTruthy()
  return doc!
}

/** Publishes a layout through the REST API (block ids dropped, so Payload gives new ones). */
async function publishLayout(request: APIRequestContext, token: string, id: number, layout: unknown[]) {
  const strip = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(strip) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id').map(([key, inner]) => [key, strip(inner)])) : value
  const response = await request.patch(api(`/pages/${id}?depth=0`), { headers: { authorization: `JWT ${token}` }, data: { layout: strip(layout), _status: 'published' } })
  expect(response.status(), await response.text()).toBe(200)
}

/** A block's card in the admin's Add Block drawer. */
const blockCard = (page: Page, label: string) => page.locator(`button.thumbnail-card[title="${label}"]`)

/** Axe on one block of the page: its section only. */
async function axeOf(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test.describe('an editor composes the home page from blocks', () => {
  test.describe.configure({ timeout: 180_000 })
  let token: string
  let original: HomePage

  test.beforeAll(async ({ request }) => {
    // The editor's own token: the page the editor has open in the admin is locked to anyone else.
    token = await staffToken(request, 'editor@coastal-motors.test')
    original = await homePage(request, token, 'coastal-motors')
    // Start from an empty layout: the page then shows the default layout without a banner.
    await publishLayout(request, token, original.id, [])
  })

  test.afterAll(async ({ request }) => {
    await publishLayout(request, token, original.id, original.layout)
  })

  test('adds a banner, a stock carousel and offers, watches the live preview, publishes, and the public page shows it within 2 s', async ({ page, browser }) => {
    await signIn(page, 'editor@coastal-motors.test')
    await page.goto(adminUrl(`/collections/pages/${original.id}`))
    await expect(page.locator('#field-title')).toHaveValue('Home')

    // The banner: one slide with a drawn image from the site's media and a title.
    await page.getByRole('button', { name: 'Add Block', exact: true }).click()
    await blockCard(page, 'Image banner').click()
    await page.getByRole('button', { name: 'Add Slide' }).click()
    // The slide's image field is the last upload on the form (the page's hero image comes first).
    await page.getByRole('button', { name: 'Choose from existing' }).last().click()
    const media = page.locator('.list-drawer')
    await media.getByPlaceholder(/search/i).fill('drawn-banner')
    const banner = media.locator('tbody tr', { hasText: 'drawn-banner-coastal-motors' }).first()
    await banner.getByRole('button').first().click()
    await expect(media).toBeHidden()
    await page.locator('#field-layout__0__slides__0__title').fill('Spring clearance at Coastal')

    // The stock carousel and the offers, with their default headings renamed.
    await page.getByRole('button', { name: 'Add Block', exact: true }).click()
    await blockCard(page, 'Stock carousel').click()
    await page.locator('#field-layout__1__heading').fill('Fresh on the lot')
    await page.getByRole('button', { name: 'Add Block', exact: true }).click()
    await blockCard(page, 'Offers').click()
    await page.locator('#field-layout__2__heading').fill('Deals this month')

    // Live preview: the draft on the dealer's own host, redrawn as the editor types.
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const frame = page.frameLocator('iframe[src*="livePreview="]')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Spring clearance at Coastal', { timeout: 20_000 })
    await expect(frame.getByRole('heading', { name: 'Fresh on the lot' })).toBeVisible()
    await expect(frame.getByRole('heading', { name: 'Deals this month' })).toBeVisible()
    await page.locator('#field-layout__0__slides__0__title').fill('Spring clearance now on')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Spring clearance now on', { timeout: 10_000 })

    // Shoppers still see the published page until the editor publishes.
    const shopper = await browser.newPage()
    await shopper.goto(siteUrl('coastal-motors'))
    await expect(shopper.getByText('Spring clearance now on')).toHaveCount(0)

    const [saved] = await Promise.all([
      page.waitForResponse((response) => /\/api\/pages\/\d+/.test(response.url()) && response.request().method() === 'PATCH' && !response.url().includes('autosave=true')),
      page.getByRole('button', { name: 'Publish changes' }).click(),
    ])
    expect(saved.status()).toBe(200)
    const published = Date.now()
    // What the server answers a shopper's request for the home page, asked from the shopper's page (the browser resolves *.localhost).
    const home = () => shopper.evaluate(async () => (await fetch('/', { cache: 'no-store' })).text())
    await expect.poll(async () => (await home()).includes('Spring clearance now on'), { intervals: [100, 200, 300], timeout: 5_000 }).toBe(true)
    expect(Date.now() - published).toBeLessThan(2_000)
    await shopper.goto(siteUrl('coastal-motors'))
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Spring clearance now on')
    await expect(shopper.getByRole('heading', { name: 'Fresh on the lot' })).toBeVisible()
    await expect(shopper.getByRole('group', { name: 'Fresh on the lot' }).locator('.car-card').first()).toBeVisible()
    await expect(shopper.getByRole('heading', { name: 'Deals this month' })).toBeVisible()
    await expect(shopper.locator('.offer-card').first()).toBeVisible()
    // The banner's image is the page's first paint: loaded eagerly, at high priority.
    await expect(shopper.locator('.block-image-banner img').first()).toHaveAttribute('fetchpriority', 'high')
    await shopper.close()
  })

  test('a layout change scheduled for a time goes live then, not before', async ({ page, request, browser }) => {
    test.setTimeout(180_000)
    await publishLayout(request, token, original.id, [{ blockType: 'richText', content: richText('Before the schedule') }])
    // A draft the editor schedules: the public page keeps the published layout until its time.
    const draft = await request.patch(api(`/pages/${original.id}?draft=true&depth=0`), {
      headers: { authorization: `JWT ${token}` },
      data: { layout: [{ blockType: 'richText', content: richText('After the schedule') }], _status: 'draft' },
    })
    expect(draft.status(), await draft.text()).toBe(200)

    await signIn(page, 'editor@coastal-motors.test')
    await page.goto(adminUrl(`/collections/pages/${original.id}`))
    // Due in the next whole minute with at least 20 s to spare: the jobs queue runs once a minute.
    const due = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
    // The arrow beside Publish changes, then Schedule Publish.
    await page.locator('#action-save-popup button').first().click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish')
    const input = drawer.locator('.date-time-picker input').first()
    // The drawer starts on the site's own time zone (Coastal Motors: Sydney), so the time is typed as a Sydney clock reads it.
    await input.fill(pickerText(due, 'Australia/Sydney'))
    await input.press('Enter')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible()

    // Node cannot resolve *.localhost: the shopper is a browser page.
    const shopper = await browser.newPage()
    await shopper.goto(siteUrl('coastal-motors'))
    await expect(shopper.getByText('Before the schedule')).toBeVisible()
    await expect
      .poll(async () => {
        await shopper.goto(siteUrl('coastal-motors'))
        return shopper.getByText('After the schedule').count()
      }, { intervals: [1_000], timeout: 100_000 })
      .toBe(1)
    await shopper.close()
    // Live no earlier than its time, and within the queue's minute after it.
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
    expect(Date.now() - due.getTime()).toBeLessThan(65_000)
  })

  test('every block, the grid of locations and rich text included, has no WCAG 2.2 AA violations', async ({ page, request }) => {
    const { id: offerId } = (((await (await request.get(api('/offers?where[tenant.slug][equals]=coastal-motors&limit=1&depth=0'), { headers: { authorization: `JWT ${token}` } })).json()) as { docs: { id: number }[] }).docs[0]!)
    const banner = (original.layout as { blockType: string }[]).find((block) => block.blockType === 'imageBanner')
    await publishLayout(request, token, original.id, [
      ...(banner ? [banner] : []),
      { blockType: 'quickSearch', heading: 'Find your next car' },
      { blockType: 'stockCarousel', heading: 'Under $30,000', search: { priceMax: 30000, sort: 'price_desc' }, count: 6 },
      { blockType: 'offers', heading: 'Chosen offers', mode: 'chosen', chosen: [offerId] },
      { blockType: 'locations', heading: 'Our Locations', display: 'grid' },
      { blockType: 'locations', heading: 'Find us', display: 'map' },
      { blockType: 'modelsGrid', heading: 'Our range' },
      { blockType: 'reviews', heading: 'Reviews' },
      { blockType: 'whyChooseUs', heading: 'Why us', items: [{ icon: 'check', title: 'Inspected', text: 'Every car.' }] },
      { blockType: 'richText', content: richText('Our story in a few words.') },
      { blockType: 'latestPosts', heading: 'From the blog', count: 3 },
      { blockType: 'callToAction', heading: 'How we can help', actions: [{ title: 'Finance', text: 'Repayments that suit you', href: '/finance', icon: 'tag' }] },
    ])
    // The map's tile server answers, as it does for a shopper online (this machine has no internet), so the map's frame stays.
    await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG }))
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport)
      await page.goto(siteUrl('coastal-motors'))
      await expect(page.getByRole('heading', { name: 'Why us' })).toBeVisible()
      await expect(page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toHaveCount(1)
      expect(await axeOf(page, 'main'), `${viewport.width} px`).toEqual([])
    }
  })
})

/** A time as the admin's date picker reads it ("MMM d, yyyy h:mm a", the browser's zone, which is this machine's). */
function pickerText(date: Date, zone: string): string {
  return DateTime.fromJSDate(date).setZone(zone).setLocale('en-US').toFormat('LLL d, yyyy h:mm a')
}

/** Rich text of one paragraph, as the admin stores it. */
function richText(text: string) {
  return {
    root: {
      type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
      children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, textStyle: '', children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }],
    },
  }
}
