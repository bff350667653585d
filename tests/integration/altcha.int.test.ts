import http from 'node:http'

import type { Challenge } from 'altcha-lib'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ALTCHA_CHALLENGE_TTL_SECONDS, SPAM_CHECK_EXPIRED_MESSAGE, SPAM_CHECK_INVALID_MESSAGE, SPAM_CHECK_MISSING_MESSAGE, SPAM_CHECK_USED_MESSAGE } from '../../src/domain/leads/spamCheck'
import { issueChallenge } from '../../src/leads/altcha/challenge'
import { altchaSettings } from '../../src/leads/altcha/settings'
import { altchaChallenge, encodedAnswer, solve, solvedAltcha } from '../support/altcha'
import { request, type HttpResponse } from '../support/http'

const port = inject('serverPort')
const COASTAL = 'coastal-motors'
const SWAN = 'swan-river-toyota'
const host = (site: string) => `${site}.localhost`
const shopper = { name: 'Sam Spamcheck', email: 'sam@example.com.au', phone: '0412 345 678', terms_agreed: true }

let pool: pg.Pool
const siteIds = new Map<string, number>()
let nextAddress = 20

type Refusal = { error: string; fields: Record<string, string> }

/**
 * POST /api/leads from a loopback address of this test's own (127.0.0.x):
 * the endpoint limits each address per site, and other test files send
 * leads to these sites within the same minute.
 */
function postFrom(address: string, body: Record<string, unknown>, headers: Record<string, string> = {}, site = COASTAL): Promise<HttpResponse> {
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', localAddress: address, port, path: '/api/leads', method: 'POST', headers: { host: `${host(site)}:${port}`, 'content-type': 'application/json', ...headers } },
      (res) => {
        let received = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (received += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: received, json: <T>() => JSON.parse(received) as T }))
      },
    )
    req.once('error', reject)
    req.end(text)
  })
}

/** A sender with an address of its own. */
const sender = () => {
  const address = `127.0.0.${nextAddress++}`
  return (body: Record<string, unknown>, headers?: Record<string, string>, site?: string) => postFrom(address, body, headers, site)
}

// Coastal Motors has several locations and dealerships, so its general enquiry names one of each.
const coastalChoice: Record<string, string> = {}
const enquiry = (altcha?: string) => ({ form: 'general-enquiry', lead: { ...shopper, ...coastalChoice }, ...(altcha === undefined ? {} : { altcha }) })
const leadCount = async () => Number((await pool.query<{ count: string }>('SELECT count(*) FROM customer_leads')).rows[0]!.count)
const signatureOf = (altcha: string) => (JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as { challenge: Challenge }).challenge.signature!

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  for (const row of (await pool.query<{ id: number; slug: string }>('SELECT id, slug FROM tenants')).rows) siteIds.set(row.slug, row.id)
  const location = await pool.query<{ id: number }>(`SELECT id FROM locations WHERE tenant_id = $1 AND location_type = 'sales' ORDER BY id LIMIT 1`, [siteIds.get(COASTAL)])
  const dealerships = await pool.query<{ slug: string }>('SELECT slug FROM dealerships WHERE tenant_id = $1 ORDER BY id', [siteIds.get(COASTAL)])
  if (location.rows[0]) coastalChoice.location_id = String(location.rows[0].id)
  if (dealerships.rows.length > 1) coastalChoice.dealership_slug = dealerships.rows[0]!.slug
})

afterAll(async () => {
  await pool.end()
})

describe('GET /api/altcha (issue 6: spam protection)', () => {
  it('issues a fresh challenge signed for the host’s own site, expiring, and never cached', async () => {
    const response = await request(port, '/api/altcha', { host: host(COASTAL) })
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const challenge = response.json<Challenge>()
    expect(challenge.parameters.data).toEqual({ site: String(siteIds.get(COASTAL)) })
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeGreaterThan(ALTCHA_CHALLENGE_TTL_SECONDS - 60)
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeLessThanOrEqual(ALTCHA_CHALLENGE_TTL_SECONDS)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect((await altchaChallenge(host(COASTAL))).signature).not.toBe(challenge.signature)
  })

  it('answers 404 on a host that is no dealer’s site', async () => {
    const response = await request(port, '/api/altcha', { host: host('no-such-dealer') })
    expect(response.status).toBe(404)
    expect(response.json<{ error: string }>().error).toBe('No dealer site answers on this address.')
  })
})

describe('the spam check on POST /api/leads (issue 6: "the server verifies it and rejects replays")', () => {
  it('a solved challenge sends one lead; its answer sent again is refused and stores nothing', async () => {
    const post = sender()
    const altcha = await solvedAltcha(host(COASTAL))
    const first = await post(enquiry(altcha))
    expect(first.status, first.body).toBe(201)
    const stored = await pool.query('SELECT expires_at FROM used_spam_answers WHERE signature = $1', [signatureOf(altcha)])
    expect(stored.rows).toHaveLength(1)
    const before = await leadCount()
    for (const headers of [{}, { 'idempotency-key': `replay-${Date.now()}` }] as Record<string, string>[]) {
      const replay = await post(enquiry(altcha), headers)
      expect(replay.status).toBe(400)
      expect(replay.json<Refusal>()).toEqual({ error: SPAM_CHECK_USED_MESSAGE, fields: { altcha: SPAM_CHECK_USED_MESSAGE } })
    }
    expect(await leadCount()).toBe(before)
  })

  it('a retry with the same Idempotency-Key and answer gets the same lead_id; the answer with another key is a replay', async () => {
    const post = sender()
    const altcha = await solvedAltcha(host(COASTAL))
    const key = `spam-check-retry-${Date.now()}`
    const first = await post(enquiry(altcha), { 'idempotency-key': key })
    expect(first.status, first.body).toBe(201)
    const retry = await post(enquiry(altcha), { 'idempotency-key': key })
    expect(retry.status).toBe(200)
    expect(retry.json<{ lead_id: number }>().lead_id).toBe(first.json<{ lead_id: number }>().lead_id)
    const other = await post(enquiry(altcha), { 'idempotency-key': `${key}-other` })
    expect(other.status).toBe(400)
    expect(other.json<Refusal>().fields.altcha).toBe(SPAM_CHECK_USED_MESSAGE)
  })

  it('an answer solved for another dealer’s site is refused', async () => {
    const before = await leadCount()
    const fromSwan = await solvedAltcha(host(SWAN))
    const response = await sender()(enquiry(fromSwan))
    expect(response.status).toBe(400)
    expect(response.json<Refusal>()).toEqual({ error: SPAM_CHECK_INVALID_MESSAGE, fields: { altcha: SPAM_CHECK_INVALID_MESSAGE } })
    expect(await leadCount()).toBe(before)
  })

  it('an expired answer is refused with a message asking for the check again', async () => {
    // A challenge the server itself would have issued a TTL and a minute ago (same secret: PAYLOAD_SECRET of the test server).
    const issuedLongAgo = new Date(Date.now() - (ALTCHA_CHALLENGE_TTL_SECONDS + 60) * 1000)
    const challenge = await issueChallenge(siteIds.get(COASTAL)!, issuedLongAgo, altchaSettings({ ...process.env, ALTCHA_MAX_NUMBER: '20' }))
    const response = await sender()(enquiry(encodedAnswer(challenge, await solve(challenge))))
    expect(response.status).toBe(400)
    expect(response.json<Refusal>()).toEqual({ error: SPAM_CHECK_EXPIRED_MESSAGE, fields: { altcha: SPAM_CHECK_EXPIRED_MESSAGE } })
  })

  it('a missing, empty or garbled answer gets a 400 with fields.altcha a person can act on', async () => {
    const post = sender()
    const before = await leadCount()
    for (const [altcha, message] of [
      [undefined, SPAM_CHECK_MISSING_MESSAGE],
      ['', SPAM_CHECK_MISSING_MESSAGE],
      ['not the widget’s answer', SPAM_CHECK_INVALID_MESSAGE],
    ] as const) {
      const response = await post(enquiry(altcha))
      expect(response.status, String(altcha)).toBe(400)
      expect(response.json<Refusal>()).toEqual({ error: message, fields: { altcha: message } })
    }
    expect(await leadCount()).toBe(before)
  })

  it('spending an answer clears the record of answers that have expired', async () => {
    await pool.query(`INSERT INTO used_spam_answers (signature, expires_at) VALUES ('expired-test-answer', now() - interval '1 minute')`)
    const response = await sender()(enquiry(await solvedAltcha(host(COASTAL))))
    expect(response.status, response.body).toBe(201)
    expect((await pool.query(`SELECT 1 FROM used_spam_answers WHERE signature = 'expired-test-answer'`)).rows).toHaveLength(0)
  })
})
