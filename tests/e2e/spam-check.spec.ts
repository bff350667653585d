import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { checkSpamAnswer } from '../../src/leads/altcha/verify'
import { altchaSettings } from '../../src/leads/altcha/settings'
import { contentSecurityPolicy } from '../../src/server/contentSecurityPolicy'
import { TEST_SECRET } from '../support/testEnvironment'

const port = process.env.E2E_PORT ?? '3200'
const origin = `http://swan-river-toyota.localhost:${port}`
const widgetScript = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/altcha/dist/main/altcha.js'), 'utf8')

/**
 * The ALTCHA widget as the site's pages run it: on the dealer's own origin,
 * under the site's real Content-Security-Policy, fetching its challenge from
 * the real GET /api/altcha and solving it in the browser's workers. (The page
 * itself is a bare form served by the test, so this proves the widget, the
 * policy and the server speak to each other, whatever form wraps them.)
 */
async function openFormWithWidget(page: Page, auto: 'onfocus' | 'off') {
  const nonce = 'c3BhbS1jaGVjay10ZXN0'
  await page.route(`${origin}/spam-check-fixture`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': contentSecurityPolicy(nonce, { development: false }) },
      body: `<!doctype html><html lang="en"><body><form><label>Your name <input name="name"></label>
        <altcha-widget challenge="/api/altcha" name="altcha" auto="${auto}" type="checkbox" language="en"></altcha-widget></form>
        <script type="module" nonce="${nonce}" src="/spam-check-fixture.js"></script></body></html>`,
    }),
  )
  await page.route(`${origin}/spam-check-fixture.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: widgetScript }))
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.goto(`${origin}/spam-check-fixture`)
  return violations
}

async function solvedAnswer(page: Page) {
  const answer = page.locator('input[type="hidden"][name="altcha"]')
  await expect(answer).toHaveValue(/.{100,}/, { timeout: 30_000 })
  return answer.inputValue()
}

test.describe('the spam check in the browser (issue 6)', () => {
  test('solves on the first focus in its form, under the site policy, with an answer the server accepts', async ({ page }) => {
    const violations = await openFormWithWidget(page, 'onfocus')
    await page.getByLabel('Your name').focus()
    const answer = await solvedAnswer(page)
    const site = Number((JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as { challenge: { parameters: { data: { site: string } } } }).challenge.parameters.data.site)
    expect(await checkSpamAnswer(answer, site, new Date(), altchaSettings({ PAYLOAD_SECRET: TEST_SECRET }))).toMatchObject({ passed: true })
    expect(violations).toEqual([])
  })

  test('can be done with the keyboard alone: Tab to its labelled checkbox, Space to check', async ({ page }) => {
    await openFormWithWidget(page, 'off')
    await page.getByLabel('Your name').focus()
    await page.keyboard.press('Tab')
    const checkbox = page.getByRole('checkbox', { name: "I'm not a robot" })
    await expect(checkbox).toBeFocused()
    await page.keyboard.press('Space')
    await solvedAnswer(page)
    // Its label tells a screen reader the check is done.
    await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked()
  })
})
