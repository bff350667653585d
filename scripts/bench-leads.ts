/**
 * npm run bench:leads: no lead is lost or stored twice, even when PostgreSQL
 * restarts under load (issue 6; figures in BENCHMARKS.md).
 *
 * 1. A database of its own (forecourt_bench_leads) with the demo sites, and
 *    the production server (scripts/serve.ts) on a free port, its rate limits
 *    raised and its spam check made cheap (the bench measures storage, not
 *    proof of work). Email goes to the outbox (no SMTP_URL).
 * 2. `--leads` (default 1000) valid general enquiries, all sent at once, each
 *    with its own Idempotency-Key and spam-check solution, spread over the
 *    demo sites. A shopper's browser retries a failed send with the same key
 *    (src/components/forms/submitLead.ts); the bench does the same, for up
 *    to `--patience` seconds (default 120).
 * 3. Once a quarter of them are acknowledged, PostgreSQL is stopped and
 *    started again (the embedded server; DATABASE_URL's server is not ours to
 *    restart, and the report says so).
 * 4. It then waits for the delivery queue to deliver every stored lead and
 *    prints: acknowledged, stored, duplicated, delivered after recovery, lost.
 *    Target: lost 0, duplicated 0.
 *
 * Options: --leads N, --patience seconds, --keep (keep the database).
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { buildIfNeeded } from '../src/server/build'
import { exitWhenFlushed } from '../src/server/exit'
import { request } from '../tests/support/http'
import { startNextServer } from '../tests/support/nextServer'
import { solvedAltcha } from '../tests/support/spamAnswer'
import { prepareDatabase } from '../tests/support/testEnvironment'
import { openBenchDatabase } from './lib/benchDatabase'
import { freePort } from './lib/benchHttp'
import { heading, ms, seconds, summarise, table } from './lib/benchStats'

const DATABASE = 'forecourt_bench_leads'
const SITES = ['swan-river-toyota', 'coastal-motors', 'sunshine-caravans']
const TARGETS = { lost: 0, duplicated: 0 }

const { values: options } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000' },
    patience: { type: 'string', default: '120' },
    keep: { type: 'boolean', default: false },
  },
})
const LEADS = Math.max(1, Number(options.leads))
const PATIENCE_MS = Math.max(10, Number(options.patience)) * 1000

/** What a site's general enquiry asks to be chosen: a sales location, and a dealership when it has several. */
type SiteChoices = { location_id?: string; dealership_slug?: string }
type Submission = { n: number; site: string; key: string; email: string; altcha: string; choices: SiteChoices }
type Outcome = { leadId: number | null; attempts: number; refused: string | null; ms: number }

const sleep = (delayMs: number) => new Promise((resolve) => setTimeout(resolve, delayMs))

/** Sends one lead as the browser does: again with the same key after a network error or a 5xx, until acknowledged or out of patience. */
async function send(port: number, submission: Submission, deadline: number, onAcknowledged: () => void): Promise<Outcome> {
  const started = Date.now()
  const body = JSON.stringify({
    form: 'general-enquiry',
    altcha: submission.altcha,
    lead: { name: `Bench Shopper ${submission.n}`, email: submission.email, phone: '0412 345 678', message: 'Bench enquiry', terms_agreed: true, opt_in: false, ...submission.choices },
  })
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await request(port, '/api/leads', {
        host: `${submission.site}.localhost`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': submission.key },
        body,
      })
      const answer = (() => {
        try {
          return response.json<{ lead_id?: number; error?: string }>()
        } catch {
          return {} as { lead_id?: number; error?: string }
        }
      })()
      if (response.status < 300 && typeof answer.lead_id === 'number') {
        onAcknowledged()
        return { leadId: answer.lead_id, attempts: attempt, refused: null, ms: Date.now() - started }
      }
      if (response.status < 500 && response.status !== 429) return { leadId: null, attempts: attempt, refused: `${response.status} ${answer.error ?? ''}`, ms: Date.now() - started }
    } catch {
      // The server could not be reached or dropped the connection: the browser would try again.
    }
    if (Date.now() > deadline) return { leadId: null, attempts: attempt, refused: 'gave up: out of patience', ms: Date.now() - started }
    await sleep(Math.min(200 * attempt, 2000))
  }
}

async function siteChoices(pool: pg.Pool, site: string): Promise<SiteChoices> {
  const location = await pool.query<{ id: number }>(
    "SELECT l.id FROM locations l JOIN tenants t ON t.id = l.tenant_id WHERE t.slug = $1 AND coalesce(l.location_type::text, 'sales') = 'sales' ORDER BY l.id LIMIT 1",
    [site],
  )
  const dealerships = await pool.query<{ slug: string }>('SELECT d.slug FROM dealerships d JOIN tenants t ON t.id = d.tenant_id WHERE t.slug = $1 ORDER BY d.id', [site])
  return {
    ...(location.rows[0] ? { location_id: String(location.rows[0].id) } : {}),
    ...(dealerships.rows.length > 1 ? { dealership_slug: dealerships.rows[0]!.slug } : {}),
  }
}

async function waitForDelivery(pool: pg.Pool, stored: number, deadline: number): Promise<number> {
  for (;;) {
    const { rows } = await pool.query<{ count: string }>("SELECT count(*) FROM customer_leads WHERE delivery_status = 'delivered' AND email LIKE 'bench-%'")
    const delivered = Number(rows[0]?.count ?? 0)
    if (delivered >= stored || Date.now() > deadline) return delivered
    await sleep(500)
  }
}

let exitCode = 0
try {
  heading('Build and data')
  await buildIfNeeded((line) => console.log(line))
  const database = await openBenchDatabase(DATABASE, { reuse: false })
  console.log(`Database: ${database.name} on ${database.server}`)
  try {
    await prepareDatabase(database.url)
    process.env.LEAD_RATE_LIMIT_PER_ADDRESS = String(LEADS * 10)
    process.env.LEAD_RATE_LIMIT_PER_SITE = String(LEADS * 10)
    process.env.ALTCHA_MAX_NUMBER = '1000'
    delete process.env.SMTP_URL
    const port = await freePort()
    const server = await startNextServer({ port, databaseUrl: database.url })
    const pool = new pg.Pool({ connectionString: database.url, max: 4 })
    // The restart ends these connections too; the pool makes new ones.
    pool.on('error', () => undefined)
    try {
      const choices = new Map<string, SiteChoices>()
      for (const site of SITES) choices.set(site, await siteChoices(pool, site))
      console.log(`Solving ${LEADS} spam checks…`)
      const submissions: Submission[] = []
      for (let n = 0; n < LEADS; n += 1) {
        const site = SITES[n % SITES.length]!
        submissions.push({ n, site, key: randomUUID(), email: `bench-${n}@example.com.au`, altcha: await solvedAltcha(`${site}.localhost`, port), choices: choices.get(site)! })
      }

      heading(`${LEADS} enquiries at once; PostgreSQL restarts after a quarter are acknowledged`)
      let acknowledged = 0
      const restart: { done: Promise<{ at: number; tookMs: number }> | null } = { done: null }
      const started = Date.now()
      const deadline = started + PATIENCE_MS
      const outcomes = await Promise.all(
        submissions.map((submission) =>
          send(port, submission, deadline, () => {
            acknowledged += 1
            if (restart.done || !database.restart || acknowledged < LEADS / 4) return
            const restartServer = database.restart
            restart.done = (async () => {
              const at = Date.now() - started
              await restartServer()
              return { at, tookMs: Date.now() - started - at }
            })()
          }),
        ),
      )
      const restarted = restart.done ? await restart.done : null
      const sendingMs = Date.now() - started

      const acknowledgedIds = outcomes.flatMap((outcome) => (outcome.leadId === null ? [] : [outcome.leadId]))
      const { rows } = await pool.query<{ id: number; email: string }>("SELECT id, email FROM customer_leads WHERE email LIKE 'bench-%'")
      const storedIds = new Set(rows.map((row) => row.id))
      const emails = new Set(rows.map((row) => row.email))
      const duplicated = rows.length - emails.size
      const lost = acknowledgedIds.filter((id) => !storedIds.has(id)).length
      const refused = outcomes.filter((outcome) => outcome.refused !== null)
      const retried = outcomes.filter((outcome) => outcome.attempts > 1).length
      const latency = summarise(outcomes.filter((outcome) => outcome.leadId !== null).map((outcome) => outcome.ms))

      console.log(
        restarted
          ? `PostgreSQL stopped at ${seconds(restarted.at)} and was back after ${seconds(restarted.tookMs)}.`
          : 'PostgreSQL was not restarted: DATABASE_URL points at a server this bench does not own.',
      )
      console.log(`All sent in ${seconds(sendingMs)}; ${retried} shoppers had to send again; time to acknowledgement p50 ${ms(latency.p50)} ms, p95 ${ms(latency.p95)} ms, max ${ms(latency.max)} ms.`)
      for (const outcome of refused.slice(0, 5)) console.log(`Not acknowledged: ${outcome.refused}`)

      heading('Delivery after recovery (the outbox: no SMTP_URL)')
      const delivered = await waitForDelivery(pool, rows.length, Date.now() + PATIENCE_MS)

      heading('Summary against the targets')
      console.log(
        table(
          ['sent', 'acknowledged', 'stored', 'duplicated', 'delivered after recovery', 'lost', 'not acknowledged'],
          [[String(LEADS), String(acknowledged), String(rows.length), String(duplicated), String(delivered), String(lost), String(refused.length)]],
        ),
      )
      const met = lost === TARGETS.lost && duplicated === TARGETS.duplicated && refused.length === 0 && acknowledged === LEADS
      console.log(met ? 'Target met: lost 0, duplicated 0, every lead acknowledged.' : 'Target MISSED.')
      if (!met) exitCode = 1
    } finally {
      await pool.end()
      await server.stop()
    }
  } finally {
    await database.close({ keep: options.keep })
  }
} catch (error) {
  console.error(error)
  exitCode = 1
}
await exitWhenFlushed(exitCode)
