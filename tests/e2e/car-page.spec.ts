import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const SITE = 'swan-river-toyota'
const siteUrl = (path: string) => `http://${SITE}.localhost:${port}${path}`

/** A listed car of the demo site, found through the public search API as a shopper's browser would. */
async function carWhere(page: Page, facetFilters: string[]): Promise<{ slug: string; car_type: string; make: string }> {
  // From inside the page: only the browser resolves *.localhost hosts.
  await page.goto(siteUrl('/'))
  const body = await page.evaluate(async (filters) => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { facetFilters: filters, hitsPerPage: 1 } }] }) })
    return response.json()
  }, facetFilters)
  const [hit] = body.results[0].hits
  if (!hit) throw new Error(`The demo stock has no listed car with ${facetFilters.join(', ')}`)
  return hit
}

test('the phone number is masked until revealed; revealing and calling push their dataLayer events', async ({ page }) => {
  const car = await carWhere(page, ['car_type:new', 'status:in_stock'])
  await page.goto(siteUrl(`/cars/${car.slug}`))
  const reveal = page.locator('.phone-reveal')
  // Swan River Toyota's number for new cars is 08 9250 1001.
  await expect(reveal.locator('summary')).toContainText('08 9250 XXXX')
  const call = reveal.getByRole('link', { name: 'Call 08 9250 1001' })
  await expect(call).toBeHidden()

  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveals') && response.status() === 201)
  await reveal.getByText('Show number').click()
  await expect(call).toBeVisible()
  await expect(call).toHaveAttribute('href', 'tel:0892501001')
  await recorded

  // Keep the browser on the page: a tel: link would hand over to the phone app.
  await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()))
  await call.click()
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; eventId: number | null; eventLabel: string | null; vehicleMake: string | null; vehicleStatus: string | null }[] }).dataLayer)
  const ours = events.filter((event) => event.event === 'phoneReveal' || event.event === 'phoneClick')
  expect(ours).toEqual([
    expect.objectContaining({ event: 'phoneReveal', eventId: null, vehicleMake: car.make, vehicleStatus: 'new' }),
    expect.objectContaining({ event: 'phoneClick', eventId: 25, eventLabel: 'New Car', vehicleMake: car.make, vehicleStatus: 'new' }),
  ])
})

test('a recently sold car’s page says so and offers similar cars', async ({ page }) => {
  const car = await carWhere(page, ['status:sold'])
  await page.goto(siteUrl(`/cars/${car.slug}`))
  await expect(page.locator('.sold-notice')).toContainText('Unfortunately this vehicle recently sold, we can help find a similar one.')
  await page.getByRole('link', { name: 'Find Me Something Similar' }).click()
  await expect(page).toHaveURL(/#similar-cars$/)
  await expect(page.locator('#similar-cars .car-card').first()).toBeVisible()
})

test('Print PDF downloads the car as {slug}.pdf, a real PDF', async ({ page }) => {
  const car = await carWhere(page, ['status:in_stock'])
  await page.goto(siteUrl(`/cars/${car.slug}`))
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Print PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`)
  const bytes = await readFile(await file.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
})

test('on a phone the car page has the sticky footer: Enquire, and Call Now only while the car’s location is open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const car = await carWhere(page, ['status:in_stock'])
  await page.goto(siteUrl(`/cars/${car.slug}`))
  const bar = page.getByTestId('sticky-action-bar')
  await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', /^\/contact-us\/[a-z0-9-]+$/)
  // Whether the location is open now decides Call Now (the rule is isOpenNow, unit-tested); when shown it dials the car's number.
  const call = bar.getByRole('link', { name: 'Call Now' })
  if ((await call.count()) > 0) await expect(call).toHaveAttribute('href', /^tel:08925010\d\d$/)
})
