import config from '@payload-config'
import type { Pool } from 'pg'
import { createLocalReq, getPayload, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { STAFF_EMAIL_QUEUE } from '../../src/domain/jobQueues'
import { inviteStaff } from '../../src/staff/inviteStaff'
import { api, logIn } from '../support/http'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const stamp = Date.now()
let payload: Payload
let pool: Pool
let swan: { id: number; name: string }

type OutboxRow = { text: string; subject: string; staff_account: boolean; tenant_id: number }

const outboxFor = async (email: string) =>
  (await pool.query<OutboxRow>('SELECT text, subject, staff_account, tenant_id FROM lead_outbox WHERE "to" = $1 ORDER BY id', [email])).rows
const invitationJobs = async (userId: number | string) =>
  Number((await pool.query<{ count: string }>("SELECT count(*) FROM payload_jobs WHERE task_slug = 'sendStaffInvitation' AND input->>'userId' = $1", [String(userId)])).rows[0]!.count)

/** Runs the invitation queue (the test server runs it too, every few seconds) until the email is in the outbox. */
async function invitationIn(email: string): Promise<OutboxRow> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await payload.jobs.run({ queue: STAFF_EMAIL_QUEUE })
    const rows = await outboxFor(email)
    if (rows.length > 0) return rows.at(-1)!
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`No invitation reached the outbox for ${email}`)
}

async function inTransaction<T>(work: (req: PayloadRequest) => Promise<T>, outcome: 'commit' | 'rollback'): Promise<T> {
  const req = await createLocalReq({}, payload)
  req.transactionID = (await payload.db.beginTransaction())!
  try {
    return await work(req)
  } finally {
    if (outcome === 'commit') await payload.db.commitTransaction(req.transactionID)
    else await payload.db.rollbackTransaction(req.transactionID)
  }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  pool = (payload.db as unknown as { pool: Pool }).pool
  const site = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'swan-river-toyota' } }, overrideAccess: true, limit: 1 })).docs[0]!
  swan = { id: site.id, name: site.name }
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { contains: `invite-${stamp}` } }, overrideAccess: true })
  await payload.destroy()
})

describe('inviteStaff', () => {
  it('creates nothing and sends nothing when the transaction it ran in is rolled back', async () => {
    const email = `invite-${stamp}-rolled-back@forecourt.test`
    const { userId } = await inTransaction((req) => inviteStaff(payload, { email, name: 'Rolled Back', siteIds: [swan.id] }, req), 'rollback')
    expect(await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await invitationJobs(userId)).toBe(0)
    await payload.jobs.run({ queue: STAFF_EMAIL_QUEUE })
    expect(await outboxFor(email)).toEqual([])
  })

  it('sends the invitation once the transaction commits: who invited them, for which site, and a link that works for 48 hours', async () => {
    const email = `invite-${stamp}-committed@forecourt.test`
    const before = Date.now()
    const { userId } = await inTransaction(async (req) => {
      const invited = await inviteStaff(payload, { email, name: 'Casey Commit', siteIds: [swan.id] }, req)
      // Inside the transaction the job waits unseen by any runner: nothing may go out before the commit.
      expect(await invitationJobs(invited.userId)).toBe(0)
      return invited
    }, 'commit')

    const user = await payload.findByID({ collection: 'users', id: userId, overrideAccess: true, depth: 0, showHiddenFields: true })
    expect(user).toMatchObject({ email, name: 'Casey Commit', roles: ['dealer-editor'], invitationPending: true })
    expect(user.tenants?.map((row) => row.tenant)).toEqual([swan.id])

    const invitation = await invitationIn(email)
    expect(invitation.staff_account).toBe(true)
    expect(invitation.tenant_id).toBe(swan.id)
    expect(invitation.text).toContain('The Forecourt team invited you')
    expect(invitation.text).toContain(`to edit the dealer site ${swan.name}`)
    expect(invitation.text).toMatch(/works for 48 hours, until /)
    const token = /\/admin\/reset\/([0-9a-f]+)/.exec(invitation.text)?.[1]
    expect(token).toBeDefined()

    const stored = await payload.findByID({ collection: 'users', id: userId, overrideAccess: true, depth: 0, showHiddenFields: true })
    expect(stored.resetPasswordToken).toBe(token)
    const expiresIn = new Date(stored.resetPasswordExpiration!).getTime() - before
    expect(expiresIn).toBeGreaterThan(47.9 * 3600_000)
    expect(expiresIn).toBeLessThan(48.1 * 3600_000)

    // The link sets their password; signing in ends the invitation.
    const reset = await api(port, '/api/users/reset-password', { method: 'POST', body: { token, password: 'casey-chose-this-1' } })
    expect(reset.status).toBe(200)
    await logIn(port, email, 'casey-chose-this-1')
    expect((await payload.findByID({ collection: 'users', id: userId, overrideAccess: true, depth: 0 })).invitationPending).toBe(false)
  })

  it('refuses a link past its 48 hours with what to do about it', async () => {
    const email = `invite-${stamp}-expired@forecourt.test`
    const { userId } = await inviteStaff(payload, { email, siteIds: [swan.id] })
    const token = /\/admin\/reset\/([0-9a-f]+)/.exec((await invitationIn(email)).text)![1]
    await pool.query("UPDATE users SET reset_password_expiration = now() - interval '1 minute' WHERE id = $1", [userId])
    const reset = await api(port, '/api/users/reset-password', { method: 'POST', body: { token, password: 'too-late-password-1' } })
    expect(reset.status).toBe(403)
    expect(reset.body).toContain('Forgot password?')
    expect(reset.body).toContain('resend your invitation')
  })
})

describe('staff passwords', () => {
  it('a platform admin creating staff through the API never sets their password: the staff member is invited instead', async () => {
    const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const email = `invite-${stamp}-api@forecourt.test`
    const created = await api(port, '/api/users', {
      method: 'POST',
      token: admin.token,
      body: { email, password: 'admin-typed-this-1', roles: ['dealer-editor'], tenants: [{ tenant: swan.id }] },
    })
    expect(created.status).toBe(201)
    expect((await api(port, '/api/users/login', { method: 'POST', body: { email, password: 'admin-typed-this-1' } })).status).toBe(401)
    expect((await invitationIn(email)).text).toContain('Alex Morgan (admin@forecourt.test) invited you')

    const id = created.json<{ doc: { id: number } }>().doc.id
    const changed = await api(port, `/api/users/${id}`, { method: 'PATCH', token: admin.token, body: { password: 'admin-typed-this-2' } })
    expect(changed.status).toBe(403)
    expect(changed.body).toContain('Staff choose their own passwords')
  })

  it('the demo accounts keep the demo password and were sent no invitation', async () => {
    await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    await logIn(port, EDITOR_EMAIL('swan-river-toyota'), TEST_PASSWORD)
    expect(await outboxFor(ADMIN_EMAIL)).toEqual([])
    expect(await outboxFor(EDITOR_EMAIL('swan-river-toyota'))).toEqual([])
  })

  it('a dealer editor never reads an invitation in their site’s outbox; a platform admin does', async () => {
    const email = `invite-${stamp}-private@forecourt.test`
    await inviteStaff(payload, { email, siteIds: [swan.id] })
    await invitationIn(email)
    const where = `where[to][equals]=${encodeURIComponent(email)}`
    const editor = await logIn(port, EDITOR_EMAIL('swan-river-toyota'), TEST_PASSWORD)
    expect((await api(port, `/api/lead-outbox?${where}`, { token: editor.token })).json<{ totalDocs: number }>().totalDocs).toBe(0)
    const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    expect((await api(port, `/api/lead-outbox?${where}`, { token: admin.token })).json<{ totalDocs: number }>().totalDocs).toBe(1)
  })

  it('resending an invitation replaces the link; a staff member who chose a password is not re-invited', async () => {
    const email = `invite-${stamp}-resend@forecourt.test`
    const { userId } = await inviteStaff(payload, { email, siteIds: [swan.id] })
    const first = /\/admin\/reset\/([0-9a-f]+)/.exec((await invitationIn(email)).text)![1]
    const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const editor = await logIn(port, EDITOR_EMAIL('swan-river-toyota'), TEST_PASSWORD)
    expect((await api(port, `/api/users/${userId}/resend-invitation`, { method: 'POST', token: editor.token })).status).toBe(403)
    expect((await api(port, `/api/users/${userId}/resend-invitation`, { method: 'POST', token: admin.token })).status).toBe(202)
    let second = first
    for (let attempt = 0; attempt < 30 && second === first; attempt += 1) {
      await payload.jobs.run({ queue: STAFF_EMAIL_QUEUE })
      second = /\/admin\/reset\/([0-9a-f]+)/.exec((await outboxFor(email)).at(-1)!.text)![1]!
      if (second === first) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(second).not.toBe(first)
    expect((await api(port, '/api/users/reset-password', { method: 'POST', body: { token: first, password: 'old-link-password-1' } })).status).toBe(403)
    expect((await api(port, '/api/users/reset-password', { method: 'POST', body: { token: second, password: 'new-link-password-1' } })).status).toBe(200)
    const again = await api(port, `/api/users/${userId}/resend-invitation`, { method: 'POST', token: admin.token })
    expect(again.status).toBe(409)
  })
})
