import { expect, test, type Locator, type Page } from '@playwright/test'

import { listedCars } from '../support/listedCars'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (site: string, path: string) => `http://${site}.localhost:${port}${path}`

type Hit = { slug: string; stocknum: string }

/** A listed car of a demo site, found through the public search API as a shopper's browser would. */
async function carWhere(page: Page, site: string, params: Record<string, unknown>): Promise<Hit> {
  const [hit] = await listedCars<Hit>(page, (path) => siteUrl(site, path), { hitsPerPage: 1, ...params })
  if (!hit) throw new Error(`${site} has no listed car with ${JSON.stringify(params)}`)
  return hit
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('search pages are numbered links to their addresses; nothing is wider than the screen', async ({ page }) => {
      await page.goto(siteUrl('swan-river-toyota', '/search/new-used-and-demo-cars'))
      const pages = page.getByRole('navigation', { name: 'Pages' })
      await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1')
      await pages.getByRole('link', { name: 'Page 2', exact: true }).click()
      await expect(page).toHaveURL(/[?&]page=2$/)
      await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 2')
      await expect(pages.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', /new-used-and-demo-cars$/)
      expect(await pages.evaluate((nav) => nav.scrollWidth <= nav.clientWidth + 1)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })

    test('the car page puts the dealer’s rating, hours and licence beside Enquire; side-by-side buttons keep one height; the enquiry names its car', async ({ page }) => {
      const car = await carWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock'], numericFilters: ['photos_count>1'] })
      await page.goto(siteUrl('swan-river-toyota', `/cars/${car.slug}`))
      const panel = page.getByTestId('car-panel')
      const trust = panel.getByTestId('dealer-trust')
      await expect(trust).toContainText(/\(\d+ reviews\)/)
      await expect(trust).toContainText(/^.*(Open now|Closed now)/)
      await expect(trust).toContainText(/Dealer licence \S+/)
      const enquire = panel.getByRole('button', { name: 'Enquire', exact: true })
      // Beside the actions: starts within a short step below the last of them.
      const actionsEnd = await panel.getByRole('navigation').evaluate((nav) => nav.getBoundingClientRect().bottom)
      expect((await box(trust)).y - actionsEnd).toBeLessThan(48)

      const heights = await panel.locator('.car-form-buttons li > :is(a, button)').evaluateAll((buttons) =>
        buttons.map((button) => ({ top: Math.round(button.getBoundingClientRect().top), height: Math.round(button.getBoundingClientRect().height) })),
      )
      for (const row of Object.values(Object.groupBy(heights, (button) => button.top))) {
        expect(new Set(row!.map((button) => button.height)).size, JSON.stringify(heights)).toBe(1)
      }

      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
      const price = (await panel.locator('p').filter({ hasText: /^\$[\d,]+/ }).first().locator('span').first().innerText()).trim()
      await enquire.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.locator('.car-form-dialog-car')).toContainText(title)
      await expect(dialog.locator('.car-form-dialog-car')).toContainText(price)
      await expect(dialog.locator('.car-form-dialog-car img')).toBeVisible()
    })

    test('a used car’s card gives its km; a long tag wraps clear of the heart; a card without photos keeps its tile clear of the tag and the location label', async ({ page }) => {
      await page.goto(siteUrl('coastal-motors', '/search/used-cars'))
      // A used car's card gives its km, as every card does.
      const kilometres = await page.locator('.car-card').evaluateAll((cards) => cards.map((card) => /[\d,]+ km/.test(card.querySelector('ul[aria-label="Key facts"]')?.textContent ?? '')))
      expect(kilometres.length).toBeGreaterThan(0)
      expect(kilometres.every(Boolean)).toBe(true)
      const card = page.locator('.car-card').filter({ has: page.locator('.car-card-tag') }).first()
      await expect(card).toBeVisible()
      const tag = card.locator('.car-card-tag')
      // The longest tag a feed gives: it must show whole.
      await tag.evaluate((element) => (element.textContent = 'TOYOTA CERTIFIED PRE-OWNED'))
      const heart = await box(card.locator('.favourite-slot'))
      await expect(async () => {
        expect(overlap(await box(tag), heart)).toBe(false)
        expect(await tag.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      }).toPass({ timeout: 5_000 })

      const noPhoto = await carWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock'], numericFilters: ['photos_count=0'] })
      // Its stock number in the keyword puts it first.
      await page.goto(siteUrl('swan-river-toyota', `/search/new-used-and-demo-cars?query=${encodeURIComponent(noPhoto.stocknum)}`))
      const tileCard = page.locator('.car-card').filter({ has: page.locator('.car-card-tile') }).first()
      await expect(tileCard).toBeVisible()
      const request = await box(tileCard.getByRole('link', { name: /^Request Photos/ }))
      const location = tileCard.locator('.car-card-location')
      if (await location.count()) expect(overlap(request, await box(location))).toBe(false)
      const tileTag = tileCard.locator('.car-card-tag')
      if (await tileTag.count()) expect(overlap(await box(tileCard.locator('.car-card-tile .icon')), await box(tileTag))).toBe(false)
    })
  })
}

test.describe('at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the dealer’s car page sections fit the car: a Toyota inspection shows on a used Toyota, not on a traded-in car of another make', async ({ page }) => {
    const used = await listedCars<{ slug: string; make: string }>(page, (path) => siteUrl('swan-river-toyota', path), { hitsPerPage: 200, facetFilters: ['car_type:used', 'status:in_stock'] })
    const toyota = used.find((car) => car.make === 'Toyota')
    const other = used.find((car) => car.make !== 'Toyota')
    if (!toyota || !other) throw new Error(`Swan's demo stock needs a used Toyota and a used car of another make: ${JSON.stringify(used.slice(0, 5))}`)
    await page.goto(siteUrl('swan-river-toyota', `/cars/${toyota.slug}`))
    await expect(page.locator('section', { has: page.locator('#whats-included') })).toContainText('Toyota Certified Pre-Owned inspection')
    await page.goto(siteUrl('swan-river-toyota', `/cars/${other.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(other.make)
    await expect(page.getByText('Toyota Certified Pre-Owned inspection')).toHaveCount(0)
  })

  test('the make and body tiles keep to one row each, so the first cars are above the fold', async ({ page }) => {
    await page.goto(siteUrl('coastal-motors', '/search/used-cars'))
    for (const row of await page.locator('.facet-tiles ul').all()) {
      const tiles = await row.locator('li').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size)
      expect(tiles).toBe(1)
    }
    expect((await box(page.locator('.car-card').first())).y).toBeLessThan(900)
  })

  test('a search that finds nothing shows the closest matches, with a way to all of them, and a Find me one enquiry that says what was asked', async ({ page }) => {
    await page.goto(siteUrl('coastal-motors', '/search/used-cars?query=Ferrari%20Testarossa'))
    await expect(page.getByRole('heading', { name: 'No cars match this search yet' })).toBeVisible()
    const closest = page.locator('section', { has: page.getByRole('heading', { name: /^Closest matches: \d+ cars?$/ }) })
    await expect(closest.locator('.car-card').first()).toBeVisible()
    await closest.getByRole('link', { name: /View all/ }).click()
    await expect(page).toHaveURL(/\/search\/used-cars$/)
    await expect(page.locator('.car-card').first()).toBeVisible()
    await page.goBack()
    const form = page.locator('#find-me-one')
    await expect(form.getByRole('heading', { name: 'Find me one' })).toBeVisible()
    await expect(form.getByLabel(/^Message/)).toHaveValue(/Ferrari Testarossa/)
  })

  test('the map block stands a link to the full map in for a map that cannot load; the home blog cards are drawn as on the blog', async ({ page }) => {
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort())
    await page.route('https://www.openstreetmap.org/**', (route) => route.abort())
    await page.goto(siteUrl('sunshine-caravans', '/'))
    const map = page.locator('[data-map]')
    await expect(map).toHaveAttribute('data-map', 'unavailable')
    await expect(map.locator('iframe')).toHaveCount(0)
    await expect(map.getByRole('link', { name: /on OpenStreetMap$/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/)

    const homeCard = page.locator('.post-card').first()
    const homeMedia = await box(homeCard.locator(':scope > :first-child'))
    await page.goto(siteUrl('sunshine-caravans', '/blog'))
    const blogMedia = await box(page.locator('.post-card').first().locator(':scope > :first-child'))
    expect(Math.abs(homeMedia.width / homeMedia.height - 16 / 9)).toBeLessThan(0.02)
    expect(Math.abs(blogMedia.width / blogMedia.height - 16 / 9)).toBeLessThan(0.02)
  })
})
