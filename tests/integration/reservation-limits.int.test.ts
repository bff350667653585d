import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESERVE_ERRORS } from '../../src/domain/reservation'
import { TEST_RESERVE_LIMIT_PER_ADDRESS } from '../support/nextServer'
import { call, closeShopperJourney, COASTAL, importTestCar, openShopperJourney, payAndReturn, payload, PHONE, reservationsOf, signIn, siteIds, SWAN, until } from '../support/shopperJourney'
import type { HttpResponse } from '../support/http'

const CARS = ['coastal-hold-1', 'cap-1', 'cap-2', 'cap-3', 'cache-a', 'cache-b']

beforeAll(async () => {
  await openShopperJourney()
  await importTestCar(COASTAL, 'coastal-hold-1', 'coastal-reservation-test-car')
  for (const id of ['cap-1', 'cap-2', 'cap-3']) await importTestCar(SWAN, id, `reservation-${id}-car`)
  await importTestCar(SWAN, 'cache-a', 'page-cache-car-a')
  await importTestCar(SWAN, 'cache-b', 'page-cache-car-b', { model: 'HiAce', simple_body: 'van' })
}, 60_000)

afterAll(() => closeShopperJourney(CARS))

async function changeReserveOnline(site: string, change: Record<string, unknown>) {
  const id = siteIds.get(site)!
  const settings = ((await payload.findByID({ collection: 'tenants', id, depth: 0, overrideAccess: true })).settings ?? {}) as { reserveOnline?: Record<string, unknown> }
  await payload.update({ collection: 'tenants', id, data: { settings: { ...settings, reserveOnline: { ...settings.reserveOnline, ...change } } } as never, overrideAccess: true })
}

describe('reserve online holds no car for free (issue 22)', () => {
  it('without a payment provider for the site, Reserve Online is off: the car page says nothing of it, the reserve page is not found and the endpoint refuses', async () => {
    const { cookie } = await signIn('offline@example.com.au', COASTAL)
    const carPage = '/cars/coastal-reservation-test-car'
    const showsReserving = async () => (await call(carPage, { site: COASTAL, method: 'GET' })).body.includes(`${carPage}/checkout`)
    expect(await showsReserving()).toBe(true)
    // The demo seed's switch off: this production server has no PAYMENTS_PROVIDER=test and no Stripe keys.
    await changeReserveOnline(COASTAL, { testPayments: false })
    try {
      await until(async () => !(await showsReserving()), 5_000)
      const page = await call(carPage, { site: COASTAL, method: 'GET' })
      expect(page.status).toBe(200)
      expect(page.body).not.toMatch(/reserve online|reserve this car|hold it for you/i)
      expect((await call(`${carPage}/checkout`, { site: COASTAL, method: 'GET', cookie })).status).toBe(404)
      const refused = await call('/api/reserve', { site: COASTAL, cookie, body: { car_id: 'coastal-hold-1', name: 'Oli Offline', email: 'offline@example.com.au', phone_number: PHONE } })
      expect([refused.status, refused.json<{ message: string }>().message]).toEqual([404, RESERVE_ERRORS.off])
    } finally {
      await changeReserveOnline(COASTAL, { testPayments: true })
    }
    await until(showsReserving, 5_000)
  })

  it('one live hold per shopper per site: another car is refused while a payment is open or a hold lasts, by account or email; a site may allow more; a payment past the cap is refunded', async () => {
    const { cookie } = await signIn('capped@example.com.au')
    const start = (carId: string, email = 'capped@example.com.au', as = cookie) => call('/api/reserve', { cookie: as, body: { car_id: carId, name: 'Cap Tester', email, phone_number: PHONE } })
    const first = await start('cap-1')
    expect(first.status, first.body).toBe(200)
    // Another address on the same account: the account's open payment counts.
    const open = await start('cap-2', 'another.address@example.com.au')
    expect(open.status).toBe(409)
    expect(open.json<{ message: string }>().message).toMatch(/^You have started reserving the .+ and its payment is still open, and shoppers may hold one car at a time\. Finish that payment, or try again after .+\.$/)
    // Starting again on the same car (back from its payment page) is not a second hold.
    expect((await start('cap-1')).status).toBe(200)

    await changeReserveOnline(SWAN, { holdsPerShopper: 2 })
    let second: HttpResponse | undefined
    try {
      // The server hears of the change through PostgreSQL moments later; until then it still refuses. Each try counts
      // against the address's reservation allowance, so the tries are spaced.
      for (let tries = 0; tries < 20 && second?.status !== 200; tries++) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 250))
        second = await start('cap-2')
      }
      expect(second!.status, second!.body).toBe(200)
    } finally {
      await changeReserveOnline(SWAN, { holdsPerShopper: null })
    }
    // Both payment pages paid after the site went back to one: the second payment is refunded, not held.
    await payAndReturn(first, cookie)
    await payAndReturn(second!, cookie)
    const statusOf = async (carId: string) => (await reservationsOf(carId)).filter((row) => row.status === 'held' || row.status === 'refunded').map((row) => [row.status, Boolean(row.refund_id)])
    expect(await statusOf('cap-1')).toEqual([['held', false]])
    expect(await statusOf('cap-2')).toEqual([['refunded', true]])

    const held = await start('cap-3')
    expect(held.status).toBe(409)
    expect(held.json<{ message: string }>().message).toMatch(/^You already hold the .+ on this site until .+, and shoppers may hold one car at a time\. Ask us to release it, or reserve again after .+\.$/)
    // Another account, the same email address: still the same shopper.
    const { cookie: otherAccount } = await signIn('capped.too@example.com.au')
    expect((await start('cap-3', 'Capped@example.com.au', otherAccount)).status).toBe(409)
    expect((await start('cap-3', 'someone.else@example.com.au', otherAccount)).status).toBe(200)
  })

  it('starting reservations is rate limited per address: past the budget, a 429 with Retry-After', async () => {
    const { cookie } = await signIn('flood@example.com.au', COASTAL)
    const statuses: number[] = []
    let last: HttpResponse | null = null
    for (let n = 0; n <= TEST_RESERVE_LIMIT_PER_ADDRESS; n++) {
      last = await call('/api/reserve', { site: COASTAL, cookie, body: { car_id: '', name: 'Flood', email: 'flood@example.com.au', phone_number: PHONE } })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, -1)).toEqual(Array(TEST_RESERVE_LIMIT_PER_ADDRESS).fill(400))
    expect(last!.status).toBe(429)
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0)
    expect(last!.json<{ message: string }>().message).toMatch(/^Too many reservations were started from here just now\. Please try again in \d+ seconds\.$/)
  })

  it('a hold expires only the pages that show the car: its page is rendered afresh, another car’s page stays in the page cache', async () => {
    const { cookie } = await signIn('cache.watcher@example.com.au')
    const carPage = (slug: string) => call(`/cars/${slug}`, { method: 'GET' })
    // Car B is of another model and body, so car A is not among its similar cars.
    const other = 'page-cache-car-b'
    expect((await carPage(other)).body).not.toContain('/cars/page-cache-car-a')
    // The payment is started first, so the pages are cached only for the short pay-and-return (well within the cache's
    // 30 s). A page rendered while any expiry lands is not stored, so each is asked for until it is served from the cache.
    const started = await call('/api/reserve', { cookie, body: { car_id: 'cache-a', name: 'Sam Buyer', email: 'cache.watcher@example.com.au', phone_number: PHONE } })
    expect(started.status, started.body).toBe(200)
    for (const slug of ['page-cache-car-a', other]) await until(async () => (await carPage(slug)).headers['x-page-cache'] === 'hit', 10_000)

    await payAndReturn(started, cookie)
    // Car A's cached page goes at once, and within moments (once this instance's index holds the car) its page offers
    // no reserving: a page rendered in between, from the index before the hold, is dropped again when the index catches up.
    await until(async () => !(await carPage('page-cache-car-a')).body.includes('/cars/page-cache-car-a/buy-online'), 5_000)
    expect((await carPage(other)).headers['x-page-cache']).toBe('hit')
  })
})
