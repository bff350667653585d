import { createServer, type Server, type Socket } from 'node:net'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminUrl, fillAndSettle, openList, signIn } from '../support/e2eAdmin'

const port = process.env.E2E_PORT ?? '3200'
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'
const api = (path: string) => `http://localhost:${port}/api${path}`

// One sign-in for the file: the editor types a bad link, then reads the menu's link check.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ viewport: { width: 1366, height: 900 } })

type Menu = { id: number; items: Record<string, unknown>[] }

let page: Page
let token: string
let footer: Menu
// "Another website" for the link check: on this machine, answering nothing within the check's time limit.
let silent: Server
const held: Socket[] = []
const slowUrl = () => `127.0.0.1:${(silent.address() as { port: number }).port}/book-a-service`

async function footerMenu(request: APIRequestContext): Promise<Menu> {
  const found = await request.get(api('/menus?where[placement][equals]=footer&where[tenant.slug][equals]=sunshine-caravans&depth=0&limit=1'), { headers: { authorization: `JWT ${token}` } })
  return ((await found.json()) as { docs: Menu[] }).docs[0]!
}

async function saveItems(request: APIRequestContext, items: Record<string, unknown>[]) {
  const response = await request.patch(api(`/menus/${footer.id}?depth=0`), { headers: { authorization: `JWT ${token}` }, data: { items } })
  expect(response.status(), await response.text()).toBe(200)
}

test.beforeAll(async ({ browser, request }) => {
  // A cold server's first admin page on a busy machine.
  test.setTimeout(180_000)
  silent = createServer((socket) => held.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const login = await request.post(api('/users/login'), { data: { email: 'editor@sunshine-caravans.test', password } })
  token = ((await login.json()) as { token: string }).token
  footer = await footerMenu(request)
  page = await browser.newPage()
  await signIn(page, 'editor@sunshine-caravans.test')
})

test.afterAll(async ({ request }) => {
  await saveItems(request, footer.items.map(({ id: _id, ...item }) => item))
  await page.close()
  held.forEach((socket) => socket.destroy())
  await new Promise((resolve) => silent.close(resolve))
})

test('a link to a page the site does not have is refused on publish, with the reason beside the field; a chosen page is taken', async () => {
  await openList(page, 'promo-cards')
  await page.locator('table tbody tr').first().getByRole('link').first().click()
  const link = page.locator('input[name="link"]')
  await expect(link).toBeVisible()
  const original = await link.inputValue()
  await expect(page.locator('.field-type', { has: link }).locator('label').first()).toHaveText(/^Link/)

  await fillAndSettle(page, link, '/summer-sale-2026')
  const published = page.waitForResponse((response) => /\/api\/promo-cards\/\d+/.test(response.url()) && response.request().method() === 'PATCH')
  await page.getByRole('button', { name: /^Publish/ }).first().click()
  expect((await published).status(), 'the publish answer').toBe(400)
  const field = page.locator('.field-type', { has: link })
  await expect(field.locator('.field-error')).toContainText('"/summer-sale-2026" is neither a page of this site nor a platform page', { timeout: 30_000 })

  // The list beside the box offers the site's pages and the platform's; choosing one puts its path in the box.
  await field.getByRole('combobox', { name: /Choose a page/ }).selectOption('/special-offers')
  await expect(link).toHaveValue('/special-offers')
  await link.fill(original)
  await page.getByRole('button', { name: /^Publish/ }).first().click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 30_000 })
})

test('a menu link typed without https:// is kept with https://, and the link check reports an external link that fails, and when', async ({ request }) => {
  const slow = slowUrl()
  // Saved as the menu form saves it: the address typed without https://, kept with it.
  await saveItems(request, [
    ...footer.items.map(({ id: _id, ...item }) => item),
    { label: 'Partner workshop', dropdown: 'none', link: { kind: 'url', url: slow } },
  ])
  expect((await footerMenu(request)).items.at(-1)).toMatchObject({ link: { kind: 'url', url: `https://${slow}` } })
  await page.goto(adminUrl(`/collections/menus/${footer.id}`))

  // The check runs as the menu opens (and after each save), trying each external link within its time limit.
  const check = page.getByTestId('menu-link-check')
  await expect(check.getByTestId('failed-external-links')).toContainText(`Partner workshop (https://${slow}): did not answer within 5 seconds`, { timeout: 20_000 })
  await expect(check).toContainText(/failed; shoppers who click them find no page/)
  await expect(check).toContainText(/Checked \d/)
  await page.screenshot({ path: test.info().outputPath('menu-link-check.png'), fullPage: false })
})

test("the dashboard lists the site's failing links, each with its place, address and why", async () => {
  await page.goto(adminUrl(''), { timeout: 60_000 })
  // The link planted in the footer above; the check runs once the dashboard shows.
  const failing = page.getByTestId('site-link-check').getByTestId('failing-links').getByRole('listitem').filter({ hasText: 'Partner workshop' })
  await expect(failing).toContainText(`Menu Footer, Partner workshop: https://${slowUrl()} — did not answer within 5 seconds`, { timeout: 30_000 })
  await expect(failing.getByRole('link', { name: 'Footer' })).toHaveAttribute('href', `/admin/collections/menus/${footer.id}`)
  await page.getByTestId('site-link-check').screenshot({ path: test.info().outputPath('site-link-check.png') })
})
