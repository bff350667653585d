import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { PAGE_TYPES } from '../support/publicPages'

const port = process.env.E2E_PORT ?? '3200'

for (const [site, paths] of Object.entries(PAGE_TYPES)) {
  for (const path of paths) {
    test(`${site}${path} has no WCAG 2.2 AA violations, and React hydrates it without an error`, async ({ page }) => {
      // A production build reports a server/client difference only as "Minified React error #418" (or #423, #425) on the console.
      const reactErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text())) reactErrors.push(message.text())
      })
      page.on('pageerror', (error) => reactErrors.push(error.message))
      await page.goto(`http://${site}.localhost:${port}${path}`)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      expect(summary).toEqual([])
      expect(reactErrors).toEqual([])
    })
  }
}

test('the holiday hours dialog, open, has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto(`http://swan-river-toyota.localhost:${port}/locations/cannington-sales`)
  await page.getByRole('button', { name: 'Holiday opening hours' }).click()
  const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('a blog post has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto(`http://swan-river-toyota.localhost:${port}/blog`)
  const link = page.locator('.post-card h2 a').first()
  const postTitle = (await link.innerText()).trim()
  await link.click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/)
  // A client-side navigation changes the URL before the new page (and its <title>) has rendered.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle)
  await expect(page).toHaveTitle(new RegExp(postTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('an open header dropdown has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto(`http://swan-river-toyota.localhost:${port}/`)
  await page.getByRole('button', { name: 'Company' }).click()
  const results = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('the menu drawer on a phone, open with the models accordion expanded, has no WCAG 2.2 AA violations', async ({ browser }) => {
  // axe needs a page of its own context.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`http://swan-river-toyota.localhost:${port}/`)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await drawer.locator('summary', { hasText: 'New Vehicles' }).click()
  await expect(drawer.getByRole('link', { name: 'Explore bZ4X' })).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  await context.close()
})
