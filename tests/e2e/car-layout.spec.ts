import { expect, test, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const SITE = 'swan-river-toyota'
const siteUrl = (path: string) => `http://${SITE}.localhost:${port}${path}`

type Hit = { slug: string; photos_count: number; name: string }

/** A listed car of the demo site, found through the public search API as a shopper's browser would. */
async function carWhere(page: Page, params: Record<string, unknown>): Promise<Hit> {
  await page.goto(siteUrl('/contact'))
  const body = await page.evaluate(async (search) => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 1, ...search } }] }) })
    return response.json()
  }, params)
  const [hit] = body.results[0].hits as Hit[]
  if (!hit) throw new Error(`The demo stock has no listed car with ${JSON.stringify(params)}`)
  return hit
}

const withPhotos = (page: Page) => carWhere(page, { facetFilters: ['status:in_stock'], numericFilters: ['photos_count>1'] })

/** Until React has hydrated the gallery, its keys and count are the browser's alone. */
async function galleryHydrated(page: Page) {
  await page.waitForFunction(() => {
    const track = document.querySelector('[data-testid="gallery-track"]')
    return track !== null && Object.keys(track).some((key) => key.startsWith('__reactFiber'))
  })
}

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).boundingBox()
  if (!found) throw new Error(`${testId} is not on screen`)
  return found
}

/** The enquiry section's height while the server's drawing of the form holds its place, and once the real form and its spam check have drawn. */
async function enquiryHeights(page: Page) {
  const car = await withPhotos(page)
  await page.goto(siteUrl(`/cars/${car.slug}`))
  const section = page.locator('#enquire')
  await expect(section.locator('[aria-hidden="true"] input').first()).toBeAttached()
  const drawn = (await section.boundingBox())!.height
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByRole('form', { name: 'Enquire' })).toBeVisible()
  await expect(section.locator('altcha-widget label').first()).toBeVisible()
  return { drawn, loaded: (await section.boundingBox())!.height }
}

test.describe('at 1366 × 900', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the gallery (about 60%) and the panel sit side by side, and the panel stays in view on scroll', async ({ page }) => {
    const car = await withPhotos(page)
    await page.goto(siteUrl(`/cars/${car.slug}`))
    const gallery = await box(page, 'gallery-track')
    const panel = await box(page, 'car-panel')
    expect(gallery.x + gallery.width).toBeLessThanOrEqual(panel.x)
    expect(Math.abs(gallery.y - panel.y)).toBeLessThan(8)
    const share = gallery.width / (panel.x + panel.width - gallery.x)
    expect(share).toBeGreaterThan(0.55)
    expect(share).toBeLessThan(0.65)
    // The main photo keeps its 4:3 box.
    expect(Math.abs(gallery.width / gallery.height - 4 / 3)).toBeLessThan(0.02)

    await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800)
    const galleryAfter = await box(page, 'gallery-track')
    const panelAfter = await box(page, 'car-panel')
    expect(galleryAfter.y).toBeLessThan(gallery.y - 700)
    // Sticky: still at the top of the screen, below the header, not scrolled away with the gallery.
    expect(panelAfter.y).toBeGreaterThanOrEqual(0)
    expect(panelAfter.y).toBeLessThan(200)
    await expect(page.getByRole('navigation', { name: 'This car' }).getByRole('button', { name: 'Enquire' })).toBeInViewport()
  })

  test('ArrowRight while the gallery has focus shows the next photo; the full-screen view keeps focus inside and Escape returns it', async ({ page }) => {
    const car = await withPhotos(page)
    await page.goto(siteUrl(`/cars/${car.slug}`))
    const count = page.getByTestId('gallery-count')
    await expect(count).toHaveText(`Photo 1 / ${car.photos_count}`)
    await galleryHydrated(page)
    await page.getByTestId('gallery-track').focus()
    await page.keyboard.press('ArrowRight')
    await expect(count).toHaveText(`Photo 2 / ${car.photos_count}`)
    await expect(page.getByRole('button', { name: `Photo 2 of ${car.photos_count}` })).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(count).toHaveText(`Photo 1 / ${car.photos_count}`)

    const opener = page.getByRole('button', { name: 'View photos full screen' })
    await opener.click()
    const viewer = page.getByRole('dialog')
    await expect(viewer).toBeVisible()
    const viewerBox = await viewer.boundingBox()
    expect(viewerBox!.width).toBeGreaterThanOrEqual(1366 - 1)
    await expect(viewer.getByTestId('viewer-count')).toHaveText(`1 / ${car.photos_count}`)
    await page.keyboard.press('ArrowRight')
    await expect(viewer.getByTestId('viewer-count')).toHaveText(`2 / ${car.photos_count}`)
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    // Tabbing may bring another photo's controls into view: the gallery follows whichever photo the view ends on.
    const last = await viewer.getByTestId('viewer-count').innerText()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(opener).toBeFocused()
    // The gallery shows the photo the view was on.
    await expect(count).toHaveText(`Photo ${last}`)
  })

  test('only the first photo loads at once, at high priority; the others and the thumbnails wait', async ({ page }) => {
    const car = await withPhotos(page)
    await page.goto(siteUrl(`/cars/${car.slug}`))
    const photos = page.getByTestId('gallery-track').locator('img')
    await expect(photos).toHaveCount(car.photos_count)
    const loading = await photos.evaluateAll((images) => images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]))
    expect(loading[0]).toEqual(['eager', 'high'])
    expect(loading.slice(1).every(([value]) => value === 'lazy')).toBe(true)
    const thumbnails = await page.getByRole('list', { name: 'Choose a photo' }).locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('loading')))
    expect(thumbnails).toEqual(Array(car.photos_count).fill('lazy'))
  })

  test('a car with no photo shows the drawn placeholder and Request Photos, which opens that form', async ({ page }) => {
    const car = await carWhere(page, { facetFilters: ['status:in_stock'], numericFilters: ['photos_count=0'] })
    await page.goto(siteUrl(`/cars/${car.slug}`))
    const placeholder = page.getByTestId('gallery-placeholder')
    await expect(placeholder).toContainText(/Photos coming soon/)
    await expect(placeholder.locator('svg')).toBeVisible()
    const tile = await placeholder.boundingBox()
    expect(Math.abs(tile!.width / tile!.height - 4 / 3)).toBeLessThan(0.02)
    await placeholder.getByRole('link', { name: /^Request Photos/ }).click()
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}\\?enquiry=request-photos#enquire$`))
    await expect(page.getByRole('heading', { name: 'Request Photos' })).toBeVisible()
  })

  test('the enquiry form arriving as the shopper nears it moves nothing: its section keeps its height', async ({ page }) => {
    const { drawn, loaded } = await enquiryHeights(page)
    expect(Math.abs(loaded - drawn)).toBeLessThan(1)
  })
})

test.describe('at 768 × 1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } })

  test('one column: the gallery across the page above the panel, nothing wider than the screen', async ({ page }) => {
    const car = await withPhotos(page)
    await page.goto(siteUrl(`/cars/${car.slug}`))
    const gallery = await box(page, 'gallery-track')
    const panel = await box(page, 'car-panel')
    expect(gallery.width).toBeGreaterThan(768 * 0.85)
    expect(gallery.y + gallery.height).toBeLessThanOrEqual(panel.y)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
  })
})

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the enquiry form arriving as the shopper nears it moves nothing: its section keeps its height', async ({ page }) => {
    const { drawn, loaded } = await enquiryHeights(page)
    expect(Math.abs(loaded - drawn)).toBeLessThan(1)
  })

  test('the gallery takes the width above the panel, and a swipe moves to the next photo', async ({ page }) => {
    const car = await withPhotos(page)
    await page.goto(siteUrl(`/cars/${car.slug}`))
    const gallery = await box(page, 'gallery-track')
    const panel = await box(page, 'car-panel')
    expect(gallery.width).toBeGreaterThan(390 * 0.85)
    expect(gallery.y + gallery.height).toBeLessThanOrEqual(panel.y)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // The price is on the first screen.
    await expect(page.getByTestId('car-panel').getByRole('heading', { level: 1 })).toBeInViewport()

    const count = page.getByTestId('gallery-count')
    await expect(count).toHaveText(`Photo 1 / ${car.photos_count}`)
    await galleryHydrated(page)
    // A real touch swipe, right to left across the photo.
    const session = await page.context().newCDPSession(page)
    const y = Math.round(gallery.y + gallery.height / 2)
    const [from, to] = [gallery.x + gallery.width * 0.85, gallery.x + gallery.width * 0.15]
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] })
    for (let step = 1; step <= 10; step++) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 10, y }] })
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(count).toHaveText(`Photo 2 / ${car.photos_count}`)
  })
})
