import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'

/** An address in the admin, on the platform host of the e2e server. */
export const adminUrl = (path: string) => `http://localhost:${port}/admin${path}`

/** Signs a staff member in through the admin's login form. */
export async function signIn(page: Page, email: string) {
  await page.goto(adminUrl('/login'))
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  // On a busy machine the sign-in's answer can take a while.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
  // The admin's own page after sign-in, drawn: a navigation started before it lands would be cut short by its redirect.
  await expect(page.locator('.template-default').first()).toBeVisible({ timeout: 30_000 })
}

/**
 * A collection's list view, settled: once hydrated, the list writes its query
 * (`?depth=0&limit=10`) into the address, which would replace a navigation a
 * click started before then.
 */
export async function openList(page: Page, collection: string) {
  await page.goto(adminUrl(`/collections/${collection}`))
  await expect(page).toHaveURL(/[?&]limit=/)
  await expect(page.locator('.template-default').first()).toBeVisible()
}

/**
 * Frees a document a test's staff member left open in the admin form: the
 * admin holds it locked for minutes after a page goes away, and other staff's
 * saves meanwhile answer 423.
 */
export async function releaseDocumentLocks(request: APIRequestContext, collection: string, id: number) {
  const where = `where[document.relationTo][equals]=${collection}&where[document.value][equals]=${id}`
  const answer = await request.delete(`http://localhost:${port}/api/payload-locked-documents?${where}`)
  expect(answer.status(), await answer.text()).toBe(200)
}

/**
 * Types into a field of an admin form and waits for the form's answer to the
 * change (Payload's form-state server action). An answer still on its way
 * when Publish is clicked lands after the save's and wipes the save's error
 * from beside the field, as happens on a slow machine.
 */
export async function fillAndSettle(page: Page, field: Locator, value: string) {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().headers()['next-action'] !== undefined)
  await field.fill(value)
  await answered
}
