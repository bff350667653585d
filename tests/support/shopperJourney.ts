import { readFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'
import { expect, inject } from 'vitest'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { announceStockChange } from '@/server/stockVersion'
import { request, type HttpResponse } from './http'
import { root } from './testEnvironment'

/**
 * A shopper's journey over HTTP on the test server's demo sites: signing in
 * with the outbox's code, test cars of a site's own demo mix, and reserving
 * with the test payment provider. Shared by the shopper and reservation files.
 */

const port = inject('serverPort')
export const SWAN = 'swan-river-toyota'
export const COASTAL = 'coastal-motors'
export const PHONE = '0412 555 010'

export let payload: Payload
export let pool: Pool
export const siteIds = new Map<string, number>()

/** `from`: a loopback address of the test's own, for a test that tries wrong codes (they are counted per address). */
export type Call = { site?: string; method?: string; body?: unknown; form?: Record<string, string>; cookie?: string; from?: string }

export function call(pathname: string, { site = SWAN, method = 'POST', body, form, cookie, from }: Call = {}): Promise<HttpResponse> {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
  else if (body !== undefined) headers['content-type'] = 'application/json'
  return request(port, pathname, { host: `${site}.localhost`, method, headers, localAddress: from, body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body) })
}

/** The latest sign-in code the site's outbox holds for the address (no mail server in tests). */
export async function latestCode(email: string): Promise<string> {
  const { rows } = await pool.query<{ text: string }>("SELECT text FROM lead_outbox WHERE \"to\" = $1 AND subject LIKE '%sign-in code' ORDER BY id DESC LIMIT 1", [email])
  const code = /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`No sign-in code in the outbox for ${email}`)
  return code
}

export function sessionCookieOf(response: HttpResponse): string {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('forecourt_shopper='))
  if (!header) throw new Error(`No session cookie: ${response.status} ${response.body}`)
  return header.split(';')[0]!
}

export async function signIn(email: string, site = SWAN, phone: string | undefined = PHONE): Promise<{ cookie: string; setCookie: string }> {
  const asked = await call('/api/account/code', { site, body: { email, phone_number: phone, type: 'watchlist', redirect: '/watchlist', back: '/' } })
  expect(asked.status, asked.body).toBe(200)
  const verified = await call('/api/account/verify', { site, body: { email, code: await latestCode(email), type: 'watchlist', redirect: '/watchlist', back: '/' } })
  expect(verified.status, verified.body).toBe(200)
  return { cookie: sessionCookieOf(verified), setCookie: [verified.headers['set-cookie']].flat().join('\n') }
}

/** One listed used car of the site's own demo mix, with a known id. */
export async function importTestCar(site: string, id: string, slug: string, extra: Record<string, unknown> = {}) {
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${site}.json`), 'utf8')))
  const [car] = [...generateCars(stockProfileFromSeed(seed)!, { count: 1, now: new Date() })]
  const report = await importStock({ pool, siteId: siteIds.get(site)!, records: [{ row: 1, value: { ...car!, id, slug, stocknum: id.toUpperCase(), car_type: 'used', status: 'in_stock', sold: false, reserved: false, price: 25_990, has_nvic: false, payment_processors: [], show_on_dealer_website: true, ...extra } }], mode: 'delta' })
  if (report.rejected.length > 0) throw new Error(`The test car was refused: ${JSON.stringify(report.rejected)}`)
}

/** Whether the site's search index lists the car as reserved. */
export async function listedAsReserved(carId: string, site = SWAN): Promise<boolean> {
  const response = await call('/api/search', { site, body: { requests: [{ indexName: 'vehicles', params: { facetFilters: [`stocknum:${carId.toUpperCase()}`], hitsPerPage: 5 } }] } })
  const hit = response.json<{ results: { hits: { objectID: string; reserved?: boolean }[] }[] }>().results[0]!.hits.find((candidate) => candidate.objectID === carId)
  if (!hit) throw new Error(`Car ${carId} is not listed`)
  return hit.reserved === true
}

export async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`Not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Date.now() - started
}

/** Starts a reservation, pays it on the test payment page and comes back, as the browser would; the reserve page's address. */
export async function reserveAndPay(carId: string, cookie: string, email = 'sam.buyer@example.com.au'): Promise<string> {
  const started = await call('/api/reserve', { cookie, body: { car_id: carId, name: 'Sam Buyer', email, phone_number: PHONE } })
  expect(started.status, started.body).toBe(200)
  return payAndReturn(started, cookie)
}

/** Pays a started reservation on the test payment page and comes back; the reserve page's address. */
export async function payAndReturn(started: HttpResponse, cookie: string): Promise<string> {
  const paymentPath = new URL(started.json<{ redirect: string }>().redirect).pathname
  const paid = await call(`/api/test-payment/${paymentPath.split('/').pop()}`, { cookie, form: { outcome: 'pay' } })
  expect(paid.status, paid.body).toBe(303)
  const back = await call(String(paid.headers.location), { cookie, method: 'GET' })
  expect(back.status, back.body).toBe(303)
  return String(back.headers.location)
}

export const reservationsOf = async (carId: string) =>
  (await pool.query<{ id: number; status: string; payment_id: string; refund_id: string | null; held_until: Date | null }>('SELECT id, status, payment_id, refund_id, held_until FROM reservations WHERE car_id = $1 ORDER BY id', [carId])).rows

/** Opens Payload in the test process, with the sites' ids; sign-in codes go to the outbox. */
export async function openShopperJourney(): Promise<void> {
  payload = await getPayload({ config })
  pool = (payload.db as unknown as { pool: Pool }).pool
  for (const row of (await pool.query<{ id: number; slug: string }>('SELECT id, slug FROM tenants')).rows) siteIds.set(row.slug, row.id)
  delete process.env.SMTP_URL
}

/** Drops the file's test cars (other files count the demo stock), tells every instance, and closes Payload. */
export async function closeShopperJourney(cars: string[]): Promise<void> {
  await pool.query('DELETE FROM reservations WHERE car_id = ANY($1)', [cars])
  await pool.query('DELETE FROM watchlist_entries WHERE car_id = ANY($1)', [cars])
  await pool.query('DELETE FROM stock_vehicles WHERE id = ANY($1)', [cars])
  for (const site of [SWAN, COASTAL]) await announceStockChange(pool, siteIds.get(site)!)
  await payload.destroy()
}
