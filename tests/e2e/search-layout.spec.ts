import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (path: string) => `http://swan-river-toyota.localhost:${port}${path}`
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const PHONE = { width: 390, height: 844 }
const TABLET = { width: 768, height: 1024 }
const LAPTOP = { width: 1366, height: 900 }

const cards = (page: Page) => page.locator('.car-grid > li.car-card')
const box = async (locator: Locator) => (await locator.boundingBox())!
const countOf = (text: string) => Number(text.replace(/[^\d]/g, ''))

/** The number of columns of the results grid: the distinct left edges of its first cards. */
async function columns(page: Page): Promise<number> {
  const lefts = await cards(page).evaluateAll((items) => items.slice(0, 6).map((item) => Math.round(item.getBoundingClientRect().left)))
  return new Set(lefts).size
}

test('on a phone the results come first: the first card shows in the first screen, one column, no sideways scroll', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  const first = await box(cards(page).first())
  expect(first.y).toBeLessThan(PHONE.height)
  expect(first.width).toBeGreaterThan(PHONE.width * 0.8)
  expect(await columns(page)).toBe(1)
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})

test('at 768 px the results are two columns; at 1366 px three, beside a sticky filters sidebar, cards of a row equally tall', async ({ page }) => {
  await page.setViewportSize(TABLET)
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  expect(await columns(page)).toBe(2)

  await page.setViewportSize(LAPTOP)
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  expect(await columns(page)).toBe(3)
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
  const sidebar = page.getByRole('complementary', { name: 'Filters' })
  const side = await box(sidebar)
  const grid = await box(page.locator('.car-grid'))
  expect(side.width).toBeGreaterThanOrEqual(270)
  expect(side.width).toBeLessThanOrEqual(310)
  // Side by side: the sidebar ends before the grid starts, and they share rows of the screen.
  expect(side.x + side.width).toBeLessThanOrEqual(grid.x)
  expect(side.y).toBeLessThan(grid.y + grid.height)
  expect(grid.y).toBeLessThan(side.y + side.height)
  const heights = await cards(page).evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().height)))
  expect(new Set(heights).size).toBe(1)

  const top = side.y
  await page.mouse.wheel(0, 1500)
  await expect.poll(async () => (await box(page.locator('.car-grid'))).y).toBeLessThan(grid.y - 1000)
  // Sticky: the page moved 1,500 px, the sidebar stays in view under the header.
  const after = await box(sidebar)
  expect(after.y).toBeGreaterThanOrEqual(0)
  expect(after.y).toBeLessThanOrEqual(top)
})

test('the price slider is one track with two handles, either of which the pointer drags, the chosen stretch between them', async ({ page }) => {
  await page.setViewportSize(LAPTOP)
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  const slider = page.locator('aside [data-slider="price"]')
  const [lowest, highest] = [slider.getByRole('slider', { name: 'Minimum price' }), slider.getByRole('slider', { name: 'Maximum price' })]
  const [low, high] = [await box(lowest), await box(highest)]
  // One track: both inputs lie exactly over each other.
  expect(low).toEqual(high)
  const track = await box(slider.locator('.range-track'))
  expect(track.height).toBeGreaterThanOrEqual(44)

  /** Drags from one point of the track to another. Tried again if the first drag began on the panel's first paint just as its live code took over. */
  const drag = async (fromX: number, toX: number, moved: () => Promise<void>) => {
    const y = low.y + low.height / 2
    await expect(async () => {
      await page.mouse.move(fromX, y)
      await page.mouse.down()
      await page.mouse.move(toX, y, { steps: 5 })
      await page.mouse.up()
      await moved()
    }).toPass({ timeout: 30_000 })
  }

  // Drag the lowest handle (at the track's start) a third of the way: it moves, the highest stays, and the fill follows.
  const [min, max] = [Number(await lowest.getAttribute('min')), Number(await lowest.getAttribute('max'))]
  // A drag the live code did not see (the fill stays put) is tried again.
  const fillStart = () => slider.locator('.range-track').evaluate((element) => parseFloat(getComputedStyle(element).getPropertyValue('--range-lower')))
  await drag(low.x + 11, low.x + low.width / 3, async () => {
    expect(Number(await lowest.inputValue())).toBeGreaterThan(min + (max - min) / 5)
    expect(await fillStart()).toBeGreaterThan(20)
  })
  // The highest stays at the end (the live panel may draw it at the results' own highest price, a step or two in).
  expect(Number(await highest.inputValue())).toBeGreaterThan(max - (max - min) / 20)

  // The highest handle, at the track's end, is still the pointer's.
  await drag(high.x + high.width - 11, high.x + (high.width * 2) / 3, async () => expect(Number(await highest.inputValue())).toBeLessThan(max))
})

test('the Filters drawer traps focus, says Show Me N cars live as a filter changes, and Escape gives focus back; axe finds nothing with it open', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  await page.waitForLoadState('networkidle')
  const button = page.getByRole('button', { name: /^Filters/ })
  await button.click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer).toBeVisible()
  const area = await box(drawer)
  expect(area.width).toBe(PHONE.width)

  // Tab wraps inside the drawer.
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Shift+Tab')
  expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

  // 'Show Me N cars' stays at the bottom of the screen, and its count follows the make chosen.
  const showMe = drawer.getByRole('link', { name: /^Show Me [\d,]+ cars?$/ })
  const bottom = await box(showMe)
  expect(bottom.y + bottom.height).toBeLessThanOrEqual(PHONE.height)
  expect(bottom.y).toBeGreaterThan(PHONE.height / 2)
  const before = countOf(await showMe.innerText())
  const make = drawer.locator('#panel-make')
  const choice = (await make.locator('optgroup[label="All makes"] option').allInnerTexts()).find((name) => name !== 'Toyota')!
  await make.selectOption({ label: choice })
  await expect.poll(async () => countOf(await showMe.innerText())).toBeLessThan(before)
  await expect(showMe).toHaveAttribute('href', new RegExp(`/search/${choice.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`))

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(button).toBeFocused()
})

test('a filter from the address shows as a chip and in its list; removing chips and Clear all take filters off; the Filters button counts them', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl('/search/new-used-and-demo-cars?refinementList[colour][0]=Ultraviolet&range[year]=2015:'))
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()
  const chips = page.getByRole('navigation', { name: 'Active filters' })
  await expect(chips.getByRole('link', { name: 'Remove filter: Ultraviolet' })).toBeVisible()
  await expect(chips.getByRole('link', { name: 'Remove filter: 2015 or newer' })).toBeVisible()
  // A value no car has is still listed, so it can be taken off there too.
  await page.getByRole('button', { name: 'Filters (2)' }).click()
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('link', { name: 'Ultraviolet (0)' })).toHaveCount(1)
  await page.keyboard.press('Escape')

  await chips.getByRole('link', { name: 'Remove filter: Ultraviolet' }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?range\[year\]=2015:$/)
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  await chips.getByRole('link', { name: 'Clear all' }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
  await expect(chips).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
})

test('a filter list value adds a chip; the chip takes it off again', async ({ page }) => {
  await page.setViewportSize(LAPTOP)
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  const all = await page.getByRole('heading', { level: 1 }).innerText()
  const body = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Body type' }).getByRole('link').first()
  const name = (await body.innerText()).replace(/\s*\([\d,]+\)$/, '')
  await body.click()
  await expect(page).toHaveURL(/refinementList\[body\]\[0\]=/)
  const chip = page.getByRole('navigation', { name: 'Active filters' }).getByRole('link', { name: `Remove filter: ${name}` })
  await expect(chip).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(all)
  await chip.click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(all)
})

test('the sort select orders the results, with and without JavaScript', async ({ page, browser }) => {
  await page.setViewportSize(LAPTOP)
  const prices = async (on: Page) => (await on.locator('.car-card-price').allInnerTexts()).map((text) => countOf(/\$[\d,]+/.exec(text)?.[0] ?? '')).filter((price) => price > 0)
  await page.goto(siteUrl('/search/used-cars'))
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
  await expect(page).toHaveURL(/\/search\/used-cars\?sortBy=vehicles_price_desc$/)
  await expect.poll(async () => prices(page)).toEqual([...(await prices(page))].sort((a, b) => b - a))
  expect((await prices(page)).length).toBeGreaterThan(1)
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/sortBy=vehicles_price_asc$/)
  const ascending = await prices(page)
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
  expect(ascending[0]).toBeLessThan(ascending.at(-1)!)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto(siteUrl('/search/used-cars?range[price]=5000:'))
  await plain.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await plain.getByRole('button', { name: 'Sort' }).click()
  await expect.poll(() => decodeURIComponent(plain.url())).toMatch(/\/search\/used-cars\?range\[price\]=5000:&sortBy=vehicles_price_asc$/)
  const sorted = await prices(plain)
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b))
  await context.close()
})

test('filter lists open and close and stay as the shopper left them', async ({ page }) => {
  await page.setViewportSize(LAPTOP)
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  const make = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Make', exact: true })
  const firstMake = make.locator('ul.facet-values a').first()
  await expect(firstMake).toBeVisible()
  await make.locator('summary').first().click()
  await expect(firstMake).toBeHidden()
  await page.reload()
  await expect(make.locator('details').first()).not.toHaveAttribute('open')
  await expect(firstMake).toBeHidden()
  const fuel = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Fuel' })
  await expect(fuel.getByRole('link').first()).toBeHidden()
  await fuel.locator('summary').click()
  await page.reload()
  await expect(fuel.getByRole('link').first()).toBeVisible()
})

test('without JavaScript a phone’s Filters link leads to the filters after the results', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  const sidebar = page.getByRole('complementary', { name: 'Filters' })
  await expect(sidebar).toBeVisible()
  expect((await box(sidebar)).y).toBeGreaterThan((await box(cards(page).first())).y)
  await page.getByRole('link', { name: /^Filters/ }).click()
  await expect(page).toHaveURL(/#search-filters$/)
  await expect(sidebar.getByRole('region', { name: 'Make', exact: true }).getByRole('link').first()).toBeInViewport()
  await context.close()
})

test('while the next search loads, each card is a skeleton in its own place: nothing moves', async ({ page }) => {
  await page.setViewportSize(LAPTOP)
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  await page.waitForLoadState('networkidle')
  const first = cards(page).first()
  const before = await box(first)
  // The next search's page arrives a second late.
  await page.route((url) => url.searchParams.has('_rsc'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Body type' }).getByRole('link').first().click()
  const results = page.locator('[aria-busy="true"]')
  await expect(results).toHaveCount(1)
  await expect(first.locator('.car-card-title')).toBeHidden()
  expect(await box(first)).toEqual(before)
  await expect(page).toHaveURL(/refinementList\[body\]\[0\]=/)
  await expect(results).toHaveCount(0)
})

test('the home page’s quick search price is the same one track with two handles, and the chosen range reaches the search', async ({ page }) => {
  await page.setViewportSize(LAPTOP)
  await page.goto(siteUrl('/'))
  const search = page.getByRole('search', { name: 'Quick search' })
  const slider = search.locator('[data-slider="price"]')
  const [lowest, highest] = [slider.getByRole('slider', { name: 'Minimum price' }), slider.getByRole('slider', { name: 'Maximum price' })]
  // One track: both inputs lie exactly over each other, as on the search page.
  expect(await box(lowest)).toEqual(await box(highest))
  expect((await box(slider.locator('.range-track'))).height).toBeGreaterThanOrEqual(44)
  // Set before the island's code took over, a value is set again.
  await expect(async () => {
    await lowest.fill('20000')
    await highest.fill('60000')
    await expect(slider.getByText('$20,000 – $60,000')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const fill = await slider.locator('.range-track').evaluate((element) => [getComputedStyle(element).getPropertyValue('--range-lower'), getComputedStyle(element).getPropertyValue('--range-upper')].map(parseFloat))
  expect(fill[0]).toBeGreaterThan(0)
  expect(fill[1]).toBeLessThan(100)
  await search.getByRole('button', { name: 'Search' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('range[price]')).toBe('20000:60000')
})
