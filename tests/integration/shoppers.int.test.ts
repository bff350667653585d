import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { RESERVATION_HOLD_HOURS } from '../../src/domain/reservation'
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_ERRORS, WATCHLIST_MESSAGES } from '../../src/domain/shoppers'
import { releaseExpiredHolds } from '../../src/reservations/releaseExpiredHolds'
import { clearExpiredShopperRecords } from '../../src/shoppers/clearExpired'
import { logIn, request, type HttpResponse } from '../support/http'
import { call, type Call, closeShopperJourney, COASTAL, importTestCar, latestCode, listedAsReserved, openShopperJourney, payload, PHONE, pool, reservationsOf, reserveAndPay, sessionCookieOf, signIn, siteIds, SWAN, until } from '../support/shopperJourney'
import { EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

// Swan River Toyota keeps a server watchlist and reserves at /cars/{slug}/buy-online; Coastal Motors keeps favourites on the device.
const port = inject('serverPort')

beforeAll(async () => {
  await openShopperJourney()
  await importTestCar(SWAN, 'watch-1', 'watchlist-test-car')
  await importTestCar(COASTAL, 'coastal-watch-1', 'coastal-watchlist-test-car')
  await importTestCar(SWAN, 'race-1', 'reservation-race-car')
  await importTestCar(SWAN, 'hold-1', 'reservation-hold-car')
  await importTestCar(SWAN, 'nvic-1', 'personalised-finance-car', { has_nvic: true })
}, 60_000)

afterAll(() => closeShopperJourney(['watch-1', 'coastal-watch-1', 'race-1', 'hold-1', 'nvic-1']))

describe('sign-in with a one-time code (issue 7)', () => {
  it('signs a shopper in with the code from the outbox, in an httpOnly, host-only, SameSite=Lax cookie that no other site accepts', async () => {
    const { cookie, setCookie } = await signIn('cookie.check@example.com.au')
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).not.toMatch(/Domain=/i)
    const mine = await call('/api/watchlist', { cookie, method: 'GET' })
    expect(mine.json()).toEqual({ signed_in: true, phone_number: '+61412555010', car_ids: [] })
    const elsewhere = await call('/api/watchlist', { site: COASTAL, cookie, method: 'GET' })
    expect(elsewhere.json()).toMatchObject({ signed_in: false })
    // Signed out: the session no longer signs anyone in.
    const out = await call('/api/account/sign-out', { cookie })
    expect(out.status).toBe(303)
    expect((await call('/api/watchlist', { cookie, method: 'GET' })).json()).toMatchObject({ signed_in: false })
  })

  it('a wrong code spends a try; after five tries the code is spent, and a right code works once', async () => {
    const email = 'tries@example.com.au'
    const from = '127.0.0.45'
    await call('/api/account/code', { body: { email, phone_number: PHONE, type: 'watchlist', redirect: '/', back: '/' }, from })
    const code = await latestCode(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const first = await call('/api/account/verify', { body: { email, code: wrong, type: 'watchlist', redirect: '/', back: '/' }, from })
    expect(first.status).toBe(400)
    expect(first.json()).toMatchObject({ message: SIGN_IN_ERRORS['wrong-code'] })
    for (let attempt = 1; attempt < SIGN_IN_CODE_ATTEMPTS; attempt += 1) await call('/api/account/verify', { body: { email, code: wrong, type: 'watchlist', redirect: '/', back: '/' }, from })
    const spent = await call('/api/account/verify', { body: { email, code, type: 'watchlist', redirect: '/', back: '/' }, from })
    expect(spent.json()).toMatchObject({ message: SIGN_IN_ERRORS.expired })

    const again = 'once@example.com.au'
    await call('/api/account/code', { body: { email: again, phone_number: PHONE, type: 'watchlist', redirect: '/', back: '/' }, from })
    const once = await latestCode(again)
    expect((await call('/api/account/verify', { body: { email: again, code: once, type: 'watchlist', redirect: '/', back: '/' }, from })).status).toBe(200)
    expect((await call('/api/account/verify', { body: { email: again, code: once, type: 'watchlist', redirect: '/', back: '/' }, from })).status).toBe(400)
  })

  it('refuses open redirects: a redirect to another host, protocol-relative or with a backslash lands on the home page', async () => {
    for (const [index, evil] of ['https://evil.example', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)'].entries()) {
      const email = `redirect${index}@example.com.au`
      await call('/api/account/code', { form: { email, phone_number: PHONE, type: 'watchlist', redirect: evil, back: evil } })
      const verified = await call('/api/account/verify', { form: { email, code: await latestCode(email), type: 'watchlist', redirect: evil, back: evil } })
      expect(verified.status).toBe(303)
      expect(verified.headers.location).toBe('/')
      // The sign-in page itself sends a signed-in shopper to the same safe place.
      const page = await call(`/sign-in?type=checkout&redirect=${encodeURIComponent(evil)}&back=${encodeURIComponent(evil)}`, { method: 'GET', cookie: sessionCookieOf(verified) })
      expect([page.status, page.headers.location]).toEqual([307, '/'])
    }
  })

  it('a form without a valid email or, for the watchlist, without a phone goes back with the error named', async () => {
    const noPhone = await call('/api/account/code', { form: { email: 'nophone@example.com.au', type: 'watchlist', redirect: '/watchlist', back: '/' } })
    expect(noPhone.status).toBe(303)
    expect(noPhone.headers.location).toContain('error=phone')
    const badEmail = await call('/api/account/code', { body: { email: 'not-an-email', type: 'checkout', redirect: '/', back: '/' } })
    expect(badEmail.status).toBe(400)
    expect(badEmail.json<{ message: string }>().message).toBe(SIGN_IN_ERRORS.email)
  })

  it('lapsed sessions and day-old codes are cleared; a live session keeps working', async () => {
    const { cookie } = await signIn('tidy@example.com.au')
    const { rows: [shopper] } = await pool.query<{ id: number }>('SELECT id FROM shoppers WHERE email = $1', ['tidy@example.com.au'])
    await pool.query("INSERT INTO shopper_sessions (token_hash, shopper_id, site_id, expires_at, updated_at, created_at) VALUES ('lapsed-session', $1, $2, now() - interval '1 minute', now(), now())", [shopper!.id, siteIds.get(SWAN)])
    await pool.query("UPDATE shopper_sign_in_codes SET expires_at = now() - interval '2 days' WHERE email = 'tidy@example.com.au'")
    const cleared = await clearExpiredShopperRecords(payload)
    expect(cleared.sessions).toBeGreaterThanOrEqual(1)
    expect(cleared.codes).toBeGreaterThanOrEqual(1)
    expect((await pool.query("SELECT 1 FROM shopper_sessions WHERE token_hash = 'lapsed-session'")).rowCount).toBe(0)
    expect((await pool.query("SELECT 1 FROM shopper_sign_in_codes WHERE email = 'tidy@example.com.au'")).rowCount).toBe(0)
    expect((await call('/api/watchlist', { cookie, method: 'GET' })).json()).toMatchObject({ signed_in: true })
  })

  it('keeps shoppers per site: the same email on two sites is two shoppers', async () => {
    await signIn('two.sites@example.com.au', SWAN)
    await signIn('two.sites@example.com.au', COASTAL)
    const { rows } = await pool.query('SELECT tenant_id FROM shoppers WHERE email = $1 ORDER BY tenant_id', ['two.sites@example.com.au'])
    expect(rows.map((row) => row.tenant_id).sort()).toEqual([siteIds.get(SWAN), siteIds.get(COASTAL)].sort())
  })
})

describe('POST /api/watchlist/save-car and remove-car', () => {
  it('saves and removes a car for the signed-in shopper whose phone it is, idempotently', async () => {
    const { cookie } = await signIn('watcher@example.com.au')
    for (let time = 0; time < 2; time += 1) {
      const saved = await call('/api/watchlist/save-car', { cookie, body: { phone_number: '+61 412 555 010', car_id: 'watch-1' } })
      expect([saved.status, saved.json()]).toEqual([200, { success: true }])
    }
    expect((await call('/api/watchlist', { cookie, method: 'GET' })).json()).toMatchObject({ car_ids: ['watch-1'] })
    // The car's price when saved is kept (saving again keeps the first), so the watchlist can tell a drop since.
    const { rows } = await pool.query<{ saved_price: string }>("SELECT saved_price FROM watchlist_entries WHERE car_id = 'watch-1' AND shopper_id = (SELECT id FROM shoppers WHERE email = 'watcher@example.com.au' AND tenant_id = $1)", [siteIds.get(SWAN)])
    expect(rows.map((row) => Number(row.saved_price))).toEqual([25_990])
    const removed = await call('/api/watchlist/remove-car', { cookie, body: { phone_number: PHONE, car_id: 'watch-1' } })
    expect([removed.status, removed.json()]).toEqual([200, { success: true }])
    expect((await call('/api/watchlist', { cookie, method: 'GET' })).json()).toMatchObject({ car_ids: [] })
  })

  it('refuses a signed-out visitor, another phone, another site’s car, a bad body and a device-favourites site, each with a readable message', async () => {
    const { cookie } = await signIn('refused@example.com.au')
    const cases: [Call & { path: string }, number, string | RegExp][] = [
      [{ path: '/api/watchlist/save-car', body: { phone_number: PHONE, car_id: 'watch-1' } }, 401, WATCHLIST_MESSAGES.signedOut],
      [{ path: '/api/watchlist/save-car', cookie, body: { phone_number: '0499 999 999', car_id: 'watch-1' } }, 403, WATCHLIST_MESSAGES.phoneMismatch],
      [{ path: '/api/watchlist/save-car', cookie, body: { phone_number: PHONE, car_id: 'coastal-watch-1' } }, 404, /has no car coastal-watch-1/],
      [{ path: '/api/watchlist/save-car', cookie, body: { car_id: 'watch-1' } }, 400, /phone_number is required/],
      [{ path: '/api/watchlist/remove-car', cookie, body: '{"phone_number":' }, 400, /JSON/],
      [{ path: '/api/watchlist/save-car', site: COASTAL, body: { phone_number: PHONE, car_id: 'coastal-watch-1' } }, 409, WATCHLIST_MESSAGES.notServer],
    ]
    for (const [{ path: pathname, ...options }, status, message] of cases) {
      const response = typeof options.body === 'string' ? await request(port, pathname, { host: `${SWAN}.localhost`, method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: options.body }) : await call(pathname, options)
      expect(response.status, `${pathname} ${JSON.stringify(options.body)}`).toBe(status)
      expect(response.json<{ success?: boolean; message: string }>().message).toMatch(message)
    }
  })
})

describe('reserve online (issue 7)', () => {
  it('twenty shoppers paying for one car at once: exactly one holds it, the others are refunded, and search shows it reserved within 5 s', async () => {
    const { cookie } = await signIn('racer@example.com.au')
    expect(await listedAsReserved('race-1')).toBe(false)
    const starts = await Promise.all(Array.from({ length: 20 }, () => call('/api/reserve', { cookie, body: { car_id: 'race-1', name: 'Sam Racer', email: 'sam.racer@example.com.au', phone_number: PHONE } })))
    expect(starts.map((response) => response.status)).toEqual(Array(20).fill(200))
    const payments = starts.map((response) => new URL(response.json<{ redirect: string }>().redirect).pathname.split('/').pop()!)
    const paid = await Promise.all(payments.map((id) => call(`/api/test-payment/${id}`, { cookie, form: { outcome: 'pay' } })))
    expect(paid.map((response) => response.status)).toEqual(Array(20).fill(303))
    const returned = Date.now()
    const backs = await Promise.all(paid.map((response) => call(String(response.headers.location), { cookie, method: 'GET' })))
    expect(backs.map((response) => response.status)).toEqual(Array(20).fill(303))

    const reservations = await reservationsOf('race-1')
    expect(reservations.filter((row) => row.status === 'held')).toHaveLength(1)
    expect(reservations.filter((row) => row.status === 'refunded')).toHaveLength(19)
    expect(reservations.filter((row) => row.status === 'refunded').every((row) => row.refund_id)).toBe(true)
    const { rows: money } = await pool.query<{ status: string; count: string }>('SELECT status, count(*) FROM local_payments WHERE payment_id = ANY($1) GROUP BY status ORDER BY status', [payments])
    expect(money.map((row) => [row.status, Number(row.count)])).toEqual([['paid', 1], ['refunded', 19]])
    const held = reservations.find((row) => row.status === 'held')!
    expect(held.held_until!.getTime() - Date.now()).toBeGreaterThan((RESERVATION_HOLD_HOURS - 1) * 3_600_000)

    expect(await until(() => listedAsReserved('race-1'), 5_000)).toBeLessThan(5_000)
    expect(Date.now() - returned).toBeLessThan(10_000)
    // The shopper who lost is told so on the reserve page.
    const loser = reservations.find((row) => row.status === 'refunded')!
    const { rows: [loserRow] } = await pool.query<{ reference: string }>('SELECT reference FROM reservations WHERE id = $1', [loser.id])
    const page = await call(`/cars/reservation-race-car/buy-online?reservation=${loserRow!.reference}`, { cookie, method: 'GET' })
    expect(page.body).toContain('Another shopper reserved this car a moment before you. Your deposit has been refunded in full.')
    // A reserved car can no longer be reserved.
    const late = await call('/api/reserve', { cookie, body: { car_id: 'race-1', name: 'Sam Late', email: 'late@example.com.au', phone_number: PHONE } })
    expect(late.status).toBe(409)
  })

  it('a test payment is paid only on its own site’s host; a cancelled payment leaves the car free and says nothing was charged', async () => {
    const { cookie } = await signIn('canceller@example.com.au')
    const started = await call('/api/reserve', { cookie, body: { car_id: 'hold-1', name: 'Kim Cancel', email: 'kim@example.com.au', phone_number: PHONE } })
    expect(started.status, started.body).toBe(200)
    const { redirect, reference } = started.json<{ redirect: string; reference: string }>()
    const paymentId = new URL(redirect).pathname.split('/').pop()!
    expect((await call(`/api/test-payment/${paymentId}`, { site: COASTAL, form: { outcome: 'pay' } })).status).toBe(404)
    expect((await call(`/test-payment/${paymentId}`, { site: COASTAL, method: 'GET' })).status).toBe(404)
    expect((await pool.query('SELECT status FROM local_payments WHERE payment_id = $1', [paymentId])).rows[0]!.status).toBe('open')

    // The shopper leaves the payment page with Cancel (as Stripe's cancel link does): back at the form.
    const back = await call(`/cars/reservation-hold-car/buy-online?reservation=${reference}&cancelled=1`, { cookie, method: 'GET' })
    expect(back.body).toContain('Payment cancelled: nothing was charged, and the car is not reserved.')
    expect(back.body).toContain('action="/api/reserve"')
    expect(await listedAsReserved('hold-1')).toBe(false)
  })

  it('a reserve form with bad details goes back to its page with the error named, even behind a garbled Referer', async () => {
    const { cookie } = await signIn('garbled@example.com.au')
    const form = { car_id: 'hold-1', name: 'Kim', email: 'not-an-email', phone_number: PHONE }
    const fromPage = await request(port, '/api/reserve', { host: `${SWAN}.localhost`, method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', referer: `http://${SWAN}.localhost:${port}/cars/reservation-hold-car/buy-online?error=details` }, body: new URLSearchParams(form).toString() })
    expect([fromPage.status, fromPage.headers.location]).toEqual([303, '/cars/reservation-hold-car/buy-online?error=details'])
    const garbled = await request(port, '/api/reserve', { host: `${SWAN}.localhost`, method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', referer: '::not a url' }, body: new URLSearchParams(form).toString() })
    expect([garbled.status, garbled.headers.location]).toEqual([303, '/?error=details'])
  })

  it('checkout is gated: a signed-out visitor is sent to sign in with redirect and back', async () => {
    const page = await call('/cars/reservation-hold-car/buy-online', { method: 'GET' })
    expect(page.status).toBe(307)
    expect(page.headers.location).toMatch(/^\/sign-in\?type=checkout&redirect=%2Fcars%2Freservation-hold-car%2Fbuy-online&back=%2F$/)
    const api = await call('/api/reserve', { body: { car_id: 'hold-1', name: 'No One', email: 'no.one@example.com.au', phone_number: PHONE } })
    expect(api.status).toBe(401)
  })

  it('staff extend and cancel (refunding) their own site’s hold; another site’s editor cannot; an unconfirmed hold past 48 hours is released by the job', async () => {
    const { cookie } = await signIn('holder@example.com.au')
    await reserveAndPay('hold-1', cookie)
    const [held] = (await reservationsOf('hold-1')).filter((row) => row.status === 'held')
    expect(held).toBeDefined()
    const editor = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const stranger = await logIn(port, EDITOR_EMAIL(COASTAL), TEST_PASSWORD)
    const act = (action: string, token: string) => request(port, `/api/reservations/${held!.id}/${action}`, { method: 'POST', headers: { authorization: `JWT ${token}` } })
    expect((await act('extend', stranger.token)).status).toBe(404)
    const extended = await act('extend', editor.token)
    expect(extended.status, extended.body).toBe(200)
    const [afterExtend] = (await reservationsOf('hold-1')).filter((row) => row.id === held!.id)
    expect(afterExtend!.held_until!.getTime() - held!.held_until!.getTime()).toBe(RESERVATION_HOLD_HOURS * 3_600_000)
    expect((await act('bogus', editor.token)).status).toBe(400)

    // The hold lapses: the job releases the car, in the database and in search.
    await pool.query("UPDATE reservations SET held_until = now() - interval '1 minute' WHERE id = $1", [held!.id])
    expect(await releaseExpiredHolds(payload)).toEqual({ released: 1 })
    expect((await reservationsOf('hold-1')).find((row) => row.id === held!.id)!.status).toBe('expired')
    await until(async () => !(await listedAsReserved('hold-1')), 5_000)
    expect(await releaseExpiredHolds(payload)).toEqual({ released: 0 })

    // An expired hold keeps its deposit until the dealer cancels, which refunds it.
    const cancelled = await act('cancel', editor.token)
    expect(cancelled.status, cancelled.body).toBe(200)
    const row = (await reservationsOf('hold-1')).find((candidate) => candidate.id === held!.id)!
    expect([row.status, Boolean(row.refund_id)]).toEqual(['cancelled', true])
    const { rows: [payment] } = await pool.query<{ status: string }>('SELECT status FROM local_payments WHERE payment_id = $1', [row.payment_id])
    expect(payment!.status).toBe('refunded')
    expect((await act('confirm', editor.token)).status).toBe(409)
  })
})

/** Changes the site's Reserve Online settings as a platform admin would (null: back to the platform default). */
describe('gated routes', () => {
  const gate = (response: HttpResponse) => [response.status, String(response.headers.location ?? '').split('&')[0]]

  it('/online-payment is always gated, spin-to-win and personalised finance as the site says; trade-in and sell-my-car never', async () => {
    expect(gate(await call('/online-payment', { site: COASTAL, method: 'GET' }))).toEqual([307, '/sign-in?type=online-payment'])
    expect(gate(await call('/spin-to-win', { method: 'GET' }))).toEqual([307, '/sign-in?type=spin-to-win'])
    expect(gate(await call('/personalised/finance?car_id=nvic-1', { method: 'GET' }))).toEqual([307, '/sign-in?type=finance'])
    for (const open of ['/trade-in', '/sell-my-car']) expect((await call(open, { method: 'GET' })).status).toBe(200)
  })

  it('personalised finance opens only for a car with an NVIC code, on sites with the feature, prefilled for the signed-in shopper', async () => {
    const { cookie } = await signIn('nvic@example.com.au')
    const page = await call('/personalised/finance?car_id=nvic-1', { method: 'GET', cookie })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Your personalised finance')
    expect(page.body).toContain('nvic@example.com.au')
    expect((await call('/personalised/finance?car_id=watch-1', { method: 'GET', cookie })).status).toBe(404)
    expect((await call('/personalised/finance?car_id=coastal-watch-1', { site: COASTAL, method: 'GET' })).status).toBe(404)
  })

  it('the checkout journey opens for available used cars on flagged sites only', async () => {
    const { cookie } = await signIn('journey@example.com.au', COASTAL)
    const journey = await call('/checkout-journey?car_id=coastal-watchlist-test-car', { site: COASTAL, method: 'GET', cookie })
    expect(journey.status).toBe(200)
    expect(journey.body.replaceAll('<!-- -->', '')).toContain('Reserve it with a $200 deposit')
    expect((await call('/checkout-journey?car_id=watchlist-test-car', { method: 'GET' })).status).toBe(404)
  })
})
