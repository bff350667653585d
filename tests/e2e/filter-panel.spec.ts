import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (path: string) => `http://swan-river-toyota.localhost:${port}${path}`

test('the filter panel loads its search code only when the shopper reaches for it, and keeps what they typed meanwhile', async ({ page }) => {
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  await page.waitForLoadState('networkidle')
  const showMe = page.getByRole('link', { name: /^Show Me [\d,]+ cars?$/ })
  const before = await showMe.innerText()

  // From here every script arrives a second late, so the shopper types into the panel before its live code is there.
  const scripts: string[] = []
  await page.route('**/_next/static/chunks/**', async (route) => {
    scripts.push(route.request().url())
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  expect(scripts).toEqual([])

  const keyword = page.getByRole('searchbox', { name: 'Keyword' })
  await keyword.click()
  await keyword.pressSequentially('hilux')
  await expect.poll(() => scripts.length).toBeGreaterThan(0)

  // The live panel took over: the text and the focus stayed, and the keyword was searched (300 ms debounce).
  await expect(showMe).toHaveAttribute('href', /[?&]query=hilux/)
  await expect(showMe).not.toHaveText(before)
  await expect(keyword).toHaveValue('hilux')
  await expect(keyword).toBeFocused()
  await keyword.press('End')
  await keyword.pressSequentially(' sr')
  await expect(showMe).toHaveAttribute('href', /[?&]query=hilux(\+|%20)sr(&|$)/)
})

test('typing into the panel before the page comes alive is kept; the live panel, with recent searches open, has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('forecourt:search-history', JSON.stringify([{ href: '/search/used-cars', label: 'Used cars' }])))
  // The page's scripts are held back until the shopper has typed: a slow phone, where the panel is reached before the page comes alive.
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`http://coastal-motors.localhost:${port}/search/new-used-and-demo-cars`, { waitUntil: 'domcontentloaded' })
  const panel = page.getByRole('region', { name: 'Refine this search' })
  // Keyboard only: into the keyword box, and type.
  await page.getByRole('searchbox', { name: 'Keyword' }).focus()
  await page.keyboard.type('ute')
  release()
  await expect(page.getByRole('link', { name: /^Show Me [\d,]+ cars?$/ })).toHaveAttribute('href', /[?&]query=ute/)
  await panel.getByText('Recent searches').click()
  await expect(panel.getByRole('link', { name: 'Used cars' })).toBeVisible()
  const results = await new AxeBuilder({ page }).include('.filter-panel').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})
