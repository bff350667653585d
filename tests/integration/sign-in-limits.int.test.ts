import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_LIMITS, SIGN_IN_WRONG_TRIES } from '../../src/domain/shoppers'
import { SIGN_IN_ERRORS } from '../../src/domain/shoppers'
import { poolOf } from '@/server/payloadPool'
import { issueSignInCode } from '../../src/shoppers/signInCodes'
import { request } from '../support/http'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota.localhost'
const journey = { type: 'watchlist', redirect: '/watchlist', back: '/' }

let payload: Payload
let pool: Pool
let swanId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  pool = poolOf(payload)
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: 'swan-river-toyota' } }, overrideAccess: true, limit: 1 })
  swanId = docs[0]!.id
})
afterAll(async () => {
  await payload.destroy()
})

/**
 * A POST from a loopback address of the test's own (127.0.0.1 by default):
 * wrong codes are counted per address, and a test that tries many must not
 * use up the tries of the files that run after it.
 */
const post = (pathname: string, body: unknown, localAddress?: string) =>
  request(port, pathname, { host: SWAN, method: 'POST', localAddress, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const askForCode = (email: string, from?: string) => post('/api/account/code', { email, phone_number: '0412 555 010', ...journey }, from)
const tryCode = (email: string, code: string, from?: string) => post('/api/account/verify', { email, code, ...journey }, from)
const refusal = async (answer: ReturnType<typeof tryCode>) => {
  const response = await answer
  return { status: response.status, message: response.json<{ message?: string }>().message }
}
const EXPIRED = { status: 400, message: SIGN_IN_ERRORS.expired }
const WRONG = { status: 400, message: SIGN_IN_ERRORS['wrong-code'] }

/** Every code the outbox holds for the address, oldest first (no mail server in tests). */
async function codesSentTo(email: string): Promise<string[]> {
  const { rows } = await pool.query<{ text: string }>("SELECT text FROM lead_outbox WHERE \"to\" = $1 AND subject LIKE '%sign-in code' ORDER BY id", [email])
  return rows.map((row) => /\b(\d{6})\b/.exec(row.text)![1]!)
}

describe('sign-in code limits', () => {
  it('codes someone else asks for neither use up the shopper’s own share nor stop the code the shopper holds', async () => {
    const victim = `victim-${Date.now()}@example.com.au`
    expect((await askForCode(victim)).status).toBe(200)
    const [held] = await codesSentTo(victim)
    // A flood from another address: its own share of codes for this email, then refused.
    for (let at = 0; at < SIGN_IN_CODE_LIMITS.perEmailFromAddress; at += 1) {
      expect(await issueSignInCode(payload, swanId, { email: victim, requestedFrom: 'another-address' })).toMatchObject({ issued: true })
    }
    expect(await issueSignInCode(payload, swanId, { email: victim, requestedFrom: 'another-address' })).toEqual({ issued: false, reason: 'too-many' })
    // The shopper may still ask from their own address, and the code they already hold still signs them in.
    expect((await askForCode(victim)).status).toBe(200)
    const signedIn = await tryCode(victim, held!)
    expect(signedIn.status, signedIn.body).toBe(200)
    // Signing in spends every other code of the address.
    const [, latest] = await codesSentTo(victim)
    expect(await refusal(tryCode(victim, latest!))).toEqual(EXPIRED)
  })

  it('one address gets its hourly share of codes for an email, then a 429 that says what to do', async () => {
    const email = `keen-${Date.now()}@example.com.au`
    for (let at = 0; at < SIGN_IN_CODE_LIMITS.perEmailFromAddress; at += 1) expect((await askForCode(email)).status).toBe(200)
    const refused = await askForCode(email)
    expect(refused.status).toBe(429)
    expect(refused.json<{ message: string }>().message).toBe(SIGN_IN_ERRORS['too-many'])
  })

  it('limits codes per client address across emails, and per site from everywhere', async () => {
    const stamp = Date.now()
    const limits = { perEmailFromAddress: 5, perAddress: 3, perSite: 1_000_000 }
    for (let at = 0; at < 3; at += 1) expect(await issueSignInCode(payload, swanId, { email: `spray-${stamp}-${at}@example.com.au`, requestedFrom: `sprayer-${stamp}` }, new Date(), limits)).toMatchObject({ issued: true })
    expect(await issueSignInCode(payload, swanId, { email: `spray-${stamp}-9@example.com.au`, requestedFrom: `sprayer-${stamp}` }, new Date(), limits)).toEqual({ issued: false, reason: 'too-many' })
    expect(await issueSignInCode(payload, swanId, { email: `spray-${stamp}-9@example.com.au`, requestedFrom: `neighbour-${stamp}` }, new Date(), limits)).toMatchObject({ issued: true })
    const { rows } = await pool.query<{ count: string }>("SELECT count(*) FROM shopper_sign_in_codes WHERE site_id = $1 AND created_at > now() - interval '1 hour'", [swanId])
    const siteFull = { ...limits, perSite: Number(rows[0]!.count) }
    expect(await issueSignInCode(payload, swanId, { email: `late-${stamp}@example.com.au`, requestedFrom: `late-${stamp}` }, new Date(), siteFull)).toEqual({ issued: false, reason: 'busy' })
  })

  it('several live codes give no extra guesses: a wrong try counts against all of them', async () => {
    const email = `guessed-${Date.now()}@example.com.au`
    const from = '127.0.0.41'
    expect((await askForCode(email, from)).status).toBe(200)
    expect((await askForCode(email, from)).status).toBe(200)
    const codes = await codesSentTo(email)
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].find((guess) => !codes.includes(guess))!
    for (let at = 0; at < SIGN_IN_CODE_ATTEMPTS; at += 1) expect(await refusal(tryCode(email, wrong, from))).toEqual(WRONG)
    for (const code of codes) expect(await refusal(tryCode(email, code, from))).toEqual(EXPIRED)
  })

  it('an address that tried too many wrong codes gets a 429 before any code is touched, and the shopper’s fresh code works', async () => {
    const email = `locked-out-${Date.now()}@example.com.au`
    const [stranger, shopper] = ['127.0.0.42', '127.0.0.43']
    expect((await askForCode(email, shopper)).status).toBe(200)
    const wrong = async () => {
      const held = await codesSentTo(email)
      return ['000000', '111111', '222222', '333333'].find((guess) => !held.includes(guess))!
    }
    // The stranger spends the code the shopper holds, and more tries find nothing left to try.
    for (let at = 0; at < SIGN_IN_CODE_ATTEMPTS; at += 1) expect(await refusal(tryCode(email, await wrong(), stranger))).toEqual(WRONG)
    for (let at = SIGN_IN_CODE_ATTEMPTS; at < SIGN_IN_WRONG_TRIES.limit; at += 1) expect(await refusal(tryCode(email, await wrong(), stranger))).toEqual(EXPIRED)
    // Then the stranger's address is refused, whatever it sends, and touches no code.
    const refused = await tryCode(email, await wrong(), stranger)
    expect(refused.status).toBe(429)
    expect(refused.json<{ message: string }>().message).toBe(SIGN_IN_ERRORS['too-many-tries'])
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The shopper asks for a fresh code; the stranger's guesses go on being refused, and the code signs the shopper in.
    expect((await askForCode(email, shopper)).status).toBe(200)
    const fresh = (await codesSentTo(email)).at(-1)!
    for (let at = 0; at < SIGN_IN_CODE_ATTEMPTS; at += 1) expect((await tryCode(email, await wrong(), stranger)).status).toBe(429)
    const signedIn = await tryCode(email, fresh, shopper)
    expect(signedIn.status, signedIn.body).toBe(200)
  })

  it('a right code is not counted against the address: one address signs in more shoppers than it may try wrong codes', async () => {
    const from = '127.0.0.44'
    for (let at = 0; at <= SIGN_IN_WRONG_TRIES.limit; at += 1) {
      const email = `showroom-${Date.now()}-${at}@example.com.au`
      expect((await askForCode(email, from)).status).toBe(200)
      const signedIn = await tryCode(email, (await codesSentTo(email))[0]!, from)
      expect(signedIn.status, signedIn.body).toBe(200)
    }
  })
})
