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
import { generalEnquiry, sendLikeBrowser, siteChoices, type Enquiry, type SiteChoices } from '../tests/support/leadSubmission'
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

const sleep = (delayMs: number) => new Promise((resolve) => setTimeout(resolve, delayMs))

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
      const enquiries: Enquiry[] = []
      for (let n = 0; n < LEADS; n += 1) {
        const site = SITES[n % SITES.length]!
        const shopper = { name: `Bench Shopper ${n}`, email: `bench-${n}@example.com.au` }
        enquiries.push(generalEnquiry(site, randomUUID(), shopper, choices.get(site)!, await solvedAltcha(`${site}.localhost`, port)))
      }

      heading(`${LEADS} enquiries at once; PostgreSQL restarts after a quarter are acknowledged`)
      let acknowledged = 0
      const restart: { done: Promise<{ at: number; tookMs: number }> | null } = { done: null }
      const started = Date.now()
      const deadline = started + PATIENCE_MS
      const outcomes = await Promise.all(
        enquiries.map((enquiry) =>
          sendLikeBrowser(port, enquiry, deadline, () => {
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
