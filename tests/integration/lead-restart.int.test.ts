import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureDatabaseExists, withDatabase } from '../../src/server/embeddedPostgres'
import { solvedAltcha } from '../support/altcha'
import { generalEnquiry, postLead, sendLikeBrowser, siteChoices, type Enquiry } from '../support/leadSubmission'
import { startNextServer, waitFor, type RunningServer } from '../support/nextServer'
import { startOwnPostgres, type OwnPostgres } from '../support/ownPostgres'
import { prepareDatabase } from '../support/testEnvironment'

const SITE = 'swan-river-toyota'
// A PostgreSQL and a server of this file's own, so stopping the database stops no one else's: away from the suite's ports (+0 to +2).
const databasePort = Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339) + 25
const serverPort = Number(process.env.INTEGRATION_PORT ?? 3100) + 5
const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-lead-restart-'))

let postgres: OwnPostgres | undefined
let server: RunningServer | undefined
let pool: pg.Pool | undefined
let enquiry: Enquiry

const leadsWithKey = async (key: string) => (await pool!.query<{ id: number }>('SELECT id FROM customer_leads WHERE idempotency_key = $1', [key])).rows

beforeAll(async () => {
  postgres = await startOwnPostgres({ databaseDir: path.join(dir, 'postgres'), port: databasePort })
  await ensureDatabaseExists(postgres.serverUrl, 'forecourt_lead_restart')
  const databaseUrl = withDatabase(postgres.serverUrl, 'forecourt_lead_restart')
  await prepareDatabase(databaseUrl)
  // Email goes to the lead outbox, where delivery can be seen.
  delete process.env.SMTP_URL
  server = await startNextServer({ port: serverPort, databaseUrl })
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  // The restart ends the pool's connections too; it makes new ones.
  pool.on('error', () => undefined)
  const shopper = { name: 'Restart Shopper', email: 'restart@example.com.au' }
  enquiry = generalEnquiry(SITE, randomUUID(), shopper, await siteChoices(pool, SITE), await solvedAltcha(`${SITE}.localhost`, serverPort))
}, 120_000)

afterAll(async () => {
  // Each step runs even when one before it failed, so nothing is left running.
  for (const step of [() => pool?.end(), () => server?.stop(), () => postgres?.stop()]) await Promise.resolve(step()).catch((error: unknown) => console.error(error))
  rmSync(dir, { recursive: true, force: true })
})

describe('a lead across a PostgreSQL restart', () => {
  it('is answered 503 with Retry-After while the database is down, stored once by the retry with the same key, and delivered', async () => {
    await postgres!.stop()
    const down = await postLead(serverPort, enquiry).finally(() => postgres!.start())
    expect(down.status, down.body).toBe(503)
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0)
    expect(down.json<{ error: string }>().error).toMatch(/try again/)

    // The browser sends again with the same key; the server's connections come back by themselves.
    const retried = await sendLikeBrowser(serverPort, enquiry, Date.now() + 30_000)
    expect(retried.refused).toBeNull()
    expect(retried.status).toBe(201)
    const again = await postLead(serverPort, enquiry)
    expect(again.status, again.body).toBe(200)
    expect(again.json<{ lead_id: number }>().lead_id).toBe(retried.leadId)
    expect(await leadsWithKey(enquiry.key)).toEqual([{ id: retried.leadId }])

    // The delivery queue runs every 10 seconds on the server, and must have survived the outage too.
    const leadId = retried.leadId!
    await waitFor(
      async () => (await pool!.query("SELECT 1 FROM customer_leads WHERE id = $1 AND delivery_status = 'delivered'", [leadId])).rowCount === 1,
      45_000,
      () => `lead ${leadId} was not delivered:\n${server!.output().slice(-3000)}`,
    )
    const outbox = await pool!.query<{ subject: string }>('SELECT subject FROM lead_outbox WHERE lead_id = $1', [leadId])
    expect(outbox.rows.length).toBeGreaterThan(0)
  }, 90_000)
})
