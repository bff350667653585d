import { expect, test } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const SITE = 'swan-river-toyota'
const siteUrl = (path: string) => `http://${SITE}.localhost:${port}${path}`

test('a car page answered from the page cache runs its scripts under the cached policy: nothing blocked, its islands work', async ({ page }) => {
  await page.addInitScript(() => {
    const blocked: string[] = []
    ;(window as unknown as { blockedByPolicy: string[] }).blockedByPolicy = blocked
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  await page.goto(siteUrl('/'))
  const slug = await page.evaluate(async () => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { facetFilters: ['car_type:new', 'status:in_stock'], hitsPerPage: 1 } }] }) })
    return (await response.json()).results[0].hits[0].slug as string
  })
  const address = siteUrl(`/cars/${slug}?cached=${Date.now()}`)
  expect((await page.goto(address))!.headers()['x-page-cache']).toBe('miss')
  const hit = (await page.goto(address))!
  expect(hit.headers()['x-page-cache']).toBe('hit')
  expect(hit.headers()['content-security-policy']).not.toContain('nonce-')

  // Revealing the number is the phone island's work: it records the reveal only once hydrated.
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveals') && response.status() === 201)
  await page.locator('.phone-reveal').getByText('Show number').click()
  await recorded
  expect(await page.evaluate(() => (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy)).toEqual([])
})
