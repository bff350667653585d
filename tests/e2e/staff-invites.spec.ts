import { expect, test, type Browser, type Page } from '@playwright/test'
import pg from 'pg'

import { adminUrl, openList, signIn } from '../support/e2eAdmin'

const port = process.env.E2E_PORT ?? '3200'
const stamp = Date.now()

let database: pg.Pool

// Inviting may open the form twice (inviteEditor).
test.describe.configure({ timeout: 150_000 })

test.beforeAll(() => {
  database = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL })
})

test.afterAll(async () => {
  await database.end()
})

/** The newest set-password link the outbox holds for the address (tests send no mail), once a newer one than `after` has come. */
async function linkFromOutbox(email: string, after = 0): Promise<{ id: number; link: string; text: string }> {
  let row: { id: number; text: string } | undefined
  await expect(async () => {
    const { rows } = await database.query<{ id: number; text: string }>('SELECT id, text FROM lead_outbox WHERE "to" = $1 AND staff_account AND id > $2 ORDER BY id DESC LIMIT 1', [email, after])
    row = rows[0]
    expect(row?.text).toMatch(/\/admin\/reset\/[0-9a-f]+/)
  }).toPass({ timeout: 30_000 })
  return { id: row!.id, text: row!.text, link: /(http\S+\/admin\/reset\/[0-9a-f]+)/.exec(row!.text)![1]! }
}

/** A platform admin adds a dealer editor of Swan River Toyota in the admin: email, name, role and site, and no password. */
async function inviteEditor(page: Page, email: string, name: string) {
  // A dealer-site row added while the form's state is on its way can come back without its fields (a Payload form-state
  // race a person's pace rarely meets): the form is then opened afresh and filled again.
  await expect(async () => {
    await page.goto(adminUrl('/collections/users/create'))
    await expect(page.locator('input[name="email"]')).toBeVisible()
    // Admins never type a staff member's password.
    await expect(page.locator('input[type="password"]')).toHaveCount(0)
    // Only an inert hidden form value of that name remains; nothing to type into.
    await expect(page.locator('input[name="password"]:not([type=hidden]), input[name="confirm-password"]')).toHaveCount(0)
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="name"]').fill(name)
    await expect(page.locator('#field-roles')).toContainText('Dealer editor')
    await page.waitForLoadState('networkidle')
    await page.locator('#field-tenants').getByRole('button', { name: /Add/ }).click()
    await page.locator('#field-tenants .rs__control').first().click({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await page.keyboard.type('Swan River')
  await expect(page.locator('.rs__option').filter({ hasText: 'Swan River Toyota' })).toBeVisible()
  await page.keyboard.press('Enter')
  // The chosen value's own text (the value also holds its Edit buttons).
  await expect(page.locator('#field-tenants .rs__single-value .relationship--single-value__text')).toHaveText('Swan River Toyota')
  await page.locator('#action-save').click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resend invitation' })).toBeVisible()
}

async function signInWith(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(adminUrl('/login'))
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.locator('.template-default').first()).toBeVisible({ timeout: 30_000 })
  return page
}

/** Sends the set-password form once; a click before the admin's scripts have taken over the form sends nothing, and is made again. */
async function choosePassword(page: Page, password: string) {
  await expect(async () => {
    await page.locator('input[name="password"]').fill(password)
    await page.locator('input[name="confirm-password"]').fill(password)
    const sent = page.waitForRequest((request) => request.url().includes('/api/users/reset-password') && request.method() === 'POST', { timeout: 3_000 })
    await page.locator('button[type="submit"]').click()
    await sent
  }).toPass({ timeout: 20_000 })
}

test('a platform admin invites a dealer editor, who chooses a password from the emailed link, signs in and edits an offer of their site', async ({ page, browser }) => {
  const email = `ivy-${stamp}@swan-river-toyota.test`
  await signIn(page, 'admin@forecourt.test')
  await inviteEditor(page, email, 'Ivy Invited')

  const { link, text } = await linkFromOutbox(email)
  expect(text).toContain('Alex Morgan (admin@forecourt.test) invited you to the Forecourt admin to edit the dealer site Swan River Toyota.')
  expect(text).toMatch(/works for 48 hours, until \w+ \d+ \w+ \d{4} at/)

  const invited = await (await browser.newContext()).newPage()
  await invited.goto(link)
  await choosePassword(invited, 'ivy-chose-this-1')
  // Words for someone choosing their first password, not "Password reset successfully."
  await expect(invited.getByText('Your password is saved, and you are signed in.')).toBeVisible()
  await expect(invited).not.toHaveURL(/\/reset\//, { timeout: 20_000 })

  // Invitation accepted: no resend offered any more.
  await page.reload()
  await expect(page.locator('input[name="email"]')).toHaveValue(email)
  await expect(page.getByRole('button', { name: 'Resend invitation' })).toHaveCount(0)

  const editor = await signInWith(browser, email, 'ivy-chose-this-1')
  await openList(editor, 'offers')
  await editor.getByRole('link', { name: 'HiLux SR5 bonus accessories pack' }).click()
  const name = editor.locator('input[name="name"]')
  await expect(name).toHaveValue('HiLux SR5 bonus accessories pack')
  await name.fill('HiLux SR5 bonus accessories pack, this month only')
  await editor.getByRole('button', { name: 'Publish changes' }).click()
  await expect(editor.getByText(/successfully/i).first()).toBeVisible()
  await editor.goto(adminUrl('/collections/offers'))
  await expect(editor.getByRole('link', { name: 'HiLux SR5 bonus accessories pack, this month only' })).toBeVisible()
  await expect(async () => {
    await editor.goto(`http://swan-river-toyota.localhost:${port}/special-offers`)
    await expect(editor.locator('main')).toContainText('HiLux SR5 bonus accessories pack, this month only', { timeout: 500 })
  }).toPass({ timeout: 10_000 })
})

test('a set-password link past its 48 hours is refused with the way to a new one, and a resent invitation works', async ({ page, browser }) => {
  const email = `lee-${stamp}@swan-river-toyota.test`
  await signIn(page, 'admin@forecourt.test')
  await inviteEditor(page, email, 'Lee Late')
  const first = await linkFromOutbox(email)
  await database.query("UPDATE users SET reset_password_expiration = now() - interval '1 minute' WHERE email = $1", [email])

  const invited = await (await browser.newContext()).newPage()
  await invited.goto(first.link)
  await choosePassword(invited, 'lee-too-late-1')
  await expect(invited.getByText(/This link no longer works/)).toBeVisible()
  await expect(invited.getByText(/Forgot password\?/).first()).toBeVisible()
  await expect(invited).toHaveURL(/\/reset\//)

  // The way to a new link: Payload's forgot-password page, whose email reaches the outbox too.
  await invited.goto(adminUrl('/forgot'))
  await invited.locator('input[name="email"]').fill(email)
  await invited.locator('button[type="submit"]').click()
  const reset = await linkFromOutbox(email, first.id)
  expect(reset.link).not.toBe(first.link)

  // Or the platform admin resends the invitation, and its fresh link sets the password.
  await page.getByRole('button', { name: 'Resend invitation' }).click()
  await expect(page.getByText(/A new invitation is on its way/)).toBeVisible()
  const resent = await linkFromOutbox(email, reset.id)
  await invited.goto(resent.link)
  // A password under 12 characters is refused beside the field, and the link still works.
  await choosePassword(invited, 'too-short-1')
  await expect(invited.locator('.field-type.password .field-error')).toContainText('at least 12 characters')
  await choosePassword(invited, 'lee-on-time-1')
  await expect(invited).not.toHaveURL(/\/reset\//, { timeout: 20_000 })
  await signInWith(browser, email, 'lee-on-time-1')
})
