import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'

/** One page of each public page type, on every demo site. */
const PAGE_TYPES: Record<string, string[]> = {
  'swan-river-toyota': ['/models', '/models/new-toyota-rav4-vehicle', '/', '/locations', '/locations/midland-service', '/contact-us/swan-river-toyota-midland', '/review-feedback', '/pages/complaint-handling', '/special-offers', '/no-such-page', '/about-us', '/privacy-policy', '/pages/finance', '/blog', '/blog/vehicle-reviews', '/teams/midland-sales', '/contact', '/hilux/accessories', '/vehicle-parts-and-accessories', '/directory', '/dealerships/swan-river-toyota-midland/search', '/sign-in?type=watchlist&redirect=%2F&back=%2F'],
  'coastal-motors': ['/', '/locations', '/locations/granville', '/contact-us/coastal-motors-granville', '/review-feedback', '/pages/complaint-handling', '/special-offers', '/no-such-page', '/about-us', '/terms-and-conditions', '/blog', '/contact', '/teams/granville', '/search/used-cars', '/directory?make=Toyota', '/dealerships/coastal-motors/search', '/watchlist', '/sign-in?type=checkout&redirect=%2F&back=%2F'],
  'sunshine-caravans': ['/', '/locations', '/locations/caloundra', '/contact-us/sunshine-caravans-caloundra', '/review-feedback', '/pages/complaint-handling', '/special-offers', '/no-such-page', '/about-us', '/pages/finance', '/blog', '/contact', '/search/new-used-and-demo-cars', '/directory'],
}

for (const [site, paths] of Object.entries(PAGE_TYPES)) {
  for (const path of paths) {
    test(`${site}${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(`http://${site}.localhost:${port}${path}`)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      expect(summary).toEqual([])
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
