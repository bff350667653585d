import { expect, test } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (site: string, path: string) => `http://${site}.localhost:${port}${path}`
const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 })
const countOf = (text: string) => Number(text.replace(/[^\d]/g, ''))

test('make tiles show a logo, the make and its count, and lead to that make’s search with that many cars', async ({ page }) => {
  await page.goto(siteUrl('coastal-motors', '/search/used-cars'))
  const tiles = page.getByRole('region', { name: 'Shop by make' }).getByRole('link')
  expect(await tiles.count()).toBeGreaterThan(1)
  expect(await tiles.count()).toBeLessThanOrEqual(8)
  const tile = tiles.first()
  // A fixed 40 px box, so the tiles never shift the page.
  expect(await tile.locator('.make-logo').evaluate((logo) => [logo.getBoundingClientRect().width, logo.getBoundingClientRect().height])).toEqual([40, 40])
  const make = await tile.locator('.facet-tile-name').innerText()
  const count = countOf(await tile.locator('.facet-tile-count').innerText())
  await tile.click()
  // The site sells used cars only, so the make's path says it all.
  await expect(page).toHaveURL(new RegExp(`/search/${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`))
  await expect(heading(page)).toHaveText(new RegExp(`^${count.toLocaleString('en-AU')} cars?`))
  // A make is chosen: its row of tiles gives way to the body types.
  await expect(page.getByRole('region', { name: 'Shop by make' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Shop by body type' }).getByRole('link').first()).toBeVisible()
})

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
  test(`at ${viewport.width} px no make tile cuts its name short ("Volkswagen" whole), on the home page and the search page`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const [site, path] of [['swan-river-toyota', '/'], ['coastal-motors', '/search/used-cars']] as const) {
      await page.goto(siteUrl(site, path))
      const names = page.getByRole('region', { name: 'Shop by make' }).locator('.facet-tile-name')
      expect(await names.count()).toBeGreaterThan(1)
      const cut = await names.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1 || getComputedStyle(element).textOverflow === 'ellipsis').map((element) => element.textContent))
      expect(cut, `${site}${path}`).toEqual([])
      // The name sits beside its logo, not pushed across the tile.
      const gaps = await page.getByRole('region', { name: 'Shop by make' }).getByRole('link').evaluateAll((tiles) =>
        tiles.map((tile) => tile.querySelector('.facet-tile-name')!.getBoundingClientRect().left - tile.querySelector('.make-logo')!.getBoundingClientRect().right),
      )
      expect(Math.max(...gaps), `${site}${path}`).toBeLessThanOrEqual(12)
    }
    await page.goto(siteUrl('swan-river-toyota', '/'))
    await expect(page.getByRole('region', { name: 'Shop by make' }).getByText('Volkswagen', { exact: true })).toBeVisible()
  })
}

test('the makes list shows 7, then "Show all makes", which reads "Hide extra makes" while open, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('coastal-motors', '/search/used-cars'))
  const makes = page.getByRole('region', { name: 'Make', exact: true })
  await expect(makes.locator('ul.facet-values > li')).toHaveCount(7)
  const summary = makes.locator('details.show-more > summary')
  // innerText, as a shopper reads it: both wordings are in the page, CSS shows one.
  await expect.poll(() => summary.innerText()).toBe('Show all makes')
  await summary.click()
  await expect.poll(() => summary.innerText()).toBe('Hide extra makes')
  await expect(makes.locator('details.show-more ul a').first()).toBeVisible()
  await summary.click()
  await expect.poll(() => summary.innerText()).toBe('Show all makes')
  await context.close()
})

test('a closed filter list draws its values when opened; without JavaScript its link gives the same search with that list open', async ({ page, browser }) => {
  await page.goto(siteUrl('swan-river-toyota', '/search/used-cars'))
  const fuel = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Fuel' })
  await expect(fuel.locator('ul.facet-values')).toHaveCount(0)
  await fuel.locator('summary').click()
  await expect(fuel.getByRole('link', { name: /^[\w -]+ \(\d+\)$/ }).first()).toBeVisible()
  await expect(fuel.getByRole('link', { name: 'Show fuel choices' })).toBeHidden()

  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto(siteUrl('swan-river-toyota', '/search/used-cars'))
  const closed = plain.getByRole('region', { name: 'Fuel' })
  await closed.locator('summary').click()
  await closed.getByRole('link', { name: 'Show fuel choices' }).click()
  await expect(plain).toHaveURL(/\/search\/used-cars\?show=fuel#facet-fuel$/)
  // The list's state is no part of the search: the page's canonical address leaves it out.
  await expect(plain.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/used-cars$/)
  const value = plain.getByRole('region', { name: 'Fuel' }).getByRole('link').first()
  await expect(value).toBeInViewport()
  await value.click()
  await expect(plain).toHaveURL(/\/search\/used-cars\?refinementList\[fuel\]\[0\]=[^&]+$/)
  await expect(plain.getByRole('region', { name: 'Fuel' }).getByRole('link').first()).toBeVisible()
  await context.close()
})

test('the make select lists popular makes first, then all makes, and choosing one searches that make', async ({ page }) => {
  await page.goto(siteUrl('coastal-motors', '/search/used-cars'))
  const select = page.locator('#panel-make')
  // The makes are drawn once the page is alive (the page's markup holds only the choice shown).
  await expect(select.locator('optgroup[label="All makes"] option').first()).toBeAttached()
  const popular = await select.locator('optgroup[label="Popular makes"] option').allInnerTexts()
  const all = await select.locator('optgroup[label="All makes"] option').allInnerTexts()
  expect(popular.length).toBeGreaterThan(0)
  expect(popular.length).toBeLessThanOrEqual(20)
  expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' })))
  expect(all).toEqual(expect.arrayContaining(popular))
  const make = popular[0]!
  await select.selectOption({ label: make })
  const showMe = page.getByRole('link', { name: /^Show Me [\d,]+ cars?$/ })
  await expect(showMe).toHaveAttribute('href', `/search/${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)
  await showMe.click()
  await expect(page).toHaveURL(new RegExp(`/search/${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`))
})

test('the city list has at most 20 values and each filters by its city', async ({ page }) => {
  await page.goto(siteUrl('swan-river-toyota', '/search/new-used-and-demo-cars'))
  // The city list starts closed: a shopper opens it first.
  await page.getByRole('region', { name: 'City' }).locator('summary').click()
  const cities = page.getByRole('region', { name: 'City' }).getByRole('link')
  expect(await cities.count()).toBeGreaterThan(0)
  expect(await cities.count()).toBeLessThanOrEqual(20)
  const dealerships = page.getByRole('region', { name: 'Dealership' }).getByRole('link')
  expect(await dealerships.count()).toBeLessThanOrEqual(40)
  await cities.first().click()
  await expect(page).toHaveURL(/refinementList\[city\]\[0\]=/)
})

test('the manufacturer directory searches by manufacturer, model and body, 21 a page, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('coastal-motors', '/directory'))
  await expect(heading(page)).toHaveText('Manufacturer directory')
  await expect(page.locator('.car-grid > li')).toHaveCount(21)
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/directory?page=2')
  const manufacturer = page.getByLabel('Manufacturer', { exact: true })
  const make = (await manufacturer.locator('optgroup[label="All makes"] option').first().innerText()).trim()
  await manufacturer.selectOption({ label: make })
  await page.getByRole('search', { name: 'Manufacturer directory' }).getByRole('button', { name: 'Search' }).click()
  // The form's empty model and body are dropped: the address is the search's own.
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(new RegExp(`/directory\\?make=${make}$`))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/directory\\?make=${encodeURIComponent(make)}$`))
  const count = countOf(await page.getByRole('heading', { level: 2, name: /cars?$/ }).innerText())
  expect(count).toBeGreaterThan(0)
  await expect(page.locator('.car-grid > li')).toHaveCount(Math.min(count, 21))
  for (const title of await page.locator('.car-card-title').allInnerTexts()) expect(title).toContain(make)
  // A model of another make is dropped on the way.
  await page.goto(siteUrl('coastal-motors', `/directory?make=${encodeURIComponent(make)}&model=No%20Such%20Model`))
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(new RegExp(`/directory\\?make=${make}$`))
  await context.close()
})

test('a dealership’s category and price search shows its own cars, 21 a page, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('swan-river-toyota', '/dealerships/swan-river-toyota-midland/search'))
  await expect(heading(page)).toHaveText(/^Swan River Toyota Midland: [\d,]+ cars?$/)
  const all = countOf(await heading(page).innerText())
  await expect(page.locator('.car-grid > li')).toHaveCount(Math.min(all, 21))
  const category = page.getByLabel('Category', { exact: true })
  const choice = (await category.locator('option').nth(1).innerText()).trim()
  await category.selectOption({ label: choice })
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(new RegExp(`/dealerships/swan-river-toyota-midland/search\\?category=${choice}$`))
  expect(countOf(await heading(page).innerText())).toBeLessThanOrEqual(all)
  await page.getByLabel('Price', { exact: true }).selectOption({ index: 2 })
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\?category=[^&]+&price=\d+:\d*$/)
  await expect(page.getByRole('link', { name: 'More filters for Swan River Toyota Midland' })).toHaveAttribute('href', /refinementList\[dealership_slug\]\[0\]=swan-river-toyota-midland/)
  await context.close()
})

test('an unknown dealership and the parts search on sites without parts answer 404', async ({ page }) => {
  expect((await page.goto(siteUrl('swan-river-toyota', '/dealerships/no-such-dealer/search')))?.status()).toBe(404)
  expect((await page.goto(siteUrl('coastal-motors', '/dealerships/swan-river-toyota-midland/search')))?.status()).toBe(404)
  for (const site of ['swan-river-toyota', 'coastal-motors', 'sunshine-caravans']) {
    expect((await page.goto(siteUrl(site, '/parts/search')))?.status()).toBe(404)
  }
})
