import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (site: string, path: string) => `http://${site}.localhost:${port}${path}`
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Hit = { objectID: string; slug: string; stocknum: string; name: string; make: string; model: string; car_type: string; year: number; km: number; badge: string | null; price: number }

/** Listed cars of a demo site, found through the public search API as a shopper's browser would. */
async function carsWhere(page: Page, site: string, params: Record<string, unknown>): Promise<Hit[]> {
  // From inside the page: only the browser resolves *.localhost hosts.
  await page.goto(siteUrl(site, '/contact'))
  const body = await page.evaluate(async (search) => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: search }] }) })
    return response.json()
  }, params)
  const hits = body.results[0].hits as Hit[]
  if (hits.length === 0) throw new Error(`${site}'s demo stock has no listed car with ${JSON.stringify(params)}`)
  return hits
}

/** The search page of one car: its stock number as the keyword ranks it first. */
const cardOf = async (page: Page, site: string, car: Hit) => {
  await page.goto(siteUrl(site, `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`))
  return page.locator('.car-card').filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) }).first()
}

test('device favourites: saved at once, kept on the device, shared by the card and the car page, the favourite event pushed', async ({ page }) => {
  // Coastal Motors keeps favourites on the device, for used cars with a price and a photo.
  const [car] = await carsWhere(page, 'coastal-motors', { facetFilters: ['status:in_stock'], numericFilters: ['price>0', 'photos_count>0'], hitsPerPage: 1 })
  const card = await cardOf(page, 'coastal-motors', car!)
  const toggle = card.getByRole('button', { name: `Save ${car!.name} to favourites` })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  // Confirmed with a toast, in the list's name on this site.
  await expect(page.locator('.watchlist-toast')).toContainText('Car Saved In Favourites')
  await expect(page.locator('.watchlist-toast')).toContainText(`${car!.name} is now available in your favourites`)

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:favourites') ?? '[]'))
  expect(stored).toEqual([{ id: car!.objectID, name: car!.name, slug: car!.slug, make: car!.make, model: car!.model, primary_image_url: expect.stringMatching(/^\/stock-media\//), price: car!.price }])

  const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((event) => event.event === 'favourite'))
  expect(events).toEqual([{ event: 'favourite', eventId: 39, eventLabel: null, vehicleStatus: 'used', vehicleMake: car!.make, vehicleModel: car!.model, vehicleYear: car!.year, vehicleKilometers: car!.km, vehicleGrade: car!.badge?.trim() || null }])

  // The favourites page lists it as the site does now: photo, title, price.
  await page.goto(siteUrl('coastal-motors', '/watchlist'))
  const saved = page.locator('.saved-car').filter({ has: page.locator(`a[href="/cars/${car!.slug}"]`) })
  await expect(saved.locator('.saved-car-price')).toContainText(`$${car!.price.toLocaleString('en-AU')}`)
  await expect(saved.locator('img')).toBeVisible()

  // The car page shows it saved; the keyboard removes it.
  await page.goto(siteUrl('coastal-motors', `/cars/${car!.slug}`))
  const onPage = page.locator('.car-title').getByRole('button', { name: `Save ${car!.name} to favourites` })
  await expect(onPage).toHaveAttribute('aria-pressed', 'true')
  await onPage.focus()
  await page.keyboard.press('Space')
  await expect(onPage).toHaveAttribute('aria-pressed', 'false')
  await expect(page.locator('.watchlist-toast')).toContainText('Car Removed')
  expect(await page.evaluate(() => localStorage.getItem('forecourt:favourites'))).toBe('[]')
})

test('a sold car that is not saved shows no save button; a saved one can still be removed', async ({ page }) => {
  const [sold] = await carsWhere(page, 'coastal-motors', { facetFilters: ['status:sold'], numericFilters: ['price>0', 'photos_count>0'], hitsPerPage: 1 })
  await page.goto(siteUrl('coastal-motors', `/cars/${sold!.slug}`))
  await expect(page.locator('.sold-notice')).toBeVisible()
  await expect(page.locator('.car-title').getByRole('button')).toHaveCount(0)

  const saved = { id: sold!.objectID, name: sold!.name, slug: sold!.slug, make: sold!.make, model: sold!.model, primary_image_url: null }
  await page.evaluate((entry) => localStorage.setItem('forecourt:favourites', JSON.stringify([entry])), saved)
  await page.reload()
  await expect(page.locator('.car-title').getByRole('button', { name: `Save ${sold!.name} to favourites` })).toHaveAttribute('aria-pressed', 'true')
})

test('server-watchlist sites link the toggle to sign-in; sites without favourites show none', async ({ page }) => {
  const [car] = await carsWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock'], hitsPerPage: 1 })
  await page.goto(siteUrl('swan-river-toyota', `/cars/${car!.slug}`))
  const path = encodeURIComponent(`/cars/${car!.slug}`)
  await expect(page.locator('.car-title').getByRole('link', { name: `Sign in to save ${car!.name} to your watchlist` })).toHaveAttribute('href', `/sign-in?type=watchlist&redirect=${path}&back=${path}`)

  await page.goto(siteUrl('sunshine-caravans', '/search/new-used-and-demo-cars'))
  await expect(page.locator('.car-card').first()).toBeVisible()
  await expect(page.locator('.favourite-slot')).toHaveCount(0)
})

test('the card’s finance line shows the weekly repayment with the interest and comparison rates, and reaches the warning', async ({ page }) => {
  await page.goto(siteUrl('swan-river-toyota', '/search/new-used-and-demo-cars'))
  const finance = page.locator('.car-card-finance').first()
  await expect(finance.locator('p')).toHaveText(/^\$[\d,]+\/wk · \d+\.\d\d% p\.a\. · \d+\.\d\d% comp\.$/)
  await expect(finance.locator('abbr')).toHaveAttribute('title', 'comparison rate')
  // The rates are as prominent as the repayment: one size and weight, the comparison rate's label included.
  const styles = await finance.locator('p, abbr').evaluateAll((values) => values.map((value) => `${getComputedStyle(value).fontSize} ${getComputedStyle(value).fontWeight}`))
  expect(new Set(styles).size).toBe(1)
  // The warning is on the same page, once under the results.
  await finance.getByRole('link', { name: 'Comparison rate warning' }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars#comparison-rate-warning$/)
  await expect(page.locator('#comparison-rate-warning')).toContainText('WARNING: This comparison rate is true only for the examples given')
  await expect(page.locator('#comparison-rate-warning')).toBeInViewport()
})

test('a car without photos shows a tile asking for them, in the same 4:3 box, leading to the car page’s enquiry', async ({ page }) => {
  const [car] = await carsWhere(page, 'swan-river-toyota', { numericFilters: ['photos_count=0'], hitsPerPage: 1 })
  const card = await cardOf(page, 'swan-river-toyota', car!)
  const tile = card.locator('.car-card-tile')
  await expect(tile).toContainText(/^(New arrival: photos coming soon|Photos coming soon)/)
  const box = await tile.boundingBox()
  expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.02)
  await tile.getByRole('link', { name: `Request Photos: ${await card.locator('.car-card-title').innerText()}` }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${car!.slug}\\?enquiry=request-photos#enquire$`))
  await expect(page.locator('#enquire')).toContainText('Please send photos for this car')
  await expect(page.getByRole('heading', { name: 'Request Photos' })).toBeVisible()
})

test('Quick Enquiry, where the site lists it, leads to the car page’s enquiry section', async ({ page }) => {
  const [car] = await carsWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock'], hitsPerPage: 1 })
  const card = await cardOf(page, 'swan-river-toyota', car!)
  await card.getByRole('link', { name: /^Quick Enquiry: / }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${car!.slug}#enquire$`))
  await expect(page.getByRole('heading', { name: 'Enquire', exact: true })).toBeVisible()
})

test('similar cars by body type on sites that want it, related cars elsewhere; the carousel works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 })
  const [car] = await carsWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock'], hitsPerPage: 1 })
  await page.goto(siteUrl('swan-river-toyota', `/cars/${car!.slug}`))
  const section = page.locator('#similar-cars')
  await expect(section.locator('#similar-title')).toHaveText('Similar Cars')
  const carousel = section.getByRole('group', { name: 'Similar Cars' })
  const track = carousel.locator('.car-carousel-track')
  const previous = carousel.getByRole('button', { name: 'Previous Similar Cars' })
  const next = carousel.getByRole('button', { name: 'Next Similar Cars' })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  await next.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0)
  await expect(previous).toBeEnabled()
  // Arrow keys move it too, and the next button is disabled at the end (its focus handed to the previous button).
  for (let step = 0; step < 10 && (await next.isEnabled()); step++) {
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(400)
  }
  await expect(next).toBeDisabled()
  await expect(previous).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(next).toBeEnabled()
  // Cards in the carousel point their finance note at the warning on this page.
  const note = section.locator('.car-card-finance > a').first()
  if ((await note.count()) > 0) {
    await expect(note).toHaveAttribute('href', '#comparison-rate-warning')
    await expect(section.locator('#comparison-rate-warning')).toContainText('WARNING: This comparison rate')
  }

  const [used] = await carsWhere(page, 'coastal-motors', { facetFilters: ['status:in_stock'], hitsPerPage: 1 })
  await page.goto(siteUrl('coastal-motors', `/cars/${used!.slug}`))
  await expect(page.locator('#similar-title')).toHaveText('Related Cars')
  // Card titles sit one level under the carousel's heading.
  await expect(page.locator('#similar-cars .car-card-title').first()).toHaveJSProperty('tagName', 'H3')
})

test('caravans shop like caravans: filtered by sleeps and length in metres, cards with length, sleeps and ATM, the page with sleeps and ATM up front and no test drive', async ({ page }) => {
  const [caravan] = await carsWhere(page, 'sunshine-caravans', { facetFilters: ['item_type:caravan', 'status:in_stock'], numericFilters: ['body_length>0', 'sleeps>0', 'aggregate_trailer_mass>0'], hitsPerPage: 1 })
  await page.goto(siteUrl('sunshine-caravans', `/cars/${caravan!.slug}`))
  await expect(page.locator('#key-information')).toContainText(/Length\s*\d+\.\d\d m \(\d+(\.\d+)? ft\)/)
  // Sleeps and ATM are in the first rows, not behind Show More.
  const shown = page.locator('#key-information > dl')
  await expect(shown.getByText('Sleeps', { exact: true })).toBeVisible()
  await expect(shown.getByText('ATM', { exact: true })).toBeVisible()
  // A caravan is towed: no test drive unless the site offers one.
  await expect(page.locator('.car-form-buttons').getByRole('button', { name: 'Enquire' })).toBeVisible()
  await expect(page.locator('.car-form-buttons').getByText('Book a Test Drive')).toHaveCount(0)

  await page.goto(siteUrl('sunshine-caravans', '/search/new-used-and-demo-cars?refinementList[item_type][0]=caravan'))
  const cards = page.locator('.car-card')
  await expect(cards.first().getByRole('list', { name: 'Key facts' })).toHaveText(/^\d+\.\d\d mSleeps \d+ATM [\d,]+ kg$/)
  await expect(cards.getByText(/\d km$/)).toHaveCount(0)

  // Up to N m, then Sleeps N+ (the widest of each, so the other still has choices): the results are exactly the
  // caravans the search API finds with those bounds.
  const length = page.locator('.filter-panel').getByRole('link', { name: /^Up to \d+ m \(\d+\)$/ }).last()
  const most = Number((await length.textContent())!.match(/Up to (\d+) m/)![1])
  await length.click()
  await expect(page).toHaveURL(new RegExp(`range(%5B|\\[)body_length_metres(%5D|\\])=(%3A|:)${most}`))
  const sleeps = page.locator('.filter-panel').getByRole('link', { name: /^Sleeps \d+\+ \(\d+\)$/ }).first()
  const least = Number((await sleeps.textContent())!.match(/Sleeps (\d+)/)![1])
  await sleeps.click()
  await expect(page).toHaveURL(new RegExp(`range(%5B|\\[)sleeps(%5D|\\])=${least}(%3A|:)`))
  const filtered = page.url()
  const found = await carsWhere(page, 'sunshine-caravans', { facetFilters: ['item_type:caravan'], numericFilters: [`sleeps>=${least}`, `body_length_metres<=${most}`], hitsPerPage: 100 })
  await page.goto(filtered)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${found.length} ${found.length === 1 ? 'vehicle' : 'vehicles'} for sale`)
  for (const facts of await page.locator('.car-card [aria-label="Key facts"]').allTextContents()) {
    const [, metres, berths] = facts.match(/^([\d.]+) mSleeps (\d+)/)!
    expect(Number(metres)).toBeLessThanOrEqual(most)
    expect(Number(berths)).toBeGreaterThanOrEqual(least)
  }
})

test('cards with favourites, photo tiles and finance lines, and the car page with its carousel, have no WCAG 2.2 AA violations', async ({ page }) => {
  const [car] = await carsWhere(page, 'coastal-motors', { facetFilters: ['status:in_stock'], numericFilters: ['price>0', 'photos_count>0'], hitsPerPage: 1 })
  await page.goto(siteUrl('coastal-motors', '/search/used-cars'))
  await expect(page.locator('.favourite-toggle').first()).toBeVisible()
  // The cards only: the search page's own parts are search.spec.ts's.
  const search = await new AxeBuilder({ page }).include('.car-grid').withTags(AXE_TAGS).analyze()
  expect(search.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  await page.goto(siteUrl('coastal-motors', `/cars/${car!.slug}?enquiry=request-photos`))
  await expect(page.locator('.car-title .favourite-toggle')).toBeVisible()
  const carPage = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(carPage.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})
