import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { LEAD_RATE_LIMITS, PHONE_REVEAL_RATE_LIMITS } from '../../src/domain/requestLimits'
import { SIGN_IN_CODE_LIMITS } from '../../src/domain/shoppers'
import { solvedAltcha } from '../support/altcha'
import { request, type HttpResponse } from '../support/http'
import { generalEnquiry, siteChoices } from '../support/leadSubmission'
import { startNextServer, type RunningServer } from '../support/nextServer'
import { root } from '../support/testEnvironment'

/**
 * Two instances on one database count the same limits (src/server/rateLimit.ts):
 * a shopper alternating between them gets no more than one instance's budget.
 * Each test sends from an address of its own on the loopback network, so the
 * counts other test files leave for 127.0.0.1 play no part.
 */

const port = inject('serverPort')
const databaseUrl = inject('databaseUrl')
const SWAN = 'swan-river-toyota'
const CAR_ID = 'shared-limits-1'

let pool: pg.Pool
let second: RunningServer

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: databaseUrl })
  await importTestCar(SWAN)
  const saved = { ...process.env }
  // The second instance serves requests only: the first one runs the jobs.
  process.env.FORECOURT_RUN_JOBS = 'false'
  try {
    second = await startNextServer({ port: port + 1, databaseUrl })
  } finally {
    process.env = saved
  }
}, 120_000)

afterAll(async () => {
  await second?.stop()
  await pool?.end()
})

/** One listed car of the site's own demo mix, whose phone number is revealed. */
async function importTestCar(site: string) {
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${site}.json`), 'utf8')))
  const [car] = [...generateCars(stockProfileFromSeed(seed)!, { count: 1, now: new Date() })]
  const siteId = (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [site])).rows[0]!.id
  const report = await importStock({ pool, siteId, records: [{ row: 1, value: { ...car!, id: CAR_ID, slug: `shared-limits-car-${site}`, stocknum: 'SHARED1', status: 'in_stock', show_on_dealer_website: true } }], mode: 'delta' })
  if (report.rejected.length > 0) throw new Error(`The test car was refused: ${JSON.stringify(report.rejected)}`)
}

/** The instance a request goes to: the suite's own server, then the second, in turn. */
const instance = (n: number) => (n % 2 === 0 ? port : second.port)

describe('rate limits shared by every instance', () => {
  it('the per-address lead limit is reached across two instances: the 11th lead, sent alternately, gets 429', async () => {
    const localAddress = '127.0.0.7'
    const choices = await siteChoices(pool, SWAN)
    const statuses: number[] = []
    let limited: HttpResponse | undefined
    for (let n = 0; n <= LEAD_RATE_LIMITS.perAddress.limit; n += 1) {
      const altcha = await solvedAltcha(`${SWAN}.localhost`, instance(n))
      const enquiry = generalEnquiry(SWAN, `shared-limit-${Date.now()}-${n}`, { name: `Alex Alternate ${n}`, email: `alex${n}@example.com.au` }, choices, altcha)
      const response = await request(instance(n), '/api/leads', {
        host: `${SWAN}.localhost`,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'idempotency-key': enquiry.key },
        body: enquiry.body,
      })
      statuses.push(response.status)
      limited = response
    }
    expect(statuses.slice(0, -1), limited?.body).toEqual(Array.from({ length: LEAD_RATE_LIMITS.perAddress.limit }, () => 201))
    expect(limited?.status).toBe(429)
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited!.json()).toEqual({ error: expect.stringMatching(/^Too many enquiries were sent just now\. Please try again in \d+ seconds\.$/), fields: {} })
    // Another address is counted apart, on either instance.
    expect((await request(second.port, '/api/leads', { host: `${SWAN}.localhost`, method: 'POST', localAddress: '127.0.0.9', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400)
  })

  it('phone reveals are limited per address across instances, with a 429 that says how long to wait', async () => {
    const localAddress = '127.0.0.8'
    const body = JSON.stringify({ car_id: CAR_ID })
    const reveal = (n: number) => request(instance(n), '/api/phone-reveals', { host: `${SWAN}.localhost`, method: 'POST', localAddress, headers: { 'content-type': 'application/json' }, body })
    const statuses: number[] = []
    for (let n = 0; n < PHONE_REVEAL_RATE_LIMITS.perAddress.limit; n += 1) statuses.push((await reveal(n)).status)
    expect(statuses).toEqual(Array.from({ length: PHONE_REVEAL_RATE_LIMITS.perAddress.limit }, () => 201))
    const limited = await reveal(PHONE_REVEAL_RATE_LIMITS.perAddress.limit)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many phone numbers were shown just now\. Please try again in \d+ seconds\.$/) })
  })

  it('sign-in codes asked for at once on both instances stop at the hourly share per email and address, counted from the codes issued', async () => {
    const email = `both-at-once-${Date.now()}@example.com.au`
    const body = JSON.stringify({ email, phone_number: '0412 555 010', type: 'watchlist', redirect: '/watchlist', back: '/' })
    const asked = SIGN_IN_CODE_LIMITS.perEmailFromAddress + 3
    const answers = await Promise.all(
      Array.from({ length: asked }, (_, n) => request(instance(n), '/api/account/code', { host: `${SWAN}.localhost`, method: 'POST', localAddress: '127.0.0.10', headers: { 'content-type': 'application/json' }, body })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array.from({ length: SIGN_IN_CODE_LIMITS.perEmailFromAddress }, () => 200), 429, 429, 429])
  })
})
