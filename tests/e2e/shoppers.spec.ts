import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

const port = process.env.E2E_PORT ?? '3200'
// Swan River Toyota keeps a server watchlist, gates checkout and reserves at /cars/{slug}/buy-online.
const SWAN = 'swan-river-toyota'
const siteUrl = (path: string) => `http://${SWAN}.localhost:${port}${path}`
const PHONE = '0412 777 001'

type Hit = { objectID: string; slug: string; stocknum: string; name: string; price: number; reserved?: boolean }

let database: pg.Pool

test.beforeAll(() => {
  database = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL })
})

test.afterAll(async () => {
  await database.end()
})

/** Listed cars of Swan River Toyota, through the public search API as the browser would. */
async function searchCars(page: Page, params: Record<string, unknown>): Promise<Hit[]> {
  if (!page.url().startsWith(siteUrl('/'))) await page.goto(siteUrl('/contact'))
  const body = await page.evaluate(async (search) => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: search }] }) })
    return response.json()
  }, params)
  return body.results[0].hits as Hit[]
}

/** A listed car nobody holds, of the types the site lets shoppers reserve, that this test has to itself. */
async function freeCar(page: Page, skip: number): Promise<Hit> {
  const hits = await searchCars(page, { facetFilters: ['status:in_stock', 'reserved:false', 'sold:false'], hitsPerPage: 20 })
  const car = hits[skip]
  if (!car) throw new Error('The demo stock has too few available cars')
  return car
}

/** The code the site's outbox holds for the address: there is no mail server in tests. */
async function latestCode(email: string): Promise<string> {
  let text = ''
  await expect(async () => {
    const { rows } = await database.query<{ text: string }>("SELECT text FROM lead_outbox WHERE \"to\" = $1 AND subject LIKE '%sign-in code' ORDER BY id DESC LIMIT 1", [email])
    text = rows[0]?.text ?? ''
    expect(text).toMatch(/\d{6}/)
  }).toPass({ timeout: 10_000 })
  return /(\d{6})/.exec(text)![1]!
}

/** Signs in on the sign-in page the shopper was sent to: email (and mobile), then the code from the outbox. */
async function signInHere(page: Page, email: string) {
  await expect(page).toHaveURL(/\/sign-in\?/)
  await page.getByLabel('Email address').fill(email)
  const phone = page.getByLabel(/Mobile number/)
  await phone.fill(PHONE)
  await page.getByRole('button', { name: 'Send my code' }).click()
  await expect(page.getByRole('status').filter({ hasText: /We sent a 6-digit code/ })).toBeVisible()
  await page.getByLabel('Your code').fill(await latestCode(email))
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

async function listedReserved(page: Page, car: Hit): Promise<boolean> {
  const [hit] = await searchCars(page, { facetFilters: [`stocknum:${car.stocknum}`], hitsPerPage: 1 })
  return hit?.reserved === true
}

test('a shopper signs in with the outbox code from a card’s heart, saves and removes the car with its toasts, and sees it on the watchlist page', async ({ page }) => {
  const car = await freeCar(page, 0)
  await page.goto(siteUrl(`/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`))
  const card = page.locator('.car-card').filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) }).first()
  await card.getByRole('link', { name: `Sign in to save ${car.name} to your watchlist` }).click()
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=/)
  await signInHere(page, `watcher.${Date.now()}@example.com.au`)

  // Back on the search page, signed in: the heart is now a toggle.
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars/)
  const toggle = page.locator('.car-card').filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) }).first().getByRole('button', { name: `Save ${car.name} to your watchlist` })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  const toasts = page.locator('.watchlist-toast')
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toContainText('Car Saved In Watchlist')
  await expect(toasts).toContainText(`${car.name} is now available in your watchlist`)
  const pressed = page.locator('.car-card').filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) }).first().getByRole('button', { name: `Remove ${car.name} from your watchlist` })
  await expect(pressed).toHaveAttribute('aria-pressed', 'true')
  const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event: string; eventId: number }[] }).dataLayer ?? []).filter((event) => event.event === 'favourite'))
  expect(events.map((event) => event.eventId)).toEqual([39])

  // Removing replaces the toast: the list holds one.
  await pressed.click()
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toContainText('Car Removed')
  await expect(toasts).toContainText(`${car.name} is no longer in your watchlist`)
  await page.locator('.car-card').filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) }).first().getByRole('button', { name: `Save ${car.name} to your watchlist` }).click()
  await expect(toasts).toContainText('Car Saved In Watchlist')

  await toasts.getByRole('link', { name: 'View List' }).click()
  await expect(page).toHaveURL(siteUrl('/watchlist'))
  await expect(page.getByRole('heading', { name: 'My watchlist' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expect(page.locator('.saved-car').filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) })).toHaveCount(1)
})

/** Whether two boxes on the screen overlap. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Saves from the heart and checks the toast: its words, and that it leaves the heart uncovered. */
async function saveWithToast(page: Page, heart: ReturnType<Page['locator']>, name: string) {
  await heart.click()
  const toast = page.locator('.watchlist-toast')
  await expect(toast).toContainText('Car Saved In Watchlist')
  await expect(toast).toContainText(`${name} is now available in your watchlist`)
  await expect(page.getByRole('status', { name: 'Watchlist' })).toHaveAttribute('aria-live', 'polite')
  expect(overlaps((await toast.boundingBox())!, (await page.locator('.favourite-toggle[aria-pressed="true"]').first().boundingBox())!)).toBe(false)
  await toast.getByRole('button', { name: 'Close' }).click()
}

test('on a phone: an empty watchlist offers cars, the search and find me one; saved cars show photo, price and status (sold, price dropped with the old price)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const email = `saver.${Date.now()}@example.com.au`
  await page.goto(siteUrl('/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F'))
  await signInHere(page, email)
  await expect(page).toHaveURL(siteUrl('/watchlist'))
  const empty = page.locator('.watchlist-empty')
  await expect(empty.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible()
  await expect(empty.getByRole('link', { name: 'Search all cars' })).toHaveAttribute('href', '/search/new-used-and-demo-cars')
  await expect(empty.getByRole('link', { name: 'Find me one' })).toHaveAttribute('href', '/contact?enquiry=find-me-one#general-enquiry')
  expect(await empty.locator('.car-card').count()).toBeGreaterThan(0)
  await expectNoAxeViolations(page)
  await empty.getByRole('link', { name: 'Find me one' }).click()
  await expect(page.locator('#general-enquiry textarea[name="message"]')).toHaveValue('I am looking for a car. Please let me know when you have one.')

  // From a card low on the screen (the third free car of the search page): the toast shows at the top, clear of its heart.
  await page.goto(siteUrl('/search/new-used-and-demo-cars'))
  const card = page.locator('.car-card').filter({ has: page.getByRole('button', { name: /^Save .+ to your watchlist$/ }) }).filter({ hasNotText: 'RESERVED' }).nth(2)
  const slug = (await card.locator('.car-card-title a').getAttribute('href'))!.replace('/cars/', '')
  const [dropped] = (await searchCars(page, { facetFilters: [`slug:${slug}`], hitsPerPage: 1 })) as [Hit]
  expect(dropped.price).toBeGreaterThan(10)
  const priced = await searchCars(page, { facetFilters: ['status:in_stock', 'reserved:false', 'sold:false'], numericFilters: ['price>10'], hitsPerPage: 8 })
  const kept = priced.slice(4).find((car) => car.objectID !== dropped.objectID)!
  const cardHeart = card.getByRole('button', { name: `Save ${dropped.name} to your watchlist` })
  await cardHeart.evaluate((heart) => window.scrollBy(0, heart.getBoundingClientRect().top - window.innerHeight * 0.7))
  await saveWithToast(page, cardHeart, dropped.name)
  // From the car page.
  await page.goto(siteUrl(`/cars/${kept.slug}`))
  await saveWithToast(page, page.locator('.car-title').getByRole('button', { name: `Save ${kept.name} to your watchlist` }), kept.name)
  // A sold car (listed for a few days after it sold) has no heart; saved before it sold, as the API does.
  const [sold] = await searchCars(page, { facetFilters: ['status:sold'], numericFilters: ['price>10'], hitsPerPage: 1 })
  const saved = await page.evaluate(async ([id, phone]) => (await fetch('/api/watchlist/save-car', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone_number: phone, car_id: id }) })).status, [sold!.objectID, PHONE] as const)
  expect(saved).toBe(200)

  // The price each had when saved is kept; the first was dearer then than now.
  const prices = await database.query<{ car_id: string; saved_price: string | null }>('SELECT car_id, saved_price FROM watchlist_entries WHERE shopper_id = (SELECT id FROM shoppers WHERE email = $1)', [email])
  expect(Object.fromEntries(prices.rows.map((row) => [row.car_id, Number(row.saved_price)]))).toEqual({ [dropped.objectID]: dropped.price, [kept.objectID]: kept.price, [sold!.objectID]: sold!.price })
  await database.query('UPDATE watchlist_entries SET saved_price = saved_price + 2000 WHERE car_id = $1 AND shopper_id = (SELECT id FROM shoppers WHERE email = $2)', [dropped.objectID, email])

  await page.goto(siteUrl('/watchlist'))
  const rows = page.locator('.saved-car')
  await expect(rows).toHaveCount(3)
  const row = (car: Hit) => rows.filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) })
  const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`
  await expect(row(dropped).locator('.saved-car-status')).toHaveText('Price dropped')
  await expect(row(dropped).locator('.saved-car-price')).toContainText(dollars(dropped.price))
  await expect(row(dropped).locator('.saved-car-price s')).toHaveText(`was ${dollars(dropped.price + 2000)}`)
  await expect(row(dropped).locator('.saved-car-price')).toContainText('$2,000 less')
  await expect(row(sold!).locator('.saved-car-status')).toHaveText('Sold')
  await expect(row(kept).locator('.saved-car-status')).toHaveCount(0)
  await expect(row(kept).locator('.saved-car-price')).toContainText(dollars(kept.price))
  for (const car of [dropped, kept, sold!]) await expect(row(car).locator('img, .icon').first()).toBeVisible()
  await expectNoAxeViolations(page)
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // The sold car's heart removes it, with the removal's toast.
  await row(sold!).getByRole('button', { name: `Remove ${sold!.name} from your watchlist` }).click()
  await expect(page.locator('.watchlist-toast')).toContainText(`${sold!.name} is no longer in your watchlist`)
})

test('a save the server refuses is rolled back with an alert', async ({ page }) => {
  const car = await freeCar(page, 1)
  await page.goto(siteUrl(`/sign-in?type=watchlist&redirect=${encodeURIComponent(`/cars/${car.slug}`)}&back=%2F`))
  await signInHere(page, `rollback.${Date.now()}@example.com.au`)
  await expect(page).toHaveURL(siteUrl(`/cars/${car.slug}`))
  await page.route('**/api/watchlist/save-car', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The watchlist is resting. Try again soon.' }) }))
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  const toggle = page.getByRole('button', { name: `Save ${car.name} to your watchlist` }).first()
  await toggle.click()
  await expect.poll(() => alerts).toEqual(['The watchlist is resting. Try again soon.'])
  await expect(page.getByRole('button', { name: `Save ${car.name} to your watchlist` }).first()).toHaveAttribute('aria-pressed', 'false')
  await expect(page.locator('.watchlist-toast')).toHaveCount(0)
})

test('a gated route sends a signed-out shopper to sign in and back; the reservation holds the car, and search shows it reserved', async ({ page }) => {
  const car = await freeCar(page, 2)
  // Signed out, the reserve page is gated: sign-in first, with the way back to the car page the shopper came from.
  await page.goto(siteUrl(`/cars/${car.slug}/buy-online`), { referer: siteUrl(`/cars/${car.slug}`) })
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?type=checkout&redirect=%2Fcars%2F${car.slug}%2Fbuy-online&back=`))
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/cars/${car.slug}`)
  const email = `buyer.${Date.now()}@example.com.au`
  await signInHere(page, email)
  await expect(page).toHaveURL(siteUrl(`/cars/${car.slug}/buy-online`))
  await expect(page.getByRole('heading', { name: /^Reserve / })).toBeVisible()
  await expect(page.getByRole('list', { name: 'We accept' })).toHaveText(/Mastercard.*Visa.*Maestro.*Google Pay.*Apple Pay/)
  await expect(page.getByLabel('Email address')).toHaveValue(email)
  await expectNoAxeViolations(page)

  await page.getByLabel('Full name').fill('Sam Buyer')
  await page.getByRole('button', { name: /^Pay \$[\d,]+ deposit$/ }).click()
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.locator('.reserve-notice')).toContainText('This car is reserved for you until')
  await expectNoAxeViolations(page)
  await expect.poll(() => listedReserved(page, car), { timeout: 5_000 }).toBe(true)
  // No second reserve button for a held car.
  await page.goto(siteUrl(`/cars/${car.slug}`))
  await expect(page.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0)
})

test('a hold nobody confirmed within 48 hours is released by the server’s job', async ({ page }) => {
  test.setTimeout(120_000)
  const car = await freeCar(page, 3)
  await page.goto(siteUrl(`/sign-in?type=checkout&redirect=${encodeURIComponent(`/cars/${car.slug}/buy-online`)}&back=%2F`))
  await signInHere(page, `lapsed.${Date.now()}@example.com.au`)
  await page.getByLabel('Full name').fill('Lee Lapsed')
  await page.getByRole('button', { name: /^Pay \$[\d,]+ deposit$/ }).click()
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.locator('.reserve-notice')).toContainText('This car is reserved for you until')
  await expect.poll(() => listedReserved(page, car)).toBe(true)

  // Two days pass: the job (every 15 s) ends the hold and the car is listed again.
  await database.query("UPDATE reservations SET held_until = now() - interval '1 minute' WHERE car_id = $1 AND status = 'held'", [car.objectID])
  await expect.poll(() => listedReserved(page, car), { timeout: 60_000, intervals: [1_000] }).toBe(false)
  const { rows } = await database.query<{ status: string }>('SELECT status FROM reservations WHERE car_id = $1 ORDER BY id DESC LIMIT 1', [car.objectID])
  expect(rows[0]!.status).toBe('expired')
})
