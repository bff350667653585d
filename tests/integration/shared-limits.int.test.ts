import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { LEAD_RATE_LIMITS, PHONE_REVEAL_RATE_LIMITS, SIGN_IN_CODE_LIMITS } from '../../src/domain/constants'
import { solvedAltcha } from '../support/altcha'
import { request, type HttpResponse } from '../support/http'
import { generalEnquiry, siteChoices } from '../support/leadSubmission'
import { startNextServer, type RunningServer } from '../support/nextServer'

/**
 * Two instances on one database count the same limits (src/leads/rateLimit.ts):
 * a shopper alternating between them gets no more than one instance's budget.
 * Each test sends from an address of its own on the loopback network, so the
 * counts other test files leave for 127.0.0.1 play no part.
 */

const port = inject('serverPort')
const databaseUrl = inject('databaseUrl')
const SWAN = 'swan-river-toyota'

let pool: pg.Pool
let second: RunningServer

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: databaseUrl })
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
    const { rows } = await pool.query<{ id: string }>('SELECT v.id FROM stock_vehicles v JOIN tenants t ON t.id = v.site_id WHERE t.slug = $1 LIMIT 1', [SWAN])
    const body = JSON.stringify({ car_id: rows[0]!.id })
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
    const body = JSON.stringify({ email, type: 'watchlist', redirect: '/watchlist', back: '/' })
    const asked = SIGN_IN_CODE_LIMITS.perEmailFromAddress + 3
    const answers = await Promise.all(
      Array.from({ length: asked }, (_, n) => request(instance(n), '/api/account/code', { host: `${SWAN}.localhost`, method: 'POST', localAddress: '127.0.0.10', headers: { 'content-type': 'application/json' }, body })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array.from({ length: SIGN_IN_CODE_LIMITS.perEmailFromAddress }, () => 200), 429, 429, 429])
  })
})
