import { expect, test } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

const DEMO_SITES = [
  { slug: 'swan-river-toyota', name: 'Swan River Toyota', primary: 'rgb(235, 10, 30)' },
  { slug: 'coastal-motors', name: 'Coastal Motors', primary: 'rgb(11, 37, 69)' },
  { slug: 'sunshine-caravans', name: 'Sunshine Caravans & Motorcycles', primary: 'rgb(22, 101, 52)' },
]

for (const site of DEMO_SITES) {
  test(`a shopper on ${site.slug}.localhost sees that dealer's name, logo and colours`, async ({ page }) => {
    const blocked: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text())
    })
    const response = await page.goto(siteUrl(site.slug))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(site.name)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name)
    const logo = page.locator('header img.site-logo')
    await expect(logo).toBeVisible()
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    await expect(page.locator('header.site-header')).toHaveCSS('background-color', site.primary)
    expect(blocked).toEqual([])
  })
}

test('an unknown host shows a 404 page', async ({ page }) => {
  const response = await page.goto(siteUrl('no-such-dealer'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible()
})

test('an unknown page keeps the dealer’s header and offers the way home', async ({ page }) => {
  const response = await page.goto(siteUrl('coastal-motors', '/no-such-page'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coastal Motors')
})
