import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { STAFF_EMAIL_QUEUE } from '../../src/domain/jobQueues'
import { MASKED_CODE, OUTBOX_KINDS, type OutboxKind } from '../../src/domain/outbox'
import { sendLeadEmail } from '../../src/leads/delivery/email'
import { storeLead } from '../../src/leads/storeLead'
import { inviteStaff } from '../../src/staff/inviteStaff'
import { api, graphql, logIn, request, type HttpResponse } from '../support/http'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

/**
 * Staff accounts: the password rule everywhere a password is chosen, who
 * reads which kind of outbox email, "Forgot password?" (its link, its limits,
 * and invitations it must not cancel) and who may start the job runner.
 */

const port = inject('serverPort')
const stamp = Date.now()
const SWAN = 'swan-river-toyota'
let payload: Payload
let pool: Pool
let swanId: number
const createdLeads: number[] = []

const outboxFor = async (email: string) => (await pool.query<{ id: number; text: string }>('SELECT id, text FROM lead_outbox WHERE "to" = $1 ORDER BY id', [email])).rows

/** Waits for an outbox email to the address newer than `after`, running the staff-email queue meanwhile (the server runs it too). */
async function emailTo(email: string, after = 0): Promise<{ id: number; text: string }> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const row = (await outboxFor(email)).filter((entry) => entry.id > after).at(-1)
    if (row) return row
    await payload.jobs.run({ queue: STAFF_EMAIL_QUEUE })
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No email reached the outbox for ${email}`)
}

const tokenIn = (text: string) => /\/admin\/reset\/([0-9a-f]+)/.exec(text)?.[1]

/** A staff member the server creates with a password of their own (as the demo accounts are). */
async function staffWithPassword(label: string, role: 'dealer-editor' | 'platform-admin' = 'dealer-editor') {
  const email = `staff-${stamp}-${label}@forecourt.test`
  const password = `${label}-chose-a-good-one`
  await payload.create({ collection: 'users', data: { email, password, roles: [role], tenants: [{ tenant: swanId }] }, overrideAccess: true })
  return { email, password, ...(await logIn(port, email, password)) }
}

/** A distinct loopback address per call site, so the per-address limits of one test never reach another. */
let nextAddress = 10
const freshAddress = () => `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 2}`

function forgotPassword(email: string, options: { host?: string; headers?: Record<string, string>; localAddress?: string } = {}): Promise<HttpResponse> {
  return request(port, '/api/users/forgot-password', {
    method: 'POST',
    host: options.host,
    localAddress: options.localAddress ?? freshAddress(),
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ email }),
  })
}

/** The field errors of a refused save, as the admin reads them to show each beside its field. */
const fieldErrors = (response: HttpResponse) =>
  response.json<{ errors?: { data?: { errors?: { path: string; message: string }[] } }[] }>().errors?.flatMap((error) => error.data?.errors ?? []) ?? []

beforeAll(async () => {
  payload = await getPayload({ config })
  pool = (payload.db as unknown as { pool: Pool }).pool
  swanId = (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [SWAN])).rows[0]!.id
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { contains: `-${stamp}-` } }, overrideAccess: true })
  if (createdLeads.length > 0) await pool.query('DELETE FROM lead_outbox WHERE lead_id = ANY($1::int[])', [createdLeads])
  await payload.destroy()
})

describe('staff passwords: at least 12 characters and not a common one', () => {
  const weak = [
    ['abc', /at least 12 characters/],
    ['elevenchars', /at least 12 characters/],
    ['Password1234', /commonly used passwords/],
  ] as const

  it('accepting an invitation with a weak password is refused on the password field, and the link still works for a good one', async () => {
    const email = `staff-${stamp}-invited@forecourt.test`
    await inviteStaff(payload, { email, siteIds: [swanId] })
    const token = tokenIn((await emailTo(email)).text)!
    for (const [password, message] of weak) {
      const refused = await api(port, '/api/users/reset-password', { method: 'POST', body: { token, password } })
      expect(refused.status, password).toBe(400)
      expect(fieldErrors(refused)).toEqual([{ path: 'password', message: expect.stringMatching(message) }])
    }
    expect((await api(port, '/api/users/reset-password', { method: 'POST', body: { token, password: 'invited-chose-well-1' } })).status).toBe(200)
  })

  it('a reset link (Forgot password?) keeps the same rule', async () => {
    const staff = await staffWithPassword('resetter')
    const before = (await outboxFor(staff.email)).at(-1)?.id ?? 0
    expect((await forgotPassword(staff.email)).status).toBe(200)
    const token = tokenIn((await emailTo(staff.email, before)).text)!
    const refused = await api(port, '/api/users/reset-password', { method: 'POST', body: { token, password: 'abc' } })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused)[0]?.path).toBe('password')
  })

  it.each(['dealer-editor', 'platform-admin'] as const)('a %s changing their own password keeps the rule', async (role) => {
    const staff = await staffWithPassword(`own-${role}`, role)
    for (const [password, message] of weak) {
      const refused = await api(port, `/api/users/${staff.user.id}`, { method: 'PATCH', token: staff.token, body: { password } })
      expect(refused.status, password).toBe(400)
      expect(fieldErrors(refused)).toEqual([{ path: 'password', message: expect.stringMatching(message) }])
    }
    await logIn(port, staff.email, staff.password)
    expect((await api(port, `/api/users/${staff.user.id}`, { method: 'PATCH', token: staff.token, body: { password: 'a-better-one-chosen' } })).status).toBe(200)
  })

  it('the server refuses a weak password for the accounts it creates itself (demo accounts, the first platform admin)', async () => {
    await expect(
      payload.create({ collection: 'users', data: { email: `staff-${stamp}-weak@forecourt.test`, password: 'abc', roles: ['platform-admin'] }, overrideAccess: true }),
    ).rejects.toThrow(/password/)
  })
})

describe('the outbox: who reads which kind of email', () => {
  /** Sends one email of each kind, as the platform does, to a fresh address; the address. */
  const sendOne: Record<OutboxKind, () => Promise<string>> = {
    'lead-email': async () => {
      const to = `kind-${stamp}-lead@swan.test`
      const { leadId } = await storeLead(pool, {
        siteId: swanId,
        form: 'general-enquiry',
        lead: { name: 'Kim Kind', email: 'kim@example.com.au', phone: '+61412345678', message: 'Call me on 412345 please', terms_agreed: true },
        idempotencyKey: null,
        consent: { optIn: false, optInTickedByDefault: false, termsAgreed: true, optInWording: null, termsWording: 'terms', wordingVersions: 'terms-of-use@1', recordedAt: new Date(), ipHash: 'x', userAgent: null },
      })
      createdLeads.push(leadId)
      await sendLeadEmail(payload, { id: leadId, siteId: swanId }, { to: [to], replyTo: null, subject: 'New enquiry', text: 'Call me on 412345 please', attachments: [] })
      return to
    },
    'sign-in-code': async () => {
      const to = `kind-${stamp}-shopper@example.com`
      const asked = await request(port, '/api/account/code', {
        host: `${SWAN}.localhost`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: to, type: 'watchlist', redirect: '/watchlist', back: '/', phone_number: '0412 555 010' }),
      })
      expect(asked.status).toBe(200)
      return to
    },
    'staff-invitation': async () => {
      const to = `staff-${stamp}-kind-invited@forecourt.test`
      await inviteStaff(payload, { email: to, siteIds: [swanId] })
      await emailTo(to)
      return to
    },
    'password-reset': async () => {
      const { email } = await staffWithPassword('kind-reset')
      expect((await forgotPassword(email)).status).toBe(200)
      await emailTo(email)
      return email
    },
  }

  it.each(OUTBOX_KINDS.map((kind) => [kind]))('%s: platform admins read it; a site editor only when it is a lead email, over REST and GraphQL', async (kind) => {
    const to = await sendOne[kind]()
    await emailTo(to)
    const editor = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const rest = async (token: string) => (await api(port, `/api/lead-outbox?depth=0&where[to][equals]=${encodeURIComponent(to)}`, { token })).json<{ docs: { text: string }[] }>().docs
    const gql = async (token: string) =>
      (await graphql(port, 'query ($to: String) { LeadOutboxEmails(where: { to: { equals: $to } }) { docs { text } } }', token, { to })).json<{ data: { LeadOutboxEmails: { docs: { text: string }[] } } }>().data
        .LeadOutboxEmails.docs

    const editorReads = kind === 'lead-email'
    expect((await rest(editor.token)).length).toBe(editorReads ? 1 : 0)
    expect((await gql(editor.token)).length).toBe(editorReads ? 1 : 0)
    const [adminRest] = await rest(admin.token)
    const [adminGql] = await gql(admin.token)
    expect(adminRest).toBeDefined()
    // A shopper's code is masked even to platform admins; nothing else is touched (the lead's own six digits stay).
    for (const doc of [adminRest!, adminGql!]) {
      expect(doc.text.includes(MASKED_CODE)).toBe(kind === 'sign-in-code')
      expect(doc.text).not.toMatch(/^\d{6} is your/)
      expect(doc.text.includes('412345')).toBe(kind === 'lead-email')
    }
  })
})

describe('Forgot password?', () => {
  it('mails a link on the configured admin origin, whatever Host and X-Forwarded-Proto the request forged', async () => {
    const staff = await staffWithPassword('forged-host')
    const answer = await forgotPassword(staff.email, { host: 'www.localhost', headers: { 'x-forwarded-proto': 'https' } })
    expect(answer.status).toBe(200)
    const { text } = await emailTo(staff.email)
    expect(text).toContain(`http://localhost:${port}/admin/reset/`)
    expect(text).not.toContain('www.localhost')
    expect(text).not.toContain('https:')
  })

  it('does not cancel a pending invitation: the invitation link still sets the password, and the email carries it', async () => {
    const email = `staff-${stamp}-pending@forecourt.test`
    await inviteStaff(payload, { email, siteIds: [swanId] })
    const invitation = await emailTo(email)
    const token = tokenIn(invitation.text)!
    expect((await forgotPassword(email)).status).toBe(200)
    expect(tokenIn((await emailTo(email, invitation.id)).text)).toBe(token)
    expect((await api(port, '/api/users/reset-password', { method: 'POST', body: { token, password: 'pending-chose-well-1' } })).status).toBe(200)
  })

  it('is limited per email, whether or not the email belongs to staff (the answers are the same)', async () => {
    const staff = await staffWithPassword('limited')
    for (const email of [staff.email, `nobody-${stamp}@forecourt.test`]) {
      const statuses = []
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await forgotPassword(email)).status)
      expect(statuses, email).toEqual([200, 200, 200, 429])
    }
    const refused = await forgotPassword(staff.email)
    expect(refused.body).toMatch(/Too many password-reset requests.*try again in \d+ minutes/)
  })

  it('is limited per client address, across emails', async () => {
    const localAddress = freshAddress()
    const statuses = []
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await forgotPassword(`nobody-${stamp}-${attempt}@forecourt.test`, { localAddress })).status)
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429])
    // Another address is not held back.
    expect((await forgotPassword(`nobody-${stamp}-other@forecourt.test`)).status).toBe(200)
  })
})

describe('the job runner', () => {
  // The platform admin's run names a queue nothing uses: the check is who may start the runner, not what it runs.
  it.each([
    ['/api/payload-jobs/run?allQueues=true', '/api/payload-jobs/run?queue=no-such-queue'],
    ['/api/payload-jobs/handle-schedules', '/api/payload-jobs/handle-schedules?queue=no-such-queue'],
  ])('%s: refused to anonymous requests and dealer editors; platform admins run it', async (path, adminPath) => {
    const editor = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    expect([401, 403]).toContain((await api(port, path)).status)
    expect([401, 403]).toContain((await api(port, path, { token: editor.token })).status)
    expect((await api(port, adminPath, { token: admin.token })).status).toBe(200)
  })
})
